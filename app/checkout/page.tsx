import type { Metadata } from 'next';
import { Container, PageTitle } from '@/components/ui/Page';

export const metadata: Metadata = { title: 'Checkout' };

export default function CheckoutPage() {
  return (
    <Container>
      <PageTitle>Checkout</PageTitle>
    </Container>
  );
}
