/** @jest-environment node */
// A call-back order has no payment window (issue 27.8): its row stores no expires_at and the desk's JSON carries no
// expiresAt; a bitcoin order keeps both. On the embedded store here and on PostgreSQL in `npm run test:pg`.
import { eq } from 'drizzle-orm';
import { orders } from '@/lib/db/schema';
import type { QueueAnswer } from '@/lib/staff/types';
import {
  freshOutbox,
  quietConsole,
  relayDb,
  removeOutboxes,
  resetRelayForTest,
  withRelayStore,
} from '../../../mocks/relay';
import { addAccount, cookieFor, placeOrder, staffApi } from './helpers';

withRelayStore();
jest.setTimeout(30_000);

beforeEach(() => {
  resetRelayForTest({
    STAFF_SESSION_SECRET: 'staff-session-secret-0123456789abcdef',
    OUTBOX_DIR: freshOutbox(),
  });
  quietConsole();
});
afterEach(() => jest.restoreAllMocks());
afterAll(removeOutboxes);

async function storedExpiry(number: string): Promise<Date | null> {
  const [row] = await (
    await relayDb()
  )
    .select({ expiresAt: orders.expiresAt })
    .from(orders)
    .where(eq(orders.number, number));
  return row!.expiresAt;
}

it('stores and sends an expiry only for the order that has a payment window', async () => {
  const callBack = (await placeOrder({ paymentMethod: 'venmo' })).order;
  const bitcoin = (await placeOrder({ paymentMethod: 'bitcoin' })).order;

  expect(await storedExpiry(callBack.orderNumber)).toBeNull();
  expect((await storedExpiry(bitcoin.orderNumber))?.toISOString()).toBe(bitcoin.expiresAt);

  await addAccount('alice');
  const cookie = await cookieFor('alice');
  const queue = (await (await staffApi.list(cookie)).json()) as QueueAnswer;
  const row = (n: string) => queue.orders.find((o) => o.number === n)!;
  expect(row(callBack.orderNumber)).not.toHaveProperty('expiresAt');
  expect(row(bitcoin.orderNumber).expiresAt).toBe(bitcoin.expiresAt);
});
