import type { Metadata } from 'next';
import { Container, PageTitle } from '@/components/ui/Page';

export const metadata: Metadata = { title: 'Cart' };

export default function CartPage() {
  return (
    <Container>
      <PageTitle>Medical Cart</PageTitle>
    </Container>
  );
}
