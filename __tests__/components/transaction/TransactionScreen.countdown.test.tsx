import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { RELAY_ERRORS } from '@/lib/order/errors';
import { server, withMswServer } from '../../mocks/server';
import { mockRelayClient } from '../../mocks/relayClient';
import { TIMEOUT_TEXT } from '@/components/transaction/texts';
import { CREATED_MS, DEADLINE_MS, transactionState } from './fixtures';
import { advance, renderScreen, settle, withFakeClock } from './helpers';

// Drawing a real QR code costs seconds under jest; QrCode.test.tsx covers the real one.
jest.mock('qrcode', () => ({ toDataURL: async () => 'data:image/png;base64,iVBORw0KGgo=' }));
withMswServer();
withFakeClock();

const timer = () => screen.getByRole('timer');

describe('the payment countdown', () => {
  it('starts at 15:00 and ticks from the clock each second', async () => {
    mockRelayClient();
    await renderScreen();
    expect(timer()).toHaveTextContent('15:00');
    expect(timer()).toHaveAttribute('aria-live', 'off');
    await advance(1000);
    expect(timer()).toHaveTextContent('14:59');
    await advance(59_000);
    expect(timer()).toHaveTextContent('14:00');
  });

  it('continues from the deadline after a reload instead of restarting', async () => {
    mockRelayClient();
    jest.setSystemTime(CREATED_MS + 125_500);
    await renderScreen();
    expect(timer()).toHaveTextContent('12:55');
  });

  it('turns red with the hurry banner under 5:00, not at 5:00', async () => {
    mockRelayClient();
    jest.setSystemTime(DEADLINE_MS - 301_000);
    await renderScreen();
    expect(timer()).toHaveTextContent('5:01');
    expect(screen.queryByText(/Hurry!/)).not.toBeInTheDocument();
    await advance(1000);
    expect(timer()).toHaveTextContent('5:00');
    expect(screen.queryByText(/Hurry!/)).not.toBeInTheDocument();
    const calmColour = getComputedStyle(timer()).color;
    await advance(1000);
    expect(screen.getByText('Hurry! Only 4:59 remaining')).toBeVisible();
    expect(getComputedStyle(timer()).color).not.toBe(calmColour);
    await advance(1000);
    expect(screen.getByText('Hurry! Only 4:58 remaining')).toBeVisible();
  });

  it('tells screen readers once a minute and at the warning, not every second', async () => {
    mockRelayClient();
    jest.setSystemTime(DEADLINE_MS - 362_000);
    await renderScreen();
    const region = within(screen.getByTestId('countdown')).getByRole('status');
    const heard = new Set<string>([region.textContent ?? '']);
    for (let i = 0; i < 70; i++) {
      await advance(1000);
      heard.add(region.textContent ?? '');
    }
    expect([...heard]).toEqual([
      '7 minutes remaining to complete your payment.',
      '6 minutes remaining to complete your payment.',
      '5 minutes remaining to complete your payment.',
      'Hurry! Less than 5 minutes remaining to complete your payment.',
    ]);
  });

  it('at 0 shows the timeout screen in place of the timer and sends the timeout notice exactly once', async () => {
    const relay = mockRelayClient();
    jest.setSystemTime(DEADLINE_MS - 3000);
    const { store } = await renderScreen();
    expect(timer()).toHaveTextContent('0:03');
    await advance(3000);
    await settle();
    expect(screen.getByRole('heading', { level: 1, name: 'Payment Timeout' })).toHaveFocus();
    // issue 35.7: the text says the window expired; a timer reading 'Expired' beside it said it again
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
    expect(screen.getByText(TIMEOUT_TEXT)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Try Again' })).toHaveAttribute('href', '/checkout');
    expect(screen.getByRole('link', { name: /^Call / })).toHaveAttribute(
      'href',
      expect.stringMatching(/^tel:\+?\d+$/),
    );
    expect(screen.getByRole('link', { name: /^Text / })).toHaveAttribute(
      'href',
      expect.stringMatching(/^sms:\+?\d+$/),
    );
    // More time, more renders: still one notice.
    await advance(5000);
    await settle();
    expect(relay.updates).toEqual([{ token: 'signed.order.token', status: 'timeout', timeRemaining: 0 }]);
    expect(store.getState().transaction.status).toBe('failed');
    expect(store.getState().transaction.notified).toEqual(['timeout']);
  });

  // issue 32.6: this browser's clock ran ahead; the server refuses the timeout and says what is really left
  it('a timeout the server refuses as early brings the countdown back at the time really left', async () => {
    const updates: unknown[] = [];
    server.use(
      http.post('/api/orders/updates', async ({ request }) => {
        updates.push(await request.json());
        return HttpResponse.json(
          { code: 'timeout_early', error: RELAY_ERRORS.timeout_early.message, secondsLeft: 240 },
          { status: 409 },
        );
      }),
    );
    jest.setSystemTime(DEADLINE_MS - 1000);
    const { store } = await renderScreen();
    await advance(1000);
    await settle();
    expect(updates).toHaveLength(1);
    expect(timer()).toHaveTextContent('4:00');
    expect(screen.queryByRole('heading', { level: 1, name: 'Payment Timeout' })).not.toBeInTheDocument();
    expect(store.getState().transaction).toMatchObject({ status: 'pending', notified: [] });
  });

  it('sends no second timeout notice when the expired page is reloaded', async () => {
    const relay = mockRelayClient();
    jest.setSystemTime(DEADLINE_MS + 60_000);
    await renderScreen(transactionState({ status: 'failed', notified: ['timeout'] }));
    await settle();
    expect(screen.getByRole('heading', { level: 1, name: 'Payment Timeout' })).toBeInTheDocument();
    expect(relay.updates).toEqual([]);
  });

  it('a reload before the timeout notice got through sends it once, despite StrictMode mounting twice', async () => {
    let release = () => {};
    const relay = mockRelayClient({ holdUpdates: new Promise<void>((resolve) => (release = resolve)) });
    jest.setSystemTime(DEADLINE_MS + 5000);
    const { store } = await renderScreen(transactionState({ status: 'failed' }));
    await settle();
    // The first notice is still in flight while StrictMode runs the effect again.
    expect(store.getState().transaction.notified).toEqual([]);
    release();
    await settle();
    expect(relay.updates.map((u) => u.status)).toEqual(['timeout']);
    expect(store.getState().transaction.notified).toEqual(['timeout']);
  });

  it('sends the timeout notice once when the page is opened after the window ran out', async () => {
    const relay = mockRelayClient();
    jest.setSystemTime(DEADLINE_MS + 60_000);
    const { store } = await renderScreen();
    await settle();
    expect(screen.getByRole('heading', { level: 1, name: 'Payment Timeout' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: "I've Sent the Bitcoin Payment" })).not.toBeInTheDocument();
    expect(relay.updates.map((u) => u.status)).toEqual(['timeout']);
    expect(store.getState().transaction.notified).toEqual(['timeout']);
  });
});
