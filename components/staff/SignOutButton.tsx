'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { staffSignOut } from '@/lib/api/staffClient';
import { Button } from '@/components/ui/Button';

export default function SignOutButton() {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  return (
    <Button
      type="button"
      $variant="secondary"
      disabled={busy}
      onClick={async () => {
        setBusy(true);
        await staffSignOut();
        router.replace('/staff/login');
        router.refresh();
      }}
    >
      Sign out
    </Button>
  );
}
