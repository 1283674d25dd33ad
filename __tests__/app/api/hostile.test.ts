/** @jest-environment node */
// Property-based hostile input: thousands of malformed bodies, every one answered 4xx, none 5xx, no mail sent.
import fc from 'fast-check';
import { POST as postErrorReport } from '@/app/api/error-reports/route';
import { POST as postOrder } from '@/app/api/orders/route';
import { POST as postUpdate } from '@/app/api/orders/updates/route';
import { MAX_BODY_BYTES } from '@/lib/order/bodyLimit';
import type { Mail } from '@/lib/mail/types';
import type { Transport } from '@/lib/relay/retry';
import { createOutboxTransport } from '@/lib/relay/transports';
import { luhnValid } from '@/lib/validation/text';
import {
  BASE,
  cardOrderBody,
  freshOutbox,
  removeOutboxes,
  deliveredDir,
  orderBody,
  quietConsole,
  resetRelayForTest,
  withRelayStore,
} from '../../mocks/relay';

withRelayStore();

jest.setTimeout(120_000);

type Json = unknown;
type Path = Array<string | number>;
type Kind = 'string' | 'number' | 'boolean' | 'object' | 'array' | 'card';

const ORDER_FIELDS: Array<[Path, Kind]> = [
  [['customer'], 'object'],
  ...['name', 'email', 'phone', 'address', 'city', 'zipCode'].map((k): [Path, Kind] => [
    ['customer', k],
    'string',
  ]),
  [['paymentMethod'], 'string'],
  [['card'], 'card'],
  [['newsletter'], 'boolean'],
  [['items'], 'array'],
  [['items', 0], 'object'],
  [['items', 0, 'productId'], 'number'],
  [['items', 0, 'size'], 'string'],
  [['items', 0, 'quantity'], 'number'],
  [['idempotencyKey'], 'string'],
];
const CARD_FIELDS: Array<[Path, Kind]> = ['brand', 'last4', 'expiry', 'name', 'zipCode'].map((k) => [
  ['card', k],
  'string',
]);
const OBJECT_PATHS: Path[] = [[], ['customer'], ['items', 0]];
const KNOWN_KEYS = new Set([
  'customer',
  'paymentMethod',
  'card',
  'newsletter',
  'items',
  'idempotencyKey',
  'name',
  'email',
  'phone',
  'address',
  'city',
  'zipCode',
  'brand',
  'last4',
  'expiry',
  'productId',
  'size',
  'quantity',
  'token',
  'status',
  'timeRemaining',
  'errorMessage',
]);
const HOSTILE_KEYS = [
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'hasOwnProperty',
  'valueOf',
  'price',
  'unitPrice',
  'total',
  'subtotal',
  'tax',
  'cardNumber',
  'number',
  'cvv',
  'orderNumber',
];

/** A JSON value of any type but `kind` (null counts as wrong for every kind except a non-card order's card). */
function wrongValue(kind: Kind): fc.Arbitrary<Json> {
  const small = fc.jsonValue({ maxDepth: 2 });
  const options: Record<Kind, fc.Arbitrary<Json>[]> = {
    string: [
      fc.integer(),
      fc.double(),
      fc.boolean(),
      fc.constant(null),
      fc.array(small, { maxLength: 3 }),
      fc.dictionary(fc.string(), small, { maxKeys: 3 }),
    ],
    number: [
      fc.string(),
      fc.boolean(),
      fc.constant(null),
      fc.array(small, { maxLength: 3 }),
      fc.dictionary(fc.string(), small, { maxKeys: 3 }),
      fc.constantFrom('1', '68', ''),
    ],
    boolean: [
      fc.integer(),
      fc.string(),
      fc.constant(null),
      fc.constantFrom('true', 'false', 0, 1),
      fc.array(small, { maxLength: 2 }),
    ],
    object: [fc.integer(), fc.string(), fc.boolean(), fc.constant(null), fc.array(small, { maxLength: 3 })],
    array: [
      fc.integer(),
      fc.string(),
      fc.boolean(),
      fc.constant(null),
      fc.dictionary(fc.string(), small, { maxKeys: 3 }),
    ],
    card: [fc.integer(), fc.string(), fc.boolean(), fc.array(small, { maxLength: 3 })],
  };
  return fc.oneof(...options[kind]);
}

