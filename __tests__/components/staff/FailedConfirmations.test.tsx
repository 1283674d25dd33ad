// The desk's failed-mail banner tells a shopper's confirmation (issue 25.4) from staff mail: the heading, the count in
// words and who may not have been told, and the resend's result saying the confirmations went to their shoppers.
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import type { FailedMail } from '@/lib/staff/types';
import FailedMailBanner from '@/components/staff/FailedMailBanner';
import { server, withMswServer } from '../../mocks/server';

jest.mock('next/navigation', () => jest.requireActual('@/__tests__/mocks/nextNavigation'));

withMswServer();

const banner = (failed: FailedMail) => render(<FailedMailBanner failed={failed} onResent={jest.fn()} />);

it('names a failed shopper confirmation as the shopper’s', () => {
  banner({ messages: 1, confirmations: 1, orders: ['A7K2M9QXB'] });
  expect(screen.getByRole('region', { name: 'Shopper mail not delivered' })).toHaveTextContent(
    '1 shopper confirmation failed to send, about 1 order: A7K2M9QXB. The shoppers may not have had their confirmation.',
  );
});

it('counts staff messages and shopper confirmations apart', () => {
  banner({ messages: 3, confirmations: 2, orders: ['A7K2M9QXB', 'C4N8P2RTD'] });
  expect(screen.getByRole('region', { name: 'Mail not delivered' })).toHaveTextContent(
    '1 staff message and 2 shopper confirmations failed to send, about 2 orders: A7K2M9QXB, C4N8P2RTD. Staff or shoppers may not have been told of them by mail.',
  );
});

it('says the confirmations resent go to their shoppers', async () => {
  server.use(
    http.post('*/api/staff/mail/resend', () =>
      HttpResponse.json({ messages: 2, confirmations: 1, orders: ['A7K2M9QXB'] }, { status: 202 }),
    ),
  );
  const user = userEvent.setup();
  banner({ messages: 2, confirmations: 1, orders: ['A7K2M9QXB'] });
  await user.click(screen.getByRole('button', { name: 'Resend all failed mail' }));
  await waitFor(() =>
    expect(screen.getByTestId('failed-mail-result')).toHaveTextContent(
      '2 messages queued to send again (1 to its shopper). If one fails again, it shows here.',
    ),
  );
});
