// The desk's banner for staff mail whose latest copy failed (DESIGN 20, issue 27.2): a named region with the count in
// words and links to the orders, one real button that resends them all, and the result in a live region.
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, delay, http } from 'msw';
import type { FailedMail, QueueAnswer, QueueOrder } from '@/lib/staff/types';
import FailedMailBanner from '@/components/staff/FailedMailBanner';
import StaffQueue from '@/components/staff/StaffQueue';
import { mockRouter } from '../../mocks/nextNavigation';
import { server, withMswServer } from '../../mocks/server';

jest.mock('next/navigation', () => jest.requireActual('@/__tests__/mocks/nextNavigation'));

withMswServer();

const RESEND = '*/api/staff/mail/resend';
const TWO: FailedMail = { messages: 3, confirmations: 0, orders: ['A7K2M9QXB', 'C4N8P2RTD'] };
let resendCalls = 0;

function answering(status: number, body: FailedMail | { code: string; error: string }, wait?: Promise<void>) {
  server.use(
    http.post(RESEND, async () => {
      resendCalls += 1;
      if (wait) await wait;
      return HttpResponse.json(body, { status });
    }),
  );
}

beforeEach(() => {
  jest.clearAllMocks();
  resendCalls = 0;
});

it('shows nothing but an empty live region while no mail failed', () => {
  render(<FailedMailBanner failed={{ messages: 0, confirmations: 0, orders: [] }} onResent={jest.fn()} />);
  expect(screen.queryByRole('region')).not.toBeInTheDocument();
  expect(screen.queryByRole('button')).not.toBeInTheDocument();
  expect(screen.getByTestId('failed-mail-result')).toHaveAttribute('role', 'status');
  expect(screen.getByTestId('failed-mail-result')).toBeEmptyDOMElement();
});

it('says in words how many messages failed, about which orders, with a link to each', () => {
  render(<FailedMailBanner failed={TWO} onResent={jest.fn()} />);
  const region = screen.getByRole('region', { name: 'Staff mail not delivered' });
  expect(within(region).getByRole('status')).toHaveTextContent(
    '3 staff messages failed to send, about 2 orders: A7K2M9QXB, C4N8P2RTD. Staff may not have been told of them by mail.',
  );
  expect(within(region).getByRole('link', { name: 'A7K2M9QXB' })).toHaveAttribute(
    'href',
    '/staff/orders/A7K2M9QXB',
  );
  expect(within(region).getByRole('button', { name: 'Resend all failed mail' })).toHaveAttribute(
    'type',
    'button',
  );
});

it('one failed message reads in the singular', () => {
  render(
    <FailedMailBanner
      failed={{ messages: 1, confirmations: 0, orders: ['A7K2M9QXB'] }}
      onResent={jest.fn()}
    />,
  );
  expect(screen.getByRole('region')).toHaveTextContent(
    '1 staff message failed to send, about 1 order: A7K2M9QXB.',
  );
});

it('"Resend" posts once, is disabled meanwhile, announces the result and asks for the queue again', async () => {
  let release: () => void = () => undefined;
  answering(
    202,
    { messages: 3, confirmations: 0, orders: TWO.orders },
    new Promise<void>((r) => (release = r)),
  );
  const onResent = jest.fn();
  const user = userEvent.setup();
  render(<FailedMailBanner failed={TWO} onResent={onResent} />);
  await user.click(screen.getByRole('button', { name: 'Resend all failed mail' }));
  expect(screen.getByRole('button', { name: 'Resending…' })).toBeDisabled();
  await act(async () => release());
  await waitFor(() =>
    expect(screen.getByTestId('failed-mail-result')).toHaveTextContent(
      '3 messages queued to send again. If one fails again, it shows here.',
    ),
  );
  expect(resendCalls).toBe(1);
  expect(onResent).toHaveBeenCalledTimes(1);
  expect(screen.getByRole('button', { name: 'Resend all failed mail' })).toBeEnabled();
});

it('says so when another desk resent them first', async () => {
  answering(202, { messages: 0, confirmations: 0, orders: [] });
  const user = userEvent.setup();
  render(<FailedMailBanner failed={TWO} onResent={jest.fn()} />);
  await user.click(screen.getByRole('button', { name: 'Resend all failed mail' }));
  expect(await screen.findByText('No failed mail was left to resend.')).toBeInTheDocument();
});

it('an error is an alert and nothing is claimed resent', async () => {
  answering(503, { code: 'store_unavailable', error: 'The shop cannot take this request right now.' });
  const onResent = jest.fn();
  const user = userEvent.setup();
  render(<FailedMailBanner failed={TWO} onResent={onResent} />);
  await user.click(screen.getByRole('button', { name: 'Resend all failed mail' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Nothing was resent: The shop cannot take this request right now.',
  );
  expect(screen.getByTestId('failed-mail-result')).toBeEmptyDOMElement();
  expect(onResent).not.toHaveBeenCalled();
});

it('a signed-out desk goes to the sign-in page', async () => {
  answering(401, { code: 'signed_out', error: 'Please sign in to the staff desk.' });
  const user = userEvent.setup();
  render(<FailedMailBanner failed={TWO} onResent={jest.fn()} />);
  await user.click(screen.getByRole('button', { name: 'Resend all failed mail' }));
  await waitFor(() => expect(mockRouter.replace).toHaveBeenCalledWith('/staff/login'));
});

describe('on the queue', () => {
  const answer = (failedMail: FailedMail, mail: 'failed' | 'sent'): QueueAnswer => ({
    orders: [
      // only what the row shows
      {
        number: 'A7K2M9QXB',
        createdAt: '2026-11-26T04:00:00.000Z',
        expiresAt: '2026-11-26T04:15:00.000Z',
        customerName: 'Jane Doe',
        paymentMethod: 'cashapp',
        totalCents: 5616,
        state: 'new',
        mail,
      } as QueueOrder,
    ],
    failedMail,
    now: '2026-11-26T04:05:00.000Z',
  });

  it('shows the banner and the row\'s failed mail; after "Resend" the next answer clears both', async () => {
    const failing = answer({ messages: 1, confirmations: 0, orders: ['A7K2M9QXB'] }, 'failed');
    let current = failing;
    server.use(
      http.post('*/api/staff/orders', async () => {
        await delay(1);
        return HttpResponse.json(current);
      }),
    );
    answering(202, { messages: 1, confirmations: 0, orders: ['A7K2M9QXB'] });
    const user = userEvent.setup();
    render(<StaffQueue initial={failing} />);
    expect(screen.getByRole('region', { name: 'Staff mail not delivered' })).toBeInTheDocument();
    expect(within(screen.getByTestId('queue-row-A7K2M9QXB')).getByText('Failed')).toBeInTheDocument();

    current = answer({ messages: 0, confirmations: 0, orders: [] }, 'sent');
    await user.click(screen.getByRole('button', { name: 'Resend all failed mail' }));
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Staff mail not delivered' })).toBeNull(),
    );
    expect(within(screen.getByTestId('queue-row-A7K2M9QXB')).getByText('Sent')).toBeInTheDocument();
    expect(screen.getByTestId('failed-mail-result')).toHaveTextContent('1 message queued to send again.');
  });
});