function parentOf(
  body: Record<string, Json>,
  path: Path,
): [Record<string | number, Json>, string | number] | null {
  let node: Json = body;
  for (const step of path.slice(0, -1)) {
    if (node === null || typeof node !== 'object') return null;
    node = (node as Record<string | number, Json>)[step];
  }
  const last = path[path.length - 1];
  return node !== null && typeof node === 'object' && last !== undefined
    ? [node as Record<string | number, Json>, last]
    : null;
}

function getAt(body: Json, path: Path): Json {
  return path.reduce<Json>((node, step) => (node as Record<string | number, Json>)[step], body);
}

/** Sets an own property even for '__proto__', so JSON.stringify writes it. */
function define(target: object, key: string | number, value: Json): void {
  Object.defineProperty(target, key, { value, enumerable: true, configurable: true, writable: true });
}

const base = fc
  .boolean()
  .map((card) => (card ? cardOrderBody() : orderBody()) as unknown as Record<string, Json>);
const fieldsOf = (b: Record<string, Json>) => (b.card ? [...ORDER_FIELDS, ...CARD_FIELDS] : ORDER_FIELDS);

/** A valid order made invalid in exactly one way that guarantees a 4xx. */
const mutatedOrder: fc.Arbitrary<string> = fc
  .tuple(
    base,
    fc.nat(),
    fc.integer({ min: 0, max: 9 }),
    fc.jsonValue({ maxDepth: 3 }),
    fc.string({ minLength: 1, maxLength: 30 }),
    fc.integer({ min: 300, max: 30_000 }),
  )
  .chain(([body, pick, mutation, value, key, hugeLength]) => {
    const fields = fieldsOf(body);
    const [path, kind] = fields[pick % fields.length]!;
    switch (mutation) {
      case 0: // an unknown key on some object
      case 1: {
        const objects = body.card ? [...OBJECT_PATHS, ['card']] : OBJECT_PATHS;
        const target = getAt(body, objects[pick % objects.length]!) as object;
        const name =
          mutation === 0 ? HOSTILE_KEYS[pick % HOSTILE_KEYS.length]! : KNOWN_KEYS.has(key) ? `x${key}` : key;
        define(target, name, value);
        return fc.constant(JSON.stringify(body));
      }
      case 2: {
        const p = parentOf(body, path);
        if (p) delete p[0][p[1]];
        return fc.constant(JSON.stringify(body));
      }
      case 3:
      case 4:
        return wrongValue(kind).map((v) => {
          const p = parentOf(body, path);
          if (p) define(p[0], p[1], v);
          return JSON.stringify(body);
        });
      case 5: {
        const strings = fields.filter(([, k]) => k === 'string');
        const [sp] = strings[pick % strings.length]!;
        const p = parentOf(body, sp);
        if (p) define(p[0], p[1], 'x'.repeat(hugeLength));
        return fc.constant(JSON.stringify(body));
      }
      case 6: // numbers out of range, unknown products and sizes, below the minimum
        return fc
          .oneof(
            fc.record({
              productId: fc.constant(68),
              size: fc.constant('3.5g'),
              quantity: fc.constantFrom(0, -1, 100, 1.5, 1e6),
            }),
            fc.record({
              productId: fc.oneof(fc.integer({ min: 256, max: 1_000_000 }), fc.constantFrom(0, -3, 2.5)),
              size: fc.constant('1g'),
              quantity: fc.constant(1),
            }),
            fc.record({
              productId: fc.constant(101),
              size: fc.string({ maxLength: 12 }).filter((s) => s.trim() !== '1g'),
              quantity: fc.constant(1),
            }),
            fc.record({
              productId: fc.constant(68),
              size: fc.constant('1g'),
              quantity: fc.integer({ min: 1, max: 3 }),
            }),
          )
          .map((line) => JSON.stringify({ ...body, items: [line] }));
      case 7:
        return fc
          .oneof(
            fc.constant([]),
            fc.constant(Array.from({ length: 51 }, () => ({ productId: 68, size: '3.5g', quantity: 1 }))),
          )
          .map((items) => JSON.stringify({ ...body, items }));
      case 8: // a card order without a card, or a card on another method
        return fc.constant(
          JSON.stringify(body.card ? { ...body, card: null } : { ...body, card: cardOrderBody().card }),
        );
      default: {
        const text = JSON.stringify(body);
        return fc.nat({ max: text.length - 1 }).map((n) => text.slice(0, n)); // truncated JSON
      }
    }
  });

