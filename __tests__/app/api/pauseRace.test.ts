/** @jest-environment node */
// The ordering pause read inside the order's transaction (issue 25), on whichever store this run uses: an order that
// commits after a pause committed is refused 409 ordering_paused, nothing stored or mailed, even when the relay's
// early read (before the transaction) still saw the shop open; a replayed key still answers its stored order. On
// PostgreSQL, the real race: the desk's pause holds its lock, the order waits for it and then reads the pause.
import { sql } from 'drizzle-orm';
import { POST as postOrder } from '@/app/api/orders/route';
import { applyHoursChange } from '@/lib/db/hours';
import { lockPauseForChange } from '@/lib/db/pauseLock';
import { orderingPause, orders } from '@/lib/db/schema';
import type { OrderResponse, RelayError } from '@/lib/order/contract';
import { RELAY_ERRORS } from '@/lib/order/errors';
import {
  deliveredOutbox,
  jsonRequest,
  orderBody,
  relayDb,
  withFreshOutbox,
  withRelayStore,
} from '../../mocks/relay';
import { secondStore, TEST_STORE } from '../../mocks/store';
import type * as PauseExports from '@/lib/relay/pause';

type PauseModule = typeof PauseExports;

// the relay's early read of the pause, before the order's transaction: told to miss a pause, as a read made a moment
// before the pause committed does
const mockEarlyRead = { missesPause: false };
jest.mock('@/lib/relay/pause', () => {
  const actual = jest.requireActual<PauseModule>('@/lib/relay/pause');
  return {
    ...actual,
    shopStateForOrder: (now: Date) =>
      mockEarlyRead.missesPause
        ? Promise.resolve({ paused: false, overrides: [] })
        : actual.shopStateForOrder(now),
  };
});

withRelayStore();
jest.setTimeout(30_000);
const fresh = withFreshOutbox();
const MESSAGE = 'Closed for stocktake until 3 PM.';

beforeEach(() => {
  mockEarlyRead.missesPause = false;
});

const order = async (body = orderBody()) => {
  const res = await postOrder(jsonRequest('/api/orders', body));
  return { status: res.status, json: (await res.json()) as OrderResponse & RelayError };
};

async function orderCount(): Promise<number> {
  const [row] = await (await relayDb()).select({ n: sql<number>`count(*)::int` }).from(orders);
  return row!.n;
}

const PAUSED = { code: 'ordering_paused', error: RELAY_ERRORS.ordering_paused.message, shopMessage: MESSAGE };

it('refuses an order whose transaction runs after a pause committed, though its early read saw the shop open', async () => {
  const replayed = orderBody();
  expect((await order(replayed)).status).toBe(201);
  const before = await orderCount();
  expect(await applyHoursChange(await relayDb(), { action: 'pause', message: MESSAGE }, 'alice')).toBe(true);
  mockEarlyRead.missesPause = true;

  const refused = await order();
  expect(refused.status).toBe(409);
  expect(refused.json).toEqual(PAUSED);
  expect(await orderCount()).toBe(before);
  // its key is claimed before the pause is read: a replay still answers the order it stored
  expect((await order(replayed)).status).toBe(201);
  expect((await deliveredOutbox(fresh.dir)).filter((m) => m.json.kind === 'order')).toHaveLength(1);

  await applyHoursChange(await relayDb(), { action: 'resume' }, 'alice');
  expect((await order()).status).toBe(201);
});

(TEST_STORE === 'postgres' ? it : it.skip)(
  'PostgreSQL: an order racing the desk waits for the pause being written, then is refused',
  async () => {
    // the relay's store first: opening it for a test empties the tables, which must not happen inside the race
    await relayDb();
    const desk = await secondStore();
    let answered: Awaited<ReturnType<typeof order>> | undefined;
    let pending: Promise<void> | undefined;
    await desk.db.transaction(async (tx) => {
      // the desk's pause, as applyHoursChange writes it, not yet committed
      await lockPauseForChange(tx);
      await tx.insert(orderingPause).values({ id: 1, message: MESSAGE, pausedBy: 'alice' });
      pending = order().then((a) => {
        answered = a;
      });
      // the order read "open" before its transaction and now waits on the pause's lock
      const waiting = async () => {
        const result = (await (
          await relayDb()
        ).execute(
          sql`select count(*)::int as n from pg_locks where locktype = 'advisory' and classid = 25 and objid = 1 and not granted`,
        )) as unknown as { rows: { n: number }[] };
        return result.rows[0]!.n;
      };
      for (const deadline = Date.now() + 20_000; (await waiting()) === 0 && Date.now() < deadline;)
        await new Promise((resolve) => setTimeout(resolve, 100));
      expect(await waiting()).toBe(1);
      expect(answered).toBeUndefined();
    });
    await pending;
    expect(answered?.status).toBe(409);
    expect(answered?.json).toEqual(PAUSED);
    expect(await orderCount()).toBe(0);
  },
);
