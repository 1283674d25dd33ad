import type { Metadata } from 'next';
import { Container } from '@/components/ui/Page';
import TransactionScreen from '@/components/transaction/TransactionScreen';

export const metadata: Metadata = {
  title: 'Payment',
  description: 'Payment instructions, the payment window and the status of your order.',
  robots: { index: false },
};

/** Static shell; the order lives in this tab's sessionStorage, so the screen itself renders in the browser. */
export default function TransactionPage() {
  return (
    <Container>
      <TransactionScreen />
    </Container>
  );
}
