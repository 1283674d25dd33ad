/** @jest-environment node */
// Live availability through the routes (issue 25.1): the desk's POST /api/staff/stock with a result per row, the
// shoppers' GET /api/availability (shape, cache headers, fresh within the server cache time), an order refused
// 422 sold_out naming its lines with nothing stored or mailed, a replayed key answered before any stock check, and
// a cancel on the desk giving units back while a reopen takes them again or is refused 409.
import { GET as getAvailability } from '@/app/api/availability/route';
import { POST as postOrder } from '@/app/api/orders/route';
import { POST as postStock } from '@/app/api/staff/stock/route';
import { StoreUnavailableError } from '@/lib/db/client';
import { applyStockChanges, stockHistory } from '@/lib/db/stockDesk';
import {
  AVAILABILITY_MAX_AGE_S,
  AVAILABILITY_SERVER_CACHE_S,
  STOCK_BATCH_MAX,
  type AvailabilityAnswer,
  type StockChange,
  type StockChangeAnswer,
} from '@/lib/order/availability';
import type { OrderResponse, RelayError } from '@/lib/order/contract';
import edge from '@/lib/relay/edge.json';
import type { OrderDetail } from '@/lib/staff/types';
import {
  deliveredOutbox,
  freshOutbox,
  jsonRequest,
  orderBody,
  quietConsole,
  relayDb,
  removeOutboxes,
  resetRelayForTest,
  withRelayStore,
} from '../../mocks/relay';
import { addAccount, cookieFor, SITE, staffApi } from './staff/helpers';

withRelayStore();
jest.setTimeout(30_000);

let outbox: string;
const ENV = { STAFF_SESSION_SECRET: 'staff-session-secret-0123456789abcdef' };

beforeEach(() => {
  outbox = freshOutbox();
  resetRelayForTest({ ...ENV, OUTBOX_DIR: outbox });
  quietConsole();
});
afterEach(() => jest.restoreAllMocks());
afterAll(removeOutboxes);

const setStock = (body: unknown, cookie?: string) =>
  postStock(
    jsonRequest('/api/staff/stock', body, { headers: { origin: SITE, ...(cookie ? { cookie } : {}) } }),
  );

async function staffCookie(name = 'alice'): Promise<string> {
  await addAccount(name);
  return cookieFor(name);
}

async function read(): Promise<{ res: Response; body: AvailabilityAnswer }> {
  const res = await getAvailability();
  return { res, body: (await res.json()) as AvailabilityAnswer };
}

async function order(items = [{ productId: 68, size: '3.5g', quantity: 1 }], key?: string) {
  const res = await postOrder(
    jsonRequest('/api/orders', orderBody({ items, ...(key ? { idempotencyKey: key } : {}) })),
  );
  return { res, json: (await res.json()) as OrderResponse & RelayError };
}

describe('POST /api/staff/stock', () => {
  it('needs a signed-in desk', async () => {
    const res = await setStock({ changes: [{ productId: 68, size: '3.5g', stock: 'soldout' }] });
    expect(res.status).toBe(401);
    expect(((await res.json()) as RelayError).code).toBe('signed_out');
  });

  it('answers every row, applied or refused and why, and records the staff name', async () => {
    const alice = await staffCookie();
    const res = await setStock(
      {
        changes: [
          { productId: 68, size: '3.5g', stock: 2 },
          { productId: 424242, size: '1g', stock: 'soldout' },
          { productId: 68, size: 'huge', stock: 'soldout' },
          { productId: 68, size: '7g', stock: -4 },
          { productId: 68, size: '7g', stock: 'plenty' },
        ],
      },
      alice,
    );
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const { results } = (await res.json()) as StockChangeAnswer;
    expect(results).toEqual([
      { productId: 68, size: '3.5g', ok: true, stock: 2 },
      { productId: 424242, size: '1g', ok: false, reason: 'Unknown product 424242' },
      { productId: 68, size: 'huge', ok: false, reason: expect.stringContaining('no size "huge"') },
      { productId: 68, size: '7g', ok: false, reason: 'A count cannot be below 0' },
      { productId: 68, size: '7g', ok: false, reason: expect.stringContaining('"soldout" or "instock"') },
    ]);
    const [event] = await stockHistory(await relayDb());
    expect(event).toMatchObject({ kind: 'set', actor: 'alice', before: 'instock', after: '2' });
  });

  it(`takes a batch of ${STOCK_BATCH_MAX} and refuses a longer one or a malformed one whole (422)`, async () => {
    const alice = await staffCookie();
    const change = (i: number): StockChange => ({ productId: 68, size: '3.5g', stock: i });
    const full = await setStock(
      { changes: Array.from({ length: STOCK_BATCH_MAX }, (_, i) => change(i)) },
      alice,
    );
    expect(full.status).toBe(200);
    expect(((await full.json()) as StockChangeAnswer).results).toHaveLength(STOCK_BATCH_MAX);
    const long = await setStock(
      { changes: Array.from({ length: STOCK_BATCH_MAX + 1 }, (_, i) => change(i)) },
      alice,
    );
    expect(long.status).toBe(422);
    expect(((await long.json()) as RelayError).fields).toEqual({
      changes: `At most ${STOCK_BATCH_MAX} changes per request`,
    });
    for (const body of [
      { changes: [] },
      { changes: [{ productId: '68', size: '3.5g', stock: 1 }] },
      { changes: [{ productId: 68, size: '3.5g', stock: true }] },
      { changes: [{ productId: 68, size: '3.5g', stock: 1, price: 1 }] },
      { changes: [{ productId: 68, stock: 1 }] },
    ]) {
      expect((await setStock(body, alice)).status).toBe(422);
    }
  });
});

