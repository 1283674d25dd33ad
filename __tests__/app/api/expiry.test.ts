/** @jest-environment node */
// A bitcoin order whose window closed unpaid becomes 'expired' by itself (issue 35.6): at the shopper's timeout when
// the window has really passed (never before), and by the sweeper every server starts, with no bitcoin settings.
import { sql } from 'drizzle-orm';
import { POST as postOrder } from '@/app/api/orders/route';
import { POST as postUpdate } from '@/app/api/orders/updates/route';
import { orders } from '@/lib/db/schema';
import type { OrderResponse } from '@/lib/order/contract';
import { relay, startRelay } from '@/lib/relay/state';
import {
  jsonRequest,
  mailSettled,
  orderBody,
  relayDb,
  withFreshOutbox,
  withRelayStore,
} from '../../mocks/relay';

withRelayStore();

withFreshOutbox();

async function placeBitcoin(): Promise<OrderResponse> {
  const res = await postOrder(jsonRequest('/api/orders', orderBody({ paymentMethod: 'bitcoin' })));
  expect(res.status).toBe(201);
  return (await res.json()) as OrderResponse;
}

async function stateOf(number: string): Promise<string | undefined> {
  const rows = await (
    await relayDb()
  )
    .select({ status: orders.status })
    .from(orders)
    .where(sql`number = ${number}`);
  return rows[0]?.status;
}

/** As if the order's window had ended a minute ago. */
async function windowPassed(number: string): Promise<void> {
  await (
    await relayDb()
  )
    .update(orders)
    .set({ expiresAt: sql`now() - interval '1 minute'` })
    .where(sql`number = ${number}`);
}

async function timeout(token: string): Promise<number> {
  const res = await postUpdate(
    jsonRequest('/api/orders/updates', { token, status: 'timeout', timeRemaining: 0 }),
  );
  return res.status;
}

it("a shopper's timeout expires the order only once its window has passed by the server's clock", async () => {
  const { order, token } = await placeBitcoin();
  // before the window ends the timeout is refused and changes nothing (issue 32.6)
  expect(await timeout(token)).toBe(409);
  expect(await stateOf(order.orderNumber)).toBe('new');
  await windowPassed(order.orderNumber);
  // the relay's clock past the signed expiresAt too: the timeout is taken and the order moves at once
  jest.spyOn(Date, 'now').mockReturnValue(Date.parse(order.expiresAt ?? '') + 1000);
  expect(await timeout(token)).toBe(202);
  expect(await stateOf(order.orderNumber)).toBe('expired');
});

it('the sweeper starts with the server, without BITCOIN_ESPLORA_URL, and expires a closed window', async () => {
  const { order } = await placeBitcoin();
  const open = await placeBitcoin();
  await windowPassed(order.orderNumber);
  expect(relay().config.bitcoinEsploraUrl).toBeFalsy();
  // the order mails written first: start walks the outbox while the worker would write a file
  await mailSettled();
  await startRelay();
  // its first sweep runs at start, with no one asking
  for (let i = 0; i < 50 && (await stateOf(order.orderNumber)) !== 'expired'; i += 1)
    await new Promise((r) => setTimeout(r, 100));
  expect(await stateOf(order.orderNumber)).toBe('expired');
  expect(await stateOf(open.order.orderNumber)).toBe('new');
});
