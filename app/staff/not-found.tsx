import type { Metadata } from 'next';
import Link from 'next/link';
import { PageTitle } from '@/components/ui/Page';

export const metadata: Metadata = { title: 'Not found' };

// An order number or desk address that is none: said on the desk, in its own frame, not the shop's 404.
export default function StaffNotFound() {
  return (
    <>
      <PageTitle>Not found on the desk</PageTitle>
      <p>No order or desk page has this address.</p>
      <p>
        <Link href="/staff">Back to the order queue</Link>
      </p>
    </>
  );
}
