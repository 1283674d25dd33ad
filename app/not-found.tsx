import type { Metadata } from 'next';
import NotFoundScreen from '@/components/layout/NotFoundScreen';
import ShopChrome from '@/components/layout/ShopChrome';

export const metadata: Metadata = { title: 'Page not found', robots: { index: false } };

// An unknown address is the shop's (the root layout has no frame of its own); the desk's is app/staff/not-found.tsx.
export default function NotFound() {
  return (
    <ShopChrome>
      <NotFoundScreen />
    </ShopChrome>
  );
}
