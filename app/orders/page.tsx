import type { Metadata } from 'next';
import { Container, PageTitle } from '@/components/ui/Page';

export const metadata: Metadata = { title: 'Order History' };

export default function OrdersPage() {
  return (
    <Container>
      <PageTitle>Your Orders</PageTitle>
    </Container>
  );
}
