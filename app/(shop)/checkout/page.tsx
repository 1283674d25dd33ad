import type { Metadata } from 'next';
import { preloadCatalogueIndex } from '@/lib/catalogue/preloadIndex';
import { Container, PageTitle } from '@/components/ui/Page';
import CheckoutScreen from '@/components/checkout/CheckoutScreen';

export const metadata: Metadata = {
  title: 'Checkout',
  description: 'Check out as a guest: your details, a payment method and your order summary.',
  robots: { index: false },
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
