import { notFound } from 'next/navigation';
import { requireStaff } from '@/lib/staff/page';

// Any other address under /staff: signed-out visitors go to sign in like everywhere on the desk, staff get the desk's
// own 404 (app/staff/not-found.tsx) rather than the shop's, with its age question and cart.
export default async function StaffMissingPage() {
  await requireStaff();
  notFound();
}
