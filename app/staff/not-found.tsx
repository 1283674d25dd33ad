import type { Metadata } from 'next';
import DeskNotFound from '@/components/staff/DeskNotFound';

export const metadata: Metadata = { title: 'Not found' };

// What a notFound() on the desk shows where the page could not say it itself (lib/staff/page.ts deskNotFound): the
// desk's own 404, in its frame, not the shop's.
export default function StaffNotFound() {
  return <DeskNotFound />;
}