describe('GET /api/availability', () => {
  it('answers the shape, cacheable for AVAILABILITY_MAX_AGE_S, outside the POST-only edge', async () => {
    const alice = await staffCookie();
    await setStock(
      {
        changes: [
          { productId: 68, size: '3.5g', stock: 3 },
          { productId: 68, size: '7g', stock: 'soldout' },
          { productId: 41, size: '1g', stock: 50 },
        ],
      },
      alice,
    );
    const { res, body } = await read();
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe(`public, max-age=${AVAILABILITY_MAX_AGE_S}`);
    expect(body.items).toEqual({ '68': { '3.5g': { soldOut: false, left: 3 }, '7g': { soldOut: true } } });
    expect(Date.parse(body.at)).not.toBeNaN();
    // scripts/server.mjs lets GET and HEAD through to it
    expect(edge.readOnly.paths).toContain('/api/availability');
    expect(AVAILABILITY_SERVER_CACHE_S + AVAILABILITY_MAX_AGE_S).toBeLessThan(30);
  });

  it("shows this process's own changes at once, another instance's within the server cache time", async () => {
    const alice = await staffCookie();
    expect((await read()).body.items).toEqual({});
    await setStock({ changes: [{ productId: 68, size: '3.5g', stock: 'soldout' }] }, alice);
    expect((await read()).body.items).toEqual({ '68': { '3.5g': { soldOut: true } } });

    // another instance writes the store: this one answers from its cache until the cache time is over
    const start = Date.now();
    await applyStockChanges(await relayDb(), [{ productId: 41, size: '1g', stock: 0 }], 'bob');
    expect((await read()).body.items['41']).toBeUndefined();
    jest.spyOn(Date, 'now').mockReturnValue(start + AVAILABILITY_SERVER_CACHE_S * 1000 + 1);
    expect((await read()).body.items['41']).toEqual({ '1g': { soldOut: true } });
  });

  it('is not charged to the per-address POST budget', async () => {
    resetRelayForTest({ ...ENV, OUTBOX_DIR: outbox, RELAY_RATE_LIMIT: '2' });
    for (let i = 0; i < 6; i += 1) expect((await read()).res.status).toBe(200);
  });

  it('answers 503 with no-store when the store cannot be opened', async () => {
    resetRelayForTest(
      { OUTBOX_DIR: outbox },
      {
        store: () => Promise.reject(new StoreUnavailableError('down')),
      },
    );
    const res = await getAvailability();
    expect(res.status).toBe(503);
    expect(res.headers.get('cache-control')).toBe('no-store');
  });
});

