// The screen after the order says what became of the confirmation mail the shopper asked for (issue 45.5): on its
// way to the address, or, past the few a day one address gets, plainly that none was sent there and that staff will
// still contact them; nothing when none was asked for. For every method, bitcoin's window included.
import { screen } from '@testing-library/react';
import { CONFIRMATIONS_PER_ADDRESS_PER_DAY } from '@/lib/order/rules';
import { renderScreen, withFakeClock } from './helpers';
import { placedOrder, transactionState } from './fixtures';

withFakeClock();

const cash = placedOrder({ paymentMethod: 'cash', expiresAt: undefined });

it('says no confirmation mail was sent to the address, and that staff will still contact them', async () => {
  await renderScreen(transactionState({ order: cash, confirmation: 'not_sent' }));
  expect(screen.getByRole('heading', { name: 'Order Received!' })).toBeInTheDocument();
  expect(screen.getByTestId('confirmation-note')).toHaveTextContent(
    `No confirmation mail was sent to jane.doe@example.com: we send at most ${CONFIRMATIONS_PER_ADDRESS_PER_DAY} a day to one address. Your order is placed, and our staff will still contact you.`,
  );
});

it('says a sent one is on its way, on the bitcoin screen too', async () => {
  await renderScreen(transactionState({ confirmation: 'sent' }));
  expect(screen.getByRole('heading', { name: 'Complete Your Payment' })).toBeInTheDocument();
  expect(screen.getByTestId('confirmation-note')).toHaveTextContent(
    'A confirmation mail is on its way to jane.doe@example.com.',
  );
});

it('says nothing of a mail nobody asked for', async () => {
  await renderScreen(transactionState({ order: cash }));
  expect(screen.getByRole('heading', { name: 'Order Received!' })).toBeInTheDocument();
  expect(screen.queryByTestId('confirmation-note')).not.toBeInTheDocument();
});
