import type { Metadata } from 'next';
import { shareMetadata } from '@/lib/site/shareMetadata';
import { preloadCatalogueIndex } from '@/lib/catalogue/preloadIndex';
import { Container, PageTitle } from '@/components/ui/Page';
import CheckoutScreen from '@/components/checkout/CheckoutScreen';
import CartSeed from '@/components/cart/CartSeed';
import { cartFromCookie } from '@/lib/store/cookieCart';

const description = 'Check out as a guest: your details, a payment method and your order summary.';

export const metadata: Metadata = {
  title: 'Checkout',
  description,
  robots: { index: false },
  ...shareMetadata({ path: '/checkout', title: 'Checkout', description }),
};

// Rendered per request from the cart cookie, so the cart paints with the first response (issue 28.2); the
// answer is private, never cached (README, "Security headers").
export default async function CheckoutPage() {
  preloadCatalogueIndex();
  const lines = await cartFromCookie();
  return (
    <Container>
      <PageTitle>Checkout</PageTitle>
      <CartSeed lines={lines}>
        <CheckoutScreen />
      </CartSeed>
    </Container>
  );
}
