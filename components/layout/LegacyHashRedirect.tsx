'use client';

import { useRouter } from 'next/navigation';
import { useEffect } from 'react';
import { legacyHashTarget } from '@/lib/site/legacyHash';

/** The original site used hash URLs (/#/products?category=edibles); send them to the real path. */
export default function LegacyHashRedirect() {
  const router = useRouter();
  useEffect(() => {
    const target = legacyHashTarget(window.location.hash, window.location.origin);
    if (target) router.replace(target);
  }, [router]);
  return null;
}
