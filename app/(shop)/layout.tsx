import type { ReactNode } from 'react';
import ShopChrome from '@/components/layout/ShopChrome';

// Every shopper page, URLs unchanged (a route group): the staff desk is outside it and wears none of this.
export default function ShopLayout({ children }: { children: ReactNode }) {
  return <ShopChrome>{children}</ShopChrome>;
}
