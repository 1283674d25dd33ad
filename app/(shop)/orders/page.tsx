import type { Metadata } from 'next';
import { shareMetadata } from '@/lib/site/shareMetadata';
import styled from 'styled-components';
import { theme } from '@/lib/site/theme';
import { Container, PageTitle } from '@/components/ui/Page';
import OrderHistoryList from '@/components/orders/OrderHistoryList';
import LinkedOrder from '@/components/orders/LinkedOrder';
import SafeUseBrochure from '@/components/layout/SafeUseBrochure';

const description = 'The orders placed from this browser: number, date, items, total and payment method.';

export const metadata: Metadata = {
  title: 'Your Orders',
  description,
  robots: { index: false },
  ...shareMetadata({ path: '/orders', title: 'Your Orders', description }),
};

const Intro = styled.p`
  margin: 0 0 ${theme.space(6)};
  color: ${theme.colors.textMuted};
`;

export default function OrdersPage() {
  return (
    <Container>
      <PageTitle>Your Orders</PageTitle>
      <Intro>
        Orders placed from this browser, with where each one stands at the shop. Contact details are not kept
        here.
      </Intro>
      <LinkedOrder />
      <OrderHistoryList />
      <SafeUseBrochure />
    </Container>
  );
}
