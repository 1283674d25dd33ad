import { screen } from '@testing-library/react';
import { withMswServer } from '../../mocks/server';
import { mockRelayClient } from '../../mocks/relayClient';
import type { TransactionState } from '@/lib/store/transactionSlice';
import { TIMEOUT_TEXT } from '@/components/transaction/texts';
import { orderPaidBy, transactionState } from './fixtures';
import { renderScreen, settle, withFakeClock } from './helpers';

jest.mock('qrcode', () => ({ toDataURL: async () => 'data:image/png;base64,iVBORw0KGgo=' }));
withMswServer();
withFakeClock();

const h1 = () => screen.getByRole('heading', { level: 1 });
const toCheckout = () => screen.getAllByRole('link').filter((a) => a.getAttribute('href') === '/checkout');

// Issue 35.7: "No Order Data Found" offered both "Go to Checkout" and "Back to Checkout", the timeout screen "Try
// Again" and "Back to Checkout", the error screen "Start New Payment" and "Back to Checkout".
describe('each payment screen has one way back to checkout', () => {
  it.each<[string, string, Partial<TransactionState>]>([
    ['no order', 'Go to Checkout', { order: null, token: null, deadline: null }],
    ['bitcoin, waiting', 'Back to Checkout', {}],
    ['staff will call', 'Back to Checkout', { order: orderPaidBy('card') }],
    ['verifying', 'Back to Checkout', { status: 'processing', notified: ['processing'] }],
    ['timeout', 'Try Again', { status: 'failed', notified: ['timeout'] }],
    ['error', 'Start New Payment', { status: 'error', notified: ['error'] }],
    ['confirmed', 'Back to Checkout', { status: 'success', notified: ['processing'] }],
  ])('%s: only %s', async (_, name, state) => {
    mockRelayClient();
    await renderScreen(transactionState(state));
    await settle();
    const links = toCheckout();
    expect(links.map((a) => a.textContent)).toEqual([name]);
  });
});

describe('the timeout screen', () => {
  it('says once, in words, that the window ran out', async () => {
    mockRelayClient();
    await renderScreen(transactionState({ status: 'failed', notified: ['timeout'] }));
    await settle();
    expect(h1()).toHaveTextContent('Payment Timeout');
    expect(screen.getByText(TIMEOUT_TEXT)).toBeVisible();
    // no timer reading 'Expired', no heading saying 'closed', no hidden announcement saying it again
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
    const said = (document.body.textContent ?? '').match(/expired|closed|ran out/gi) ?? [];
    expect(said).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Try Again' })).toHaveAttribute('href', '/checkout');
  });
});
