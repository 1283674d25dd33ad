import { screen, within } from '@testing-library/react';
import { withMswServer } from '../../mocks/server';
import { TEST_REFERENCE, mockRelayClient } from '../../mocks/relayClient';
import { siteConfig } from '@/lib/config/public';
import {
  CONFIRM_BUTTON_TEXT,
  PAYMENT_ERROR_TEXT,
  REPORT_FAILED_TEXT,
  reportSubmittedText,
} from '@/components/transaction/texts';
import { CREATED_MS, transactionState } from './fixtures';
import { advance, renderScreen, settle, withFakeClock } from './helpers';

// Drawing a real QR code costs seconds under jest; QrCode.test.tsx covers the real one.
jest.mock('qrcode', () => ({ toDataURL: async () => 'data:image/png;base64,iVBORw0KGgo=' }));
withMswServer();
withFakeClock();

const confirmButton = () => screen.getByRole('button', { name: CONFIRM_BUTTON_TEXT });

describe('the bitcoin view', () => {
  it('shows the order, the address, the USD total, the QR of a BIP21 URI and the 10-60 minute note', async () => {
    mockRelayClient();
    await renderScreen();
    expect(screen.getByRole('heading', { level: 1, name: 'Complete Your Payment' })).toBeInTheDocument();
    expect(screen.getByTestId('order-number')).toHaveTextContent('K7Q2M9XA4');
    expect(screen.getByTestId('bitcoin-address')).toHaveTextContent(siteConfig.bitcoinAddress);
    expect(screen.getByText('$88.56', { selector: '#bitcoin-amount' })).toBeVisible();
    // the BIP21 link is openable, not printed (issue 16); without a quote it carries no amount
    expect(screen.queryByText(/^bitcoin:/)).not.toBeInTheDocument();
    const uri = screen.getByRole('link', { name: 'Open in wallet app' }).getAttribute('href') ?? '';
    expect(uri.startsWith(`bitcoin:${siteConfig.bitcoinAddress}?`)).toBe(true);
    expect(uri).toContain('message=Order%20K7Q2M9XA4');
    expect(uri).not.toContain('amount=');
    expect(screen.getByRole('button', { name: 'Copy payment link' })).toBeVisible();
    expect(
      await screen.findByRole('img', { name: /QR code of a Bitcoin payment to .+ for order K7Q2M9XA4/ }),
    ).toHaveAttribute('src', expect.stringMatching(/^data:image\/png;base64,/));
    expect(screen.getByText(/10-60 minutes/)).toBeVisible();
    expect(confirmButton()).toHaveAccessibleDescription('Bitcoin confirmation takes 10-60 minutes.');

    const summary = screen.getByTestId('order-summary');
    expect(within(summary).getByText('Blue Dream Pre-Roll')).toBeVisible();
    expect(within(summary).getByText('Medical Tax (8%)').nextSibling).toHaveTextContent('$6.56');
    expect(within(summary).getByText('Subtotal').nextSibling).toHaveTextContent('$82.00');
    expect(within(summary).getByTestId('order-total')).toHaveTextContent('$88.56');

    const links = screen.getByRole('navigation', { name: 'Payment screen links' });
    expect(within(links).getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute(
      'href',
      '/products',
    );
    expect(within(links).getByRole('link', { name: 'Order History' })).toHaveAttribute('href', '/orders');
    expect(within(links).getByRole('link', { name: 'Back to Checkout' })).toHaveAttribute(
      'href',
      '/checkout',
    );
  });

  it('confirming sets processing, keeps the button busy, posts processing once and shows the verification', async () => {
    const relay = mockRelayClient();
    jest.setSystemTime(CREATED_MS + 100_000);
    const { user, store } = await renderScreen();
    await user.click(confirmButton());
    expect(store.getState().transaction.status).toBe('processing');
    expect(confirmButton()).toBeDisabled();
    expect(confirmButton()).toHaveAttribute('aria-busy', 'true');
    await settle();
    const heading = screen.getByRole('heading', { level: 1, name: 'Verifying Your Payment' });
    expect(heading).toHaveFocus();
    expect(
      screen.getByText(/Your Bitcoin payment is being verified\. Bitcoin confirmation takes 10-60 minutes\./),
    ).toBeVisible();
    expect(screen.getByText(/Our staff have been notified/)).toBeVisible();
    expect(screen.queryByText(PAYMENT_ERROR_TEXT)).not.toBeInTheDocument();
    // No fabricated error later (docs/design.md, decision 3), and no timeout either.
    await advance(900_000);
    await settle();
    expect(screen.getByRole('heading', { level: 1, name: 'Verifying Your Payment' })).toBeInTheDocument();
    expect(relay.updates).toEqual([
      { token: 'signed.order.token', status: 'processing', timeRemaining: 800 },
    ]);
    expect(store.getState().transaction.notified).toEqual(['processing']);
  });

  it('a reload while the notice was in flight sends it again rather than losing it', async () => {
    const relay = mockRelayClient();
    await renderScreen(transactionState({ status: 'processing' }));
    await settle();
    expect(screen.getByRole('heading', { level: 1, name: 'Verifying Your Payment' })).toBeInTheDocument();
    expect(relay.updates.map((u) => u.status)).toEqual(['processing']);
  });

  it.each([
    [
      'the relay refuses',
      502 as const,
      /The payment update could not be delivered\. Please try again\. \(HTTP 502\)/,
    ],
    ['the network is down', 'network' as const, /no answer from the server/],
  ])('when %s, the Payment Error screen shows and a report can be submitted', async (_, answer, detail) => {
    const relay = mockRelayClient({ updates: answer });
    const { user, store } = await renderScreen();
    await user.click(confirmButton());
    await settle();
    expect(screen.getByRole('heading', { level: 1, name: 'Payment Error' })).toHaveFocus();
    expect(screen.getByText(PAYMENT_ERROR_TEXT)).toBeVisible();
    expect(screen.getByTestId('error-detail')).toHaveTextContent(detail);
    expect(store.getState().transaction.status).toBe('error');
    // The error notice was tried as well; it failed too, and the screen says staff were not reached.
    expect(relay.updates.map((u) => u.status)).toEqual(['processing', 'error']);
    expect(screen.getByText(/We could not reach our team automatically/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Start New Payment' })).toHaveAttribute('href', '/checkout');
    expect(screen.getByRole('link', { name: /^Call / })).toHaveAttribute(
      'href',
      `tel:${siteConfig.supportPhoneHref}`,
    );

    await user.type(
      screen.getByRole('textbox', { name: 'Anything to add for our team? (optional)' }),
      'I sent it twice',
    );
    await user.click(screen.getByRole('button', { name: 'Submit Error Report' }));
    await settle();
    expect(screen.getByRole('alert')).toHaveTextContent(reportSubmittedText(TEST_REFERENCE));
    expect(screen.getByRole('button', { name: 'Submit Error Report' })).toBeDisabled();
    expect(relay.reports).toHaveLength(1);
    expect(relay.reports[0]?.token).toBe('signed.order.token');
    expect(relay.reports[0]?.errorMessage).toMatch(
      /^Order K7Q2M9XA4: Could not tell our team that the Bitcoin payment was sent: /,
    );
    // the shopper's own words go apart from the page's detail (issue 32.6)
    expect(relay.reports[0]?.customerText).toBe('I sent it twice');
  });

  it('says so when the report cannot be submitted either', async () => {
    const relay = mockRelayClient({ updates: 503, reports: 502 });
    const { user } = await renderScreen();
    await user.click(confirmButton());
    await settle();
    await user.click(screen.getByRole('button', { name: 'Submit Error Report' }));
    await settle();
    expect(screen.getByRole('alert')).toHaveTextContent(REPORT_FAILED_TEXT);
    expect(screen.getByRole('button', { name: 'Submit Error Report' })).toBeEnabled();
    expect(relay.reports).toHaveLength(1);
    // nothing typed: no words of the shopper's are sent
    expect(relay.reports[0]).not.toHaveProperty('customerText');
  });

  it('does not claim staff were unreached when the error notice itself got through', async () => {
    const relay = mockRelayClient();
    await renderScreen(transactionState({ status: 'error', errorDetail: 'Order state unreadable.' }));
    await settle();
    expect(screen.getByText(PAYMENT_ERROR_TEXT)).toBeVisible();
    expect(screen.queryByText(/We could not reach our team automatically/)).not.toBeInTheDocument();
    expect(relay.updates.map((u) => u.status)).toEqual(['error']);
  });
});
