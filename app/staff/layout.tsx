import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { currentStaff } from '@/lib/staff/page';
import { Container } from '@/components/ui/Page';
import SkipLink from '@/components/layout/SkipLink';
import DeskHeader from '@/components/staff/DeskHeader';

// Rendered per request behind the session check, never cached, never indexed (README, "The staff desk").
export const dynamic = 'force-dynamic';
export const fetchCache = 'force-no-store';

export const metadata: Metadata = {
  title: { default: 'Staff desk', template: '%s | Staff desk' },
  robots: { index: false, follow: false, nocache: true },
};

// Staff's own application (issue 27.7): its own header, none of the shop's frame, store or scripts. Each page still
// checks the session itself; this reads the same (cached) answer only to say who is signed in.
export default async function StaffLayout({ children }: { children: ReactNode }) {
  const staff = await currentStaff();
  return (
    <>
      <SkipLink />
      <DeskHeader name={staff?.name ?? null} />
      <main id="main" tabIndex={-1}>
        <Container>{children}</Container>
      </main>
    </>
  );
}
