import type { Metadata } from 'next';
import { shareMetadata } from '@/lib/site/shareMetadata';
import { preloadCatalogueIndex } from '@/lib/catalogue/preloadIndex';
import { Container, PageTitle } from '@/components/ui/Page';
import CheckoutScreen from '@/components/checkout/CheckoutScreen';

const description = 'Check out as a guest: your details, a payment method and your order summary.';

export const metadata: Metadata = {
  title: 'Checkout',
  description,
  robots: { index: false },
  ...shareMetadata({ path: '/checkout', title: 'Checkout', description }),
};

export default function CheckoutPage() {
  preloadCatalogueIndex();
  return (
    <Container>
      <PageTitle>Checkout</PageTitle>
      <CheckoutScreen />
    </Container>
  );
}
