import type { Metadata } from 'next';
import { deskNotFound, requireStaff } from '@/lib/staff/page';
import DeskNotFound from '@/components/staff/DeskNotFound';

export const metadata: Metadata = { title: 'Not found' };

// Any other address under /staff: signed-out visitors go to sign in like everywhere on the desk, staff get the desk's
// own 404 rather than the shop's, as a 404 whose HTML is the whole page (deskNotFound).
export default async function StaffMissingPage() {
  await requireStaff();
  deskNotFound();
  return <DeskNotFound />;
}
