/** @jest-environment node */
// Issue 33.9: an order's lines are distinct (the same product and size twice is 422 duplicate_line), and an order
// holds at most ORDER_MAX_UNITS units in all (422 too_many_units, naming the cap).
import { POST } from '@/app/api/orders/route';
import type { OrderResponse, RelayError } from '@/lib/order/contract';
import { RELAY_ERRORS, tooManyUnitsMessage } from '@/lib/order/errors';
import { MAX_LINE_QUANTITY } from '@/lib/order/rules';
import {
  deliveredDir,
  freshOutbox,
  jsonRequest,
  orderBody,
  quietConsole,
  removeOutboxes,
  resetRelayForTest,
  withRelayStore,
} from '../../mocks/relay';

withRelayStore();

let outbox: string;

function reset(env: Record<string, string> = {}): void {
  outbox = freshOutbox();
  resetRelayForTest({ OUTBOX_DIR: outbox, ...env });
}

beforeEach(() => {
  reset();
  quietConsole();
});
afterEach(() => jest.restoreAllMocks());
afterAll(removeOutboxes);

type Item = { productId: number; size: string; quantity: number };

async function post(items: Item[]) {
  const res = await POST(jsonRequest('/api/orders', orderBody({ items })));
  return { status: res.status, json: (await res.json()) as OrderResponse & RelayError };
}

describe('duplicate_line', () => {
  it('refuses 50 identical lines of one product and size at 99 (the reported 4,950 units), mailing nothing', async () => {
    const { status, json } = await post(
      Array.from({ length: 50 }, () => ({ productId: 41, size: '28g', quantity: 99 })),
    );
    expect(status).toBe(422);
    expect(json.code).toBe('duplicate_line');
    expect(json.error).toBe(RELAY_ERRORS.duplicate_line.message);
    expect(Object.keys(json.fields ?? {})).toHaveLength(49);
    expect(json.fields?.['items[49]']).toBe('The same product and size as items[0]');
    expect(await deliveredDir(outbox)).toEqual([]);
  });

  it('names each repeat and its first line, even at quantity 1 and far apart', async () => {
    const { status, json } = await post([
      { productId: 68, size: '3.5g', quantity: 1 },
      { productId: 41, size: '1g', quantity: 1 },
      { productId: 68, size: '7g', quantity: 1 },
      { productId: 41, size: '1g', quantity: 1 },
    ]);
    expect(status).toBe(422);
    expect(json.code).toBe('duplicate_line');
    expect(json.fields).toEqual({ 'items[3]': 'The same product and size as items[1]' });
  });

  it('takes another size of the same product as its own line', async () => {
    const { status, json } = await post([
      { productId: 68, size: '3.5g', quantity: 1 },
      { productId: 68, size: '7g', quantity: 1 },
    ]);
    expect(status).toBe(201);
    expect(json.order.items.map((i) => i.size)).toEqual(['3.5g', '7g']);
  });

  it('sees through padding: sizes are trimmed before lines are compared', async () => {
    const { status, json } = await post([
      { productId: 68, size: '3.5g', quantity: 1 },
      { productId: 68, size: ' 3.5g ', quantity: 1 },
    ]);
    expect(status).toBe(422);
    expect(json.code).toBe('duplicate_line');
  });
});

describe('too_many_units (ORDER_MAX_UNITS)', () => {
  it(`takes one full line by default (${MAX_LINE_QUANTITY}) and refuses one unit more across lines`, async () => {
    // an accessory: no purchase limit counts it (issue 26.3), so only the unit cap can refuse
    const full = await post([{ productId: 221, size: '1 unit', quantity: MAX_LINE_QUANTITY }]);
    expect(full.status).toBe(201);
    const over = await post([
      { productId: 221, size: '1 unit', quantity: MAX_LINE_QUANTITY },
      { productId: 68, size: '3.5g', quantity: 1 },
    ]);
    expect(over.status).toBe(422);
    expect(over.json).toEqual({ code: 'too_many_units', error: tooManyUnitsMessage(MAX_LINE_QUANTITY) });
    expect(over.json.error).toContain(`at most ${MAX_LINE_QUANTITY} items`);
  });

  it('follows the setting: at the cap is taken, one more is refused with the cap in the message', async () => {
    reset({ ORDER_MAX_UNITS: '5' });
    const at = await post([
      { productId: 68, size: '3.5g', quantity: 3 },
      { productId: 68, size: '7g', quantity: 2 },
    ]);
    expect(at.status).toBe(201);
    const over = await post([
      { productId: 68, size: '3.5g', quantity: 3 },
      { productId: 68, size: '7g', quantity: 3 },
    ]);
    expect(over.status).toBe(422);
    expect(over.json.code).toBe('too_many_units');
    expect(over.json.error).toBe(
      'An order can hold at most 5 items in all. Please lower some quantities in your cart and try again.',
    );
    expect(await deliveredDir(outbox)).toHaveLength(1); // the order at the cap only
  });
});
