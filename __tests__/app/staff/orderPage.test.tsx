// /staff/orders/[number]: the page gets its segment as the browser sent it, so it decodes it, and a malformed
// encoding is not found, never a thrown URIError (a 500; issue 33.7). Under our server the page says so itself, a
// 404 whose HTML is the desk's page (issue 29.1); elsewhere through notFound().
import { isValidElement } from 'react';
import { notFound } from 'next/navigation';
import { withPageStatus } from '@/lib/site/pageStatus.mjs';
import DeskNotFound from '@/components/staff/DeskNotFound';
import { orderDetail } from '@/lib/staff/desk';
import StaffOrderPage from '@/app/staff/orders/[number]/page';

jest.mock('@/lib/staff/page', () => ({
  ...jest.requireActual('@/lib/staff/page'),
  requireStaff: jest.fn(async () => ({ accountId: 1, name: 'alice', idHash: 'x' })),
}));
jest.mock('@/lib/staff/desk', () => ({ orderDetail: jest.fn(async () => null) }));
jest.mock('@/lib/relay/state', () => ({
  withStore: (work: (db: unknown) => unknown) => work({}),
  relay: () => ({ config: { shopTimeZone: 'America/Los_Angeles' } }),
}));
jest.mock('next/navigation', () => ({
  ...jest.requireActual('@/__tests__/mocks/nextNavigation'),
  notFound: jest.fn(() => {
    throw new Error('NEXT_NOT_FOUND');
  }),
}));

const open = (number: string) => StaffOrderPage({ params: Promise.resolve({ number }) });

beforeEach(() => jest.clearAllMocks());

it.each(['%E0', '%E0%A4%A', '%', '%zz', '%C0%80', '%ED%A0%80'])(
  'answers not found for the malformed segment %s without looking it up',
  async (number) => {
    await expect(open(number)).rejects.toThrow('NEXT_NOT_FOUND');
    expect(notFound).toHaveBeenCalled();
    expect(orderDetail).not.toHaveBeenCalled();
  },
);

it('looks up a well-formed encoded segment by its decoded number', async () => {
  await expect(open('%37tnpm91or')).rejects.toThrow('NEXT_NOT_FOUND');
  expect(orderDetail).toHaveBeenCalledWith({}, '7TNPM91OR');
});

it('under our server, answers 404 with the desk page saying so, not a thrown notFound()', async () => {
  const answer = { status: undefined as number | undefined };
  const page = await withPageStatus(answer, () => open('NOSUCH123'));
  expect(answer.status).toBe(404);
  expect(notFound).not.toHaveBeenCalled();
  expect(isValidElement(page) && page.type).toBe(DeskNotFound);
  expect(orderDetail).toHaveBeenCalledWith({}, 'NOSUCH123');
});
