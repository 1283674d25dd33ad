import type { Metadata } from 'next';
import { Container, PageTitle } from '@/components/ui/Page';

export const metadata: Metadata = { title: 'Payment' };

export default function TransactionPage() {
  return (
    <Container>
      <PageTitle>Payment</PageTitle>
    </Container>
  );
}
