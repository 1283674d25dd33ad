import type { Metadata } from 'next';
import { shareMetadata } from '@/lib/site/shareMetadata';
import { Container } from '@/components/ui/Page';
import TransactionScreen from '@/components/transaction/TransactionScreen';
import SafeUseBrochure from '@/components/layout/SafeUseBrochure';

const description = 'Payment instructions, the payment window and the status of your order.';

export const metadata: Metadata = {
  title: 'Payment',
  description,
  robots: { index: false },
  ...shareMetadata({ path: '/transaction', title: 'Payment', description }),
};

/** Static shell; the order lives in this tab's sessionStorage, so the screen itself renders in the browser. */
export default function TransactionPage() {
  return (
    <Container>
      <TransactionScreen />
      <SafeUseBrochure />
    </Container>
  );
}
