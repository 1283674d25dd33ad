import type { Metadata } from 'next';
import { SITE_DESCRIPTION, shareMetadata } from '@/lib/site/shareMetadata';
import { preloadCatalogueIndex } from '@/lib/catalogue/preloadIndex';
import CartView from '@/components/cart/CartView';
import CartSeed from '@/components/cart/CartSeed';
import { cartFromCookie } from '@/lib/store/cookieCart';
import { Container, PageTitle } from '@/components/ui/Page';
import ScrollToTop from '@/components/ui/ScrollToTop';

// a shopper's own cart: never listed (issue 34.1)
export const metadata: Metadata = {
  title: 'Medical Cart',
  robots: { index: false },
  ...shareMetadata({ path: '/cart', title: 'Medical Cart', description: SITE_DESCRIPTION }),
};

// Rendered per request from the cart cookie, so the cart paints with the first response (issue 28.2); the
// answer is private, never cached (README, "Security headers").
export default async function CartPage() {
  preloadCatalogueIndex();
  const lines = await cartFromCookie();
  return (
    <Container>
      <ScrollToTop />
      <PageTitle>Medical Cart</PageTitle>
      <CartSeed lines={lines}>
        <CartView />
      </CartSeed>
    </Container>
  );
}
