import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { Container } from '@/components/ui/Page';

// Rendered per request behind the session check, never cached, never indexed (README, "The staff desk").
export const dynamic = 'force-dynamic';
export const fetchCache = 'force-no-store';

export const metadata: Metadata = {
  title: { default: 'Staff desk', template: '%s | Staff desk' },
  robots: { index: false, follow: false, nocache: true },
};

export default function StaffLayout({ children }: { children: ReactNode }) {
  return <Container>{children}</Container>;
}
