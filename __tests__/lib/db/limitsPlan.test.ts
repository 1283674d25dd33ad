/** @jest-environment node */
// The per-day sum of the limits policy (issue 26.3) on a busy day, on whichever store this run uses (issue 28.4): it
// looks the patient up by key in the GIN index and reads only their orders, never every order of the day. With an
// index on the day alone the embedded store, which gathers no statistics, read all of the day's orders for each new
// one, a cost growing with the day's orders.
import { sql } from 'drizzle-orm';
import type { DbHandle } from '@/lib/db/client';
import { countedToday, countedTodayQuery } from '@/lib/db/limits';
import { clearStore, closeTestStore, testStore } from '../../mocks/store';

let store: DbHandle;
beforeAll(async () => {
  store = await clearStore(await testStore());
}, 60_000);
afterAll(closeTestStore);

const DAY = '2030-01-02';
const BUSY = 3000;

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Rows Removed by Filter'?: number;
  Plans?: PlanNode[];
}
const nodes = (n: PlanNode): PlanNode[] => [n, ...(n.Plans ?? []).flatMap(nodes)];
/** The rows of a raw statement, as both stores' drivers answer them. */
const rowsOf = (result: unknown) => (result as { rows: Record<string, unknown>[] }).rows;

it('reads only the orders sharing a key, with thousands of orders on the day', async () => {
  const { db } = store;
  await db.execute(sql`
    insert into orders (number, payment_method, total_cents, placed, created_at)
    select 'P' || lpad(g::text, 8, '0'), 'cashapp', 5616, '{}'::jsonb, now() from generate_series(1, ${BUSY}) g`);
  await db.execute(sql`
    insert into order_limits (order_id, shop_day, keys, amounts)
    select id, ${DAY}, array['phone:' || id, 'email:' || id], '{"flower": 3500}'::jsonb from orders`);
  const [some] = rowsOf(await db.execute(sql`select min(id)::int as id from orders`)) as { id: number }[];
  const keys = [`phone:${some!.id + 7}`, 'email:nobody'];

  const [own] = rowsOf(await db.execute(sql`select number from orders where id = ${some!.id + 7}`)) as {
    number: string;
  }[];
  // the order's number (the flag names it to staff) and what it counts, never its keys
  expect(await countedToday(db, DAY, keys)).toEqual([{ number: own!.number, amounts: { flower: 3500 } }]);
  const explained = await db.execute(sql`explain (analyze, format json) ${countedTodayQuery(db, DAY, keys)}`);
  const cell = Object.values(rowsOf(explained)[0]!)[0];
  const [{ Plan }] = (typeof cell === 'string' ? JSON.parse(cell) : cell) as [{ Plan: PlanNode }];
  const onLimits = nodes(Plan).filter((n) => n['Relation Name'] === 'order_limits' || n['Index Name']);
  expect(onLimits.some((n) => n['Index Name'] === 'order_limits_keys_idx')).toBe(true);
  expect(onLimits.filter((n) => n['Node Type'] === 'Seq Scan')).toEqual([]);
  for (const n of onLimits) expect(n['Rows Removed by Filter'] ?? 0).toBeLessThan(10);
});
