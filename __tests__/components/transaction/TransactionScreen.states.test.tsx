import { act, screen, within } from '@testing-library/react';
import { withMswServer } from '../../mocks/server';
import { mockRelayClient } from '../../mocks/relayClient';
import { siteConfig } from '@/lib/config/public';
import { PAYMENT_METHODS, type PaymentMethodId } from '@/lib/order/paymentMethods';
import { orderPlaced } from '@/lib/store/transactionSlice';
import { NO_ORDER_TEXT, NO_ORDER_TITLE } from '@/components/transaction/texts';
import { orderPaidBy, placedOrder, transactionState } from './fixtures';
import { advance, renderScreen, settle, withFakeClock } from './helpers';

jest.mock('qrcode', () => ({ toDataURL: async () => 'data:image/png;base64,iVBORw0KGgo=' }));
withMswServer();
withFakeClock();

const h1 = () => screen.getByRole('heading', { level: 1 });

describe('before and without an order', () => {
  it('shows a neutral loading state, never "No Order Data Found", until sessionStorage was read', async () => {
    mockRelayClient();
    await renderScreen(transactionState({ order: null, token: null, deadline: null }, false));
    expect(h1()).toHaveTextContent('Payment');
    expect(screen.getByRole('status')).toHaveTextContent('Loading your order...');
    expect(screen.queryByText(NO_ORDER_TITLE)).not.toBeInTheDocument();
  });

  it('says so once rehydrated without an order, with a way back to checkout', async () => {
    mockRelayClient();
    await renderScreen(transactionState({ order: null, token: null, deadline: null }));
    expect(h1()).toHaveTextContent(NO_ORDER_TITLE);
    expect(screen.getByText(NO_ORDER_TEXT)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Go to Checkout' })).toHaveAttribute('href', '/checkout');
    // Issue 15: once the screen has loaded, focus is on its heading, not left on the body.
    expect(h1()).toHaveFocus();
  });

  it('treats an order with an unknown payment method as no order', async () => {
    mockRelayClient();
    const odd = { ...placedOrder(), paymentMethod: 'gold-bars' } as unknown as ReturnType<typeof placedOrder>;
    await renderScreen(transactionState({ order: odd }));
    expect(h1()).toHaveTextContent(NO_ORDER_TITLE);
  });
});

const OTHER_METHODS = PAYMENT_METHODS.filter((m) => m.id !== 'bitcoin');

describe('every other payment method', () => {
  it('covers the other methods: the six staff call about, and cash', () => {
    expect(OTHER_METHODS.map((m) => m.id)).toEqual([
      'apple-pay',
      'chime',
      'card',
      'paypal',
      'cashapp',
      'venmo',
      // issue 25.3: paid at handover, its own words (CashDelivery.test.tsx)
      'cash',
    ]);
  });

  it.each(
    OTHER_METHODS.filter((m) => m.id !== 'cash').map((m) => [m.id, m.label] as [PaymentMethodId, string]),
  )('%s: Order Received! and staff will call or text with %s payment instructions', async (id, label) => {
    mockRelayClient();
    await renderScreen(transactionState({ order: orderPaidBy(id) }));
    expect(h1()).toHaveTextContent('Order Received!');
    expect(screen.getByTestId('payment-instructions')).toHaveTextContent(
      `Our team will call or text you at (555) 010-9876 with ${label} payment instructions.`,
    );
    expect(screen.queryByRole('button', { name: /Bitcoin/ })).not.toBeInTheDocument();
    // docs/design.md, decision 14: staff call to take payment, so no countdown; the shopper learns when to expect the call.
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
    expect(screen.queryByText(/time remaining/i)).not.toBeInTheDocument();
    expect(screen.getByTestId('callback-time')).toHaveTextContent(
      'Expect our call or text within 30 minutes.',
    );
    expect(h1()).toHaveFocus();
    const support = screen
      .getAllByRole('link', { name: siteConfig.supportPhone })
      .map((a) => a.getAttribute('href'));
    expect(support).toEqual([`tel:${siteConfig.supportPhoneHref}`, `sms:${siteConfig.supportPhoneHref}`]);
    expect(screen.getByText(/available 24\/7/)).toBeVisible();
  });

  it.each(OTHER_METHODS.map((m) => m.id))(
    '%s: no timeout screen and no TIMEOUT notice, even long after 15 minutes',
    async (id) => {
      const relay = mockRelayClient();
      const { store } = await renderScreen(transactionState({ order: orderPaidBy(id) }));
      await advance(16 * 60_000);
      await settle();
      expect(h1()).toHaveTextContent('Order Received!');
      expect(screen.queryByText('Payment Timeout')).not.toBeInTheDocument();
      expect(store.getState().transaction.status).toBe('pending');
      expect(relay.updates).toEqual([]);
    },
  );

  it('a stored timeout of an order staff will call about shows Order Received! and mails nothing', async () => {
    const relay = mockRelayClient();
    await renderScreen(transactionState({ order: orderPaidBy('card'), status: 'failed' }));
    await settle();
    expect(h1()).toHaveTextContent('Order Received!');
    expect(screen.queryByRole('link', { name: 'Try Again' })).not.toBeInTheDocument();
    expect(relay.updates).toEqual([]);
  });

  it('shows the card summary the shopper gave: brand, last 4 digits and name', async () => {
    mockRelayClient();
    const card = {
      brand: 'Visa' as const,
      last4: '4242',
      expiry: '12/28',
      name: 'Jane Doe',
      zipCode: '94110',
    };
    await renderScreen(transactionState({ order: placedOrder({ paymentMethod: 'card', card }) }));
    expect(screen.getByText(/Visa ending in 4242, Jane Doe/)).toBeVisible();
  });
});

describe('display states', () => {
  it('renders Payment Confirmed for a success status and sends nothing', async () => {
    const relay = mockRelayClient();
    await renderScreen(transactionState({ status: 'success', notified: ['processing'] }));
    await settle();
    expect(h1()).toHaveTextContent('Payment Confirmed');
    expect(within(screen.getByTestId('order-summary')).getByTestId('order-total')).toHaveTextContent(
      '$88.56',
    );
    expect(relay.updates).toEqual([]);
  });

  it('a new order placed in the same tab replaces the old screen and its window', async () => {
    mockRelayClient();
    const { store } = await renderScreen(transactionState({ status: 'failed', notified: ['timeout'] }));
    expect(h1()).toHaveTextContent('Payment Timeout');
    act(() => {
      store.dispatch(orderPlaced({ order: placedOrder({ orderNumber: 'NEWORDER1' }), token: 'new.token' }));
    });
    await settle();
    expect(h1()).toHaveTextContent('Complete Your Payment');
    expect(screen.getByTestId('order-number')).toHaveTextContent('NEWORDER1');
    expect(screen.getByRole('timer')).toHaveTextContent('15:00');
  });
});