const deepNesting = fc
  .tuple(fc.integer({ min: 50, max: 8000 }), fc.boolean(), fc.boolean())
  .map(([depth, arrays, inside]) => {
    const deep = arrays
      ? `${'['.repeat(depth)}${']'.repeat(depth)}`
      : `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
    return inside ? JSON.stringify(orderBody()).replace('"Jane Doe"', deep) : deep;
  });

/** A Luhn-valid 13..19-digit number, grouped by 4 with spaces, dashes or nothing. */
const cardNumber: fc.Arbitrary<string> = fc
  .tuple(fc.stringMatching(/^[1-9]\d{11,17}$/), fc.constantFrom('', ' ', '-'))
  .map(([body, sep]) => {
    let number = body;
    for (let d = 0; d <= 9; d += 1) if (luhnValid(`${body}${d}`)) number = `${body}${d}`;
    return (number.match(/\d{1,4}/g) ?? []).join(sep);
  });

const FORBIDDEN = [
  '\n',
  '\r',
  '\t',
  '\u0000',
  '\u0007',
  '\u007f',
  '\u0085',
  '\u2028',
  '\u202e',
  '\u2066',
  '\u200f',
  '\u061c',
  '\u200b',
  '\u200d',
  '\u2060',
  '\ufeff',
];
// what even the multi-line error message refuses (it keeps line breaks and tabs)
const NOT_MULTI_LINE = FORBIDDEN.filter((c) => !['\n', '\r', '\t'].includes(c));
const TEXT_PATHS: Path[] = [
  ...['name', 'email', 'phone', 'address', 'city'].map((k): Path => ['customer', k]),
  ['card', 'name'],
];

/** A valid order with a card number or a forbidden character put into one of its free-text fields. */
const taintedOrder: fc.Arbitrary<string> = fc
  .tuple(fc.nat(), fc.oneof(cardNumber, fc.constantFrom(...FORBIDDEN)), fc.nat())
  .map(([pick, taint, at]) => {
    const body = cardOrderBody() as unknown as Record<string, Json>;
    const path = TEXT_PATHS[pick % TEXT_PATHS.length]!;
    const p = parentOf(body, path)!;
    const text = String(p[0][p[1]]);
    const i = 1 + (at % (text.length - 1)); // inside, so trimming cannot drop it
    p[0][p[1]] = `${text.slice(0, i)}${taint}${text.slice(i)}`;
    return JSON.stringify(body);
  });

/** Up to 16 KB of list entries in items: the shape that cost the schema a second. */
const longLists: fc.Arbitrary<string> = fc
  .tuple(fc.integer({ min: 51, max: 5400 }), fc.constantFrom('{}', '1', '[]', '"x"', 'null'))
  .map(([n, entry]) =>
    JSON.stringify({ ...orderBody(), items: [] }).replace('[]', `[${Array(n).fill(entry).join(',')}]`),
  );

const anyText: fc.Arbitrary<string> = fc.oneof(
  { weight: 2, arbitrary: taintedOrder },
  { weight: 1, arbitrary: longLists },
  { weight: 6, arbitrary: mutatedOrder },
  { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 4 }).map((v) => JSON.stringify(v) ?? 'null') },
  { weight: 1, arbitrary: fc.string({ maxLength: 200 }) },
  { weight: 1, arbitrary: deepNesting },
  { weight: 1, arbitrary: fc.integer({ min: 1, max: 40_000 }).map((n) => `{"customer":"${'A'.repeat(n)}"}`) },
);

let outbox: string;
let sent: Mail[];

function spyTransport(dir: string): Transport {
  const real = createOutboxTransport(dir);
  return {
    name: 'outbox',
    send: async (mail) => {
      sent.push(mail);
      await real.send(mail);
    },
  };
}

const tally: Record<number, number> = {};

async function expect4xx(res: Response, text: string): Promise<void> {
  const status = res.status;
  tally[status] = (tally[status] ?? 0) + 1;
  if (status < 400 || status >= 500) throw new Error(`answered ${status} to ${text.slice(0, 300)}`);
  const body = (await res.json()) as { error?: unknown };
  if (typeof body.error !== 'string') throw new Error(`no error message for ${text.slice(0, 300)}`);
  if (res.headers.get('cache-control') !== 'no-store') throw new Error('missing no-store');
}

const request = (route: string, text: string) =>
  new Request(`${BASE}${route}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: text,
  });

