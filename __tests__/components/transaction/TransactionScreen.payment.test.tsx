// The bitcoin screen with the relay's terms (issue 16): the BTC amount first, the order's own address, a BIP21
// link with amount=, the demo notice, and what the relay saw of the payment (waiting, underpaid, seen).
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { BitcoinPayTo, PaymentStatusRequest, PaymentStatusResponse } from '@/lib/order/contract';
import { PAYMENT_POLL_MS } from '@/components/transaction/usePaymentWatch';
import { DEMO_ADDRESS_TEXT, WATCHING_TEXT } from '@/components/transaction/texts';
import { server, withMswServer } from '../../mocks/server';
import { mockRelayClient } from '../../mocks/relayClient';
import { CREATED_MS, placedOrder, transactionState } from './fixtures';
import { advance, renderScreen, settle, withFakeClock } from './helpers';

jest.mock('qrcode', () => ({
  toDataURL: async (value: string) => `data:image/png;base64,${Buffer.from(value).toString('base64')}`,
}));
withMswServer();
withFakeClock();

const ADDRESS = 'bc1qcr8te4kr609gcawutmrza0j4xv80jy8z306fyu';
const TXID = 'ab'.repeat(32);

function terms(overrides: Partial<BitcoinPayTo> = {}): BitcoinPayTo {
  return {
    address: ADDRESS,
    source: 'xpub',
    amountBtc: '0.00101650',
    rateUsd: '87123.45',
    rateAt: new Date(CREATED_MS - 1000).toISOString(),
    watched: true,
    ...overrides,
  };
}

const stateWith = (bitcoin: BitcoinPayTo) => transactionState({ order: placedOrder({ bitcoin }) });

/** Answers the payment polls in turn (the last one repeats) and records them. */
function mockPayment(...answers: PaymentStatusResponse[]) {
  const calls: PaymentStatusRequest[] = [];
  server.use(
    http.post('/api/orders/payment', async ({ request }) => {
      calls.push((await request.json()) as PaymentStatusRequest);
      return HttpResponse.json(answers[Math.min(calls.length, answers.length) - 1]);
    }),
  );
  return calls;
}

const waiting: PaymentStatusResponse = { state: 'waiting', receivedBtc: '0.00000000', transactions: [] };

describe('the bitcoin view with a quote and its own address', () => {
  it('shows the BTC amount first, the address, and a QR and link carrying amount= (link not printed)', async () => {
    mockRelayClient();
    mockPayment(waiting);
    await renderScreen(stateWith(terms()));
    const amount = screen.getByTestId('bitcoin-amount-btc');
    expect(amount).toHaveTextContent('0.00101650 BTC');
    const address = screen.getByTestId('bitcoin-address');
    expect(address).toHaveTextContent(ADDRESS);
    // the amount comes before the address in reading order
    expect(amount.compareDocumentPosition(address) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.getByText(/Send exactly/)).toHaveTextContent(
      'Send exactly 0.00101650 BTC ($88.56 USD at 87123.45 USD per BTC)',
    );
    const href = screen.getByRole('link', { name: 'Open in wallet app' }).getAttribute('href') ?? '';
    expect(href).toMatch(new RegExp(`^bitcoin:${ADDRESS}\\?amount=0\\.00101650&label=`));
    expect(screen.queryByText(/^bitcoin:/)).not.toBeInTheDocument();
    const qr = await screen.findByRole('img', { name: /QR code of a Bitcoin payment of 0.00101650 BTC/ });
    const encoded = Buffer.from((qr.getAttribute('src') ?? '').split(',')[1] ?? '', 'base64').toString();
    expect(encoded).toBe(href);
    expect(screen.queryByTestId('bitcoin-demo-notice')).not.toBeInTheDocument();
  });

  it('polls the relay with the token, says it is watching, then reports an underpayment', async () => {
    mockRelayClient();
    const underpaid: PaymentStatusResponse = {
      state: 'underpaid',
      receivedBtc: '0.00050000',
      transactions: [{ txid: TXID, amountBtc: '0.00050000', confirmations: 0 }],
    };
    const calls = mockPayment(waiting, underpaid);
    await renderScreen(stateWith(terms()));
    await settle();
    expect(calls).toEqual([{ token: 'signed.order.token' }]);
    expect(screen.getByTestId('payment-watch')).toHaveTextContent(WATCHING_TEXT);
    await advance(PAYMENT_POLL_MS);
    await settle();
    expect(calls).toHaveLength(2);
    expect(screen.getByTestId('payment-watch')).toHaveTextContent(
      'We have seen 0.00050000 BTC of the 0.00101650 BTC due',
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Complete Your Payment' })).toBeInTheDocument();
  });

  it('shows the payment seen with its transaction, and no timeout when the window then ends', async () => {
    const relay = mockRelayClient();
    const seen: PaymentStatusResponse = {
      state: 'seen',
      receivedBtc: '0.00101650',
      transactions: [{ txid: TXID, amountBtc: '0.00101650', confirmations: 0 }],
    };
    mockPayment(seen);
    const { store } = await renderScreen(stateWith(terms()));
    await settle();
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment Seen' })).toHaveFocus();
    expect(screen.getByTestId('payment-seen')).toHaveTextContent('0.00101650 BTC');
    expect(screen.getByTestId('payment-seen')).toHaveTextContent(TXID);
    expect(screen.getByTestId('payment-seen')).toHaveTextContent('waiting for its first confirmation');
    await advance(900_000);
    await settle();
    expect(screen.getByRole('heading', { level: 1, name: 'Payment Seen' })).toBeInTheDocument();
    expect(store.getState().transaction.status).toBe('pending');
    expect(relay.updates).toEqual([]);
  });

  it('does not poll an order the relay does not watch', async () => {
    mockRelayClient();
    const calls = mockPayment(waiting);
    await renderScreen(stateWith(terms({ source: 'configured', watched: false })));
    await advance(PAYMENT_POLL_MS * 2);
    await settle();
    expect(calls).toEqual([]);
    expect(screen.queryByTestId('payment-watch')).not.toBeInTheDocument();
  });
});

describe('the demo address', () => {
  it('shows a visible "demo address: do not pay" notice', async () => {
    mockRelayClient();
    await renderScreen(stateWith(terms({ source: 'demo', watched: false, amountBtc: null, rateUsd: null })));
    expect(screen.getByTestId('bitcoin-demo-notice')).toHaveTextContent(DEMO_ADDRESS_TEXT);
    expect(screen.getByTestId('bitcoin-demo-notice')).toBeVisible();
  });

  it('also for an order stored before the relay chose addresses, when the pages carry no address', async () => {
    mockRelayClient();
    await renderScreen(transactionState({ order: placedOrder() }));
    // jest runs without NEXT_PUBLIC_BITCOIN_ADDRESS: the demo one
    expect(screen.getByTestId('bitcoin-demo-notice')).toHaveTextContent(DEMO_ADDRESS_TEXT);
  });
});
