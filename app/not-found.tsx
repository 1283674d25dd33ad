import type { Metadata } from 'next';
import NotFoundScreen from '@/components/layout/NotFoundScreen';

export const metadata: Metadata = { title: 'Page not found', robots: { index: false } };

// Next puts this page's tree into every page's payload (it is the root's 404 boundary), the desk's too: wearing the
// shop's frame here would load the shop's store on every desk page (issue 27.7). It stands alone with its ways on;
// the desk's own 404 is app/staff/not-found.tsx.
export default function NotFound() {
  return (
    <main id="main" tabIndex={-1}>
      <NotFoundScreen />
    </main>
  );
}