let token = '';

beforeAll(async () => {
  quietConsole();
  // a real token, signed under the same secret, from an order placed outside the watched outbox
  resetRelayForTest({ OUTBOX_DIR: freshOutbox() });
  const res = await postOrder(request('/api/orders', JSON.stringify(cardOrderBody())));
  token = ((await res.json()) as { token: string }).token;
  outbox = freshOutbox();
  sent = [];
  resetRelayForTest({ OUTBOX_DIR: outbox, RELAY_RATE_LIMIT: '100000' }, { transport: spyTransport(outbox) });
});

afterAll(() => {
  jest.restoreAllMocks();
  removeOutboxes();
});

it('POST /api/orders answers 1,500 malformed bodies with a 4xx and mails nothing', async () => {
  const started = Date.now();
  let runs = 0;
  await fc.assert(
    fc.asyncProperty(anyText, async (text) => {
      runs += 1;
      await expect4xx(await postOrder(request('/api/orders', text)), text);
    }),
    { numRuns: 1500 },
  );
  expect(runs).toBeGreaterThanOrEqual(1500);
  expect(sent).toEqual([]);
  expect(await deliveredDir(outbox)).toEqual([]);
  console.log(
    `hostile /api/orders: ${runs} bodies in ${Date.now() - started} ms, statuses ${JSON.stringify(tally)}`,
  );
});

const mutatedUpdate = fc
  .tuple(fc.boolean(), fc.nat(), fc.jsonValue({ maxDepth: 3 }), fc.integer({ min: 0, max: 7 }))
  .chain(([isReport, pick, value, mutation]) => {
    const body: Record<string, Json> = isReport
      ? { token, errorMessage: 'stuck' }
      : { token, status: 'processing', timeRemaining: 10 };
    const keys = Object.keys(body);
    const key = keys[pick % keys.length]!;
    const route = isReport ? '/api/error-reports' : '/api/orders/updates';
    if (mutation === 0) define(body, HOSTILE_KEYS[pick % HOSTILE_KEYS.length]!, value);
    else if (mutation === 1) delete body[key];
    else if (mutation === 2) body.status = isReport ? 'x' : ['success', 'SUCCESS', 'done', ''][pick % 4];
    else if (mutation === 3)
      body[isReport ? 'errorMessage' : 'timeRemaining'] = isReport ? 'x'.repeat(1001) : 901;
    else if (mutation === 6) body.errorMessage = `stuck ${NOT_MULTI_LINE[pick % NOT_MULTI_LINE.length]} here`;
    else if (mutation === 7)
      return cardNumber.map((n) => ({
        route,
        text: JSON.stringify({ ...body, errorMessage: `card ${n} failed` }),
      }));
    else if (mutation === 4) body.token = `${token.slice(0, -2)}${token.endsWith('AA') ? 'zz' : 'AA'}`;
    else
      return wrongValue(key === 'timeRemaining' ? 'number' : 'string').map((v) => ({
        route,
        text: JSON.stringify({ ...body, [key]: v }),
      }));
    return fc.constant({ route, text: JSON.stringify(body) });
  });

it('updates and error reports answer 1,000 malformed bodies with a 4xx and mail nothing', async () => {
  const anyBody = fc.oneof(
    { weight: 3, arbitrary: mutatedUpdate },
    {
      weight: 1,
      arbitrary: fc
        .tuple(fc.boolean(), anyText)
        .map(([u, text]) => ({ route: u ? '/api/orders/updates' : '/api/error-reports', text })),
    },
  );
  let runs = 0;
  await fc.assert(
    fc.asyncProperty(anyBody, async ({ route, text }) => {
      runs += 1;
      const handler = route === '/api/error-reports' ? postErrorReport : postUpdate;
      await expect4xx(await handler(request(route, text)), text);
    }),
    { numRuns: 1000 },
  );
  expect(runs).toBeGreaterThanOrEqual(1000);
  expect(sent).toEqual([]);
  expect(await deliveredDir(outbox)).toEqual([]);
});

it('a body just over the limit is 413 whatever it holds', async () => {
  const res = await postOrder(request('/api/orders', `"${'x'.repeat(MAX_BODY_BYTES)}"`));
  expect(res.status).toBe(413);
});
