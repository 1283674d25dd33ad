/** @jest-environment node */
// Issue 35.4 through the relay and the staff API: the same order placed twice (same customer, same lines, moments
// apart) is marked in the queue on both rows, naming the other; another order of the same customer is not.
import type { QueueAnswer } from '@/lib/staff/types';
import {
  freshOutbox,
  quietConsole,
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

it('marks an order placed twice as a possible duplicate of the other, and leaves a different order alone', async () => {
  await addAccount('alice');
  const first = (await placeOrder()).order.orderNumber;
  const again = (await placeOrder()).order.orderNumber;
  const more = (await placeOrder({ items: [{ productId: 68, size: '3.5g', quantity: 2 }] })).order
    .orderNumber;

  const res = await staffApi.list(await cookieFor('alice'), { state: 'all' });
  expect(res.status).toBe(200);
  const queue = (await res.json()) as QueueAnswer;
  const marks = Object.fromEntries(queue.orders.map((o) => [o.number, o.duplicateOf]));
  expect(marks).toEqual({ [first]: again, [again]: first, [more]: null });
});
