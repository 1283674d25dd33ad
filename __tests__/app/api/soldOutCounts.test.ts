/** @jest-environment node */
// Counts stay on the desk (issue 45.6): a shopper's 422 sold_out names every line that is short and gives a counted
// size's `available` only where GET /api/availability shows the count too (LOW_STOCK_LEFT or fewer; 0 sold out),
// while the desk's own 409 reopen_sold_out, behind its sign-in, keeps the whole count.
import { GET as getAvailability } from '@/app/api/availability/route';
import { POST as postOrder } from '@/app/api/orders/route';
import { applyStockChanges } from '@/lib/db/stockDesk';
import { LOW_STOCK_LEFT, type AvailabilityAnswer, type StockChange } from '@/lib/order/availability';
import type { OrderResponse, RelayError } from '@/lib/order/contract';
import {
  freshOutbox,
  jsonRequest,
  orderBody,
  quietConsole,
  relayDb,
  removeOutboxes,
  resetRelayForTest,
  withRelayStore,
} from '../../mocks/relay';
import { addAccount, cookieFor, staffApi } from './staff/helpers';

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

const [VAPORIZER, BONG, UNIT] = [221, 222, '1 unit'];

const set = async (changes: StockChange[]) => applyStockChanges(await relayDb(), changes, 'alice');

async function order(items: Array<{ productId: number; size: string; quantity: number }>) {
  const res = await postOrder(jsonRequest('/api/orders', orderBody({ items })));
  return { status: res.status, json: (await res.json()) as OrderResponse & RelayError };
}

describe('a shopper refused 422 sold_out', () => {
  it('names a line counted above the few-left threshold without its count', async () => {
    // two accessories (under no purchase limit) counted at 37 and 12, and a sold-out size
    await set([
      { productId: VAPORIZER, size: UNIT, stock: 37 },
      { productId: BONG, size: UNIT, stock: 12 },
      { productId: 68, size: '7g', stock: 'soldout' },
    ]);
    // GET /api/availability shows neither count
    const shown = (await (await getAvailability()).json()) as AvailabilityAnswer;
    expect(shown.items).toEqual({ '68': { '7g': { soldOut: true } } });

    const { status, json } = await order([
      { productId: VAPORIZER, size: UNIT, quantity: 49 },
      { productId: BONG, size: UNIT, quantity: 49 },
      { productId: 68, size: '7g', quantity: 1 },
    ]);
    expect(status).toBe(422);
    expect(json.code).toBe('sold_out');
    expect(json.lines).toEqual([
      { productId: VAPORIZER, size: UNIT },
      { productId: BONG, size: UNIT },
      { productId: 68, size: '7g', available: 0 },
    ]);
  });

  it('gives the count at the threshold or below, as GET /api/availability does', async () => {
    await set([
      { productId: 68, size: '3.5g', stock: 3 },
      { productId: 68, size: '1g', stock: LOW_STOCK_LEFT },
      { productId: 68, size: '7g', stock: LOW_STOCK_LEFT + 1 },
    ]);
    const { status, json } = await order([
      { productId: 68, size: '3.5g', quantity: 4 },
      { productId: 68, size: '1g', quantity: LOW_STOCK_LEFT + 1 },
      { productId: 68, size: '7g', quantity: LOW_STOCK_LEFT + 2 },
    ]);
    expect(status).toBe(422);
    expect(json.lines).toEqual([
      { productId: 68, size: '3.5g', available: 3 },
      { productId: 68, size: '1g', available: LOW_STOCK_LEFT },
      { productId: 68, size: '7g' },
    ]);
  });
});

it("keeps the whole count in the desk's 409 reopen_sold_out", async () => {
  await addAccount('alice');
  const alice = await cookieFor('alice');
  await set([{ productId: VAPORIZER, size: UNIT, stock: 40 }]);
  const placed = await order([{ productId: VAPORIZER, size: UNIT, quantity: 40 }]);
  expect(placed.status).toBe(201);
  const number = placed.json.order.orderNumber;
  expect((await staffApi.state(number, { to: 'cancelled', from: 'new' }, alice)).status).toBe(200);
  await set([{ productId: VAPORIZER, size: UNIT, stock: 37 }]);

  const refused = await staffApi.state(number, { to: 'new', from: 'cancelled' }, alice);
  expect(refused.status).toBe(409);
  const refusal = (await refused.json()) as RelayError;
  expect(refusal.code).toBe('reopen_sold_out');
  expect(refusal.lines).toEqual([{ productId: VAPORIZER, size: UNIT, available: 37 }]);
});