describe('POST /api/orders and stock', () => {
  it('refuses a short or sold-out line 422 sold_out naming every such line; nothing stored or mailed', async () => {
    const alice = await staffCookie();
    await setStock(
      {
        changes: [
          { productId: 68, size: '3.5g', stock: 1 },
          { productId: 68, size: '7g', stock: 'soldout' },
        ],
      },
      alice,
    );
    const { res, json } = await order([
      { productId: 41, size: '1g', quantity: 1 },
      { productId: 68, size: '3.5g', quantity: 2 },
      { productId: 68, size: '7g', quantity: 1 },
    ]);
    expect(res.status).toBe(422);
    expect(json.code).toBe('sold_out');
    expect(json.error).toMatch(/sold out/);
    expect(json.lines).toEqual([
      { productId: 68, size: '3.5g', available: 1 },
      { productId: 68, size: '7g', available: 0 },
    ]);
    expect(await deliveredOutbox(outbox)).toHaveLength(0);
    // the count is untouched, and what is left can still be bought
    expect((await read()).body.items['68']?.['3.5g']).toEqual({ soldOut: false, left: 1 });
    expect((await order([{ productId: 68, size: '3.5g', quantity: 1 }])).res.status).toBe(201);
    expect((await read()).body.items['68']?.['3.5g']).toEqual({ soldOut: true });
    expect((await order([{ productId: 68, size: '3.5g', quantity: 1 }])).json.code).toBe('sold_out');
  });

  it('answers a replayed key with its stored order before any stock check', async () => {
    const alice = await staffCookie();
    await setStock({ changes: [{ productId: 68, size: '3.5g', stock: 1 }] }, alice);
    const body = orderBody();
    const first = await postOrder(jsonRequest('/api/orders', body));
    expect(first.status).toBe(201);
    // now sold out (taken by the first, and set so): the same request still answers the same order
    await setStock({ changes: [{ productId: 68, size: '3.5g', stock: 'soldout' }] }, alice);
    const again = await postOrder(jsonRequest('/api/orders', body));
    expect(again.status).toBe(201);
    const [a, b] = [(await first.json()) as OrderResponse, (await again.json()) as OrderResponse];
    expect(b.order.orderNumber).toBe(a.order.orderNumber);
    expect(await deliveredOutbox(outbox)).toHaveLength(1);
    const takes = (await stockHistory(await relayDb())).filter((e) => e.kind === 'take');
    expect(takes).toHaveLength(1);
  });
});

describe('the desk cancelling and reopening', () => {
  it("gives a cancelled order's units back, takes them on reopen, and refuses a reopen 409 when short", async () => {
    const alice = await staffCookie();
    await setStock({ changes: [{ productId: 68, size: '3.5g', stock: 2 }] }, alice);
    const { json } = await order([{ productId: 68, size: '3.5g', quantity: 2 }]);
    const number = json.order.orderNumber;
    expect((await read()).body.items['68']?.['3.5g']).toEqual({ soldOut: true });

    const cancel = await staffApi.state(number, { to: 'cancelled', from: 'new' }, alice);
    expect(cancel.status).toBe(200);
    expect((await read()).body.items['68']?.['3.5g']).toEqual({ soldOut: false, left: 2 });

    // another shopper takes one meanwhile: the reopen is short and refused, the order stays cancelled
    expect((await order([{ productId: 68, size: '3.5g', quantity: 1 }])).res.status).toBe(201);
    const refused = await staffApi.state(number, { to: 'new', from: 'cancelled' }, alice);
    expect(refused.status).toBe(409);
    const refusal = (await refused.json()) as RelayError;
    expect(refusal.code).toBe('reopen_sold_out');
    expect(refusal.lines).toEqual([{ productId: 68, size: '3.5g', available: 1 }]);

    await setStock({ changes: [{ productId: 68, size: '3.5g', stock: 5 }] }, alice);
    expect((await staffApi.state(number, { to: 'new', from: 'cancelled' }, alice)).status).toBe(200);
    expect((await read()).body.items['68']?.['3.5g']).toEqual({ soldOut: false, left: 3 });

    const detail = (await (await staffApi.read(number, alice)).json()) as OrderDetail;
    expect(detail.state).toBe('new');
    expect(detail.events.map((e) => [e.kind, e.staff, e.note])).toEqual([
      ['state', 'alice', null],
      ['stock', 'alice', expect.stringMatching(/^2 × .* 3\.5g returned to stock \(now 2\)$/)],
      ['state', 'alice', null],
      ['stock', 'alice', expect.stringMatching(/^2 × .* 3\.5g taken from stock \(now 3\)$/)],
    ]);
  });
});
