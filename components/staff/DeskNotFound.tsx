import Link from 'next/link';
import { PageTitle } from '@/components/ui/Page';

/** An order number or desk address that is none: said on the desk, in its own frame, not the shop's 404. */
export default function DeskNotFound() {
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
