// Fixtures and helpers shared by the relay and route tests.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { getAllProducts } from '@/lib/catalogue/products';
import { toCents } from '@/lib/order/money';
import type { FulfilmentChoice, OrderRequest, OrderResponse } from '@/lib/order/contract';
import { placeOrder } from '@/lib/relay/orders';
import { earlierOrderRequestSchema, validateBody } from '@/lib/validation/order';
import { loadPhoneLibrary } from '@/lib/validation/phone';
import { shopSlotRules, upcomingSlots } from '@/lib/schedule/slots';
import { fulfilmentKindLabel } from '@/lib/fulfilment/display';
import { formatShopClock, formatShopDay } from '@/lib/site/shopTime';
import type { OrderFacts } from '@/lib/relay/placedOrder';
import { priceItems } from '@/lib/relay/pricing';
import { relay, resetRelay, type RelayOverrides } from '@/lib/relay/state';
import { clearStore, closeTestStore, testStore } from './store';

export const BASE = 'http://localhost:3000';

let keySeq = 0;
/** A fresh idempotency key per call. */
export function newKey(): string {
  keySeq += 1;
  return `test-key-${process.pid}-${keySeq}-${Math.random().toString(36).slice(2, 10)}`;
}

export function customer() {
  return {
    name: 'Jane Doe',
    email: 'jane.doe@example.com',
    phone: '(415) 555-2671',
    address: '1 Market St',
    city: 'San Francisco',
    zipCode: '94110',
  };
}

/** A recommendation valid for years to come (issue 26.4): the medical policy asks every order for one. */
export function patient() {
  return { recommendationNumber: 'REC-2026-0001', expires: '2099-12-31', issuer: 'Dr. Ada Lovelace, MD' };
}

export const CARD = {
  brand: 'Visa',
  last4: '4242',
  expiry: '12/28',
  name: 'Jane Doe',
  zipCode: '94110',
} as const;

let slotSeq = 0;
/**
 * A pickup slot of the shop's hours from now (issue 25: every order names delivery or pickup and a slot), a
 * different one each call, so a file's many orders never fill one (the first two skipped: a test moving its clock
 * a little forward still finds it past the lead time).
 */
export function pickupSlot(now = new Date()): FulfilmentChoice {
  const slots = upcomingSlots(now, shopSlotRules());
  const usable = slots.length > 4 ? slots.slice(2) : slots;
  slotSeq += 1;
  const slot = usable[slotSeq % usable.length];
  if (!slot) throw new Error('data/shop.json makes no slot in the coming days');
  return { kind: 'pickup', slotStart: slot.start };
}

/** How a staff mail's subject ends for an order with a slot: ' · Pickup Thu, Nov 26, 1:00 PM PST' (issue 25.3). */
export function slotTail(order: { fulfilment?: FulfilmentChoice }): string {
  const f = order.fulfilment;
  return f
    ? ` · ${fulfilmentKindLabel(f.kind)} ${formatShopDay(f.slotStart)}, ${formatShopClock(f.slotStart)}`
    : '';
}

/** A valid order: 1 x pre-roll 68 at 3.5g ($52), paid by Cash App, picked up in a slot of the coming days. */
export function orderBody(overrides: Partial<OrderRequest> = {}): OrderRequest {
  return {
    customer: customer(),
    paymentMethod: 'cashapp',
    card: null,
    newsletter: false,
    items: [{ productId: 68, size: '3.5g', quantity: 1 }],
    idempotencyKey: newKey(),
    patient: patient(),
    fulfilment: pickupSlot(),
    ...overrides,
  };
}

/**
 * An order as the relay placed it before every order had to name delivery or pickup (issue 25): no slot, no fee. The
 * body as the schema of then took it, placed by the relay itself (the route now refuses it); answers its number.
 */
export async function placeWithoutSlot(overrides: Partial<OrderRequest> = {}): Promise<string> {
  const { fulfilment: _none, ...earlier } = orderBody(overrides);
  await loadPhoneLibrary();
  const checked = validateBody(earlierOrderRequestSchema, earlier);
  if (!checked.ok) throw new Error(`not an order body: ${JSON.stringify(checked.fields)}`);
  const answer = await placeOrder(checked.value as OrderRequest);
  if (answer.status !== 201) throw new Error(`placed ${answer.status}: ${JSON.stringify(answer.body)}`);
  return (answer.body as OrderResponse).order.orderNumber;
}

export function cardOrderBody(overrides: Partial<OrderRequest> = {}): OrderRequest {
  return orderBody({ paymentMethod: 'card', card: { ...CARD }, ...overrides });
}

/** One catalogue line whose total is exactly `cents` (quantity 1..99), found in the real data. */
export function lineTotalling(cents: number): { productId: number; size: string; quantity: number } {
  for (const p of getAllProducts()) {
    for (const v of p.variations) {
      const unit = toCents(v.price);
      if (cents % unit === 0 && cents / unit <= 99)
        return { productId: p.id, size: v.size, quantity: cents / unit };
    }
  }
  throw new Error(`no catalogue line totals ${cents} cents`);
}

export interface PostOptions {
  headers?: Record<string, string>;
  /** send this text instead of JSON.stringify(body) */
  raw?: string;
}

export function jsonRequest(route: string, body: unknown, options: PostOptions = {}): Request {
  return new Request(`${BASE}${route}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...options.headers },
    body: options.raw ?? JSON.stringify(body),
  });
}

const outboxes: string[] = [];

/** A new empty directory under the OS temp dir; removeOutboxes() deletes them all. */
export function freshOutbox(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'relay-outbox-'));
  outboxes.push(dir);
  return dir;
}

export function removeOutboxes(): void {
  for (const dir of outboxes.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
}

/**
 * Each test on a fresh relay (with `env`) writing to its own outbox, the console quiet and spied on; the outboxes
 * are removed after the file. Read `dir` and `logs` inside a test.
 */
export function withFreshOutbox(env: Record<string, string> = {}) {
  const current = { dir: '', logs: undefined as unknown as ReturnType<typeof quietConsole> };
  beforeEach(() => {
    current.dir = freshOutbox();
    resetRelayForTest({ OUTBOX_DIR: current.dir, ...env });
    current.logs = quietConsole();
  });
  afterEach(() => jest.restoreAllMocks());
  afterAll(removeOutboxes);
  return current;
}

export interface OutboxFile {
  file: string;
  text: string;
  json: {
    kind: string;
    to: string;
    replyTo?: { name: string; address: string };
    subject: string;
    messageId?: string;
    inReplyTo?: string;
    /** a copy staff asked for: the Message-ID of the message copied */
    copyOf?: string;
    /** the HTML part (issue 32.5) */
    html?: string;
    fields: Record<string, string>;
  };
}

/** The finished files of an outbox, oldest first (temporary files excluded). */
export function readOutbox(dir: string): OutboxFile[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.json') && !f.startsWith('.'))
    .sort()
    .map((file) => {
      const text = fs.readFileSync(path.join(dir, file), 'utf8');
      return { file, text, json: JSON.parse(text) as OutboxFile['json'] };
    });
}

/** Everything in a directory, temporary files included. */
export function listDir(dir: string): string[] {
  return fs.existsSync(dir) ? fs.readdirSync(dir) : [];
}

export const TEST_SECRET = 'test-secret-0123456789abcdefghijklmnopqrstuvwxyz';
/** Where a test's mail goes when it names no outbox: never the shop's own .data/outbox (issue 35.3). */
export const JEST_OUTBOX = path.join(os.tmpdir(), `shop-jest-outbox-${process.pid}`);

/**
 * Resets the relay with a test env (outbox in `OUTBOX_DIR`, a fixed secret) on this file's store, emptied before
 * the first request of the test. Files that use it call `withRelayStore()` once at top level.
 */
export function resetRelayForTest(env: Record<string, string>, more: Omit<RelayOverrides, 'env'> = {}): void {
  let previousStopped: Promise<void> = Promise.resolve();
  previousStopped = resetRelay({
    // the site's origin is set, as an operator's would be: the tests of an unset one say so (origin.test.ts)
    env: {
      NODE_ENV: 'test',
      ORDER_TOKEN_SECRET: TEST_SECRET,
      RELAY_RATE_LIMIT: '1000',
      NEXT_PUBLIC_SITE_URL: BASE,
      OUTBOX_DIR: JEST_OUTBOX,
      ...env,
    },
    // the previous worker finishes its run before the tables are emptied under it
    store: async () => {
      await previousStopped;
      return clearStore(await testStore());
    },
    ...more,
  });
}

/** Waits until the delivery worker has tried every message that is due (the routes answer before it sends). */
export async function mailSettled(): Promise<void> {
  await relay().worker.idle();
}

/** The relay's open store (this file's test store). */
export async function relayDb() {
  return (await relay().store()).db;
}

/** Runs the delivery worker once more, as its poll would, and waits for it. */
export async function deliverDueMail(): Promise<void> {
  relay().worker.kick();
  await mailSettled();
}

/** The outbox once the delivery worker has tried every due message. */
export async function deliveredOutbox(dir: string): Promise<OutboxFile[]> {
  await mailSettled();
  return readOutbox(dir);
}

/** Everything in a directory (temporary files included) once the delivery worker has tried every due message. */
export async function deliveredDir(dir: string): Promise<string[]> {
  await mailSettled();
  return listDir(dir);
}

/** What the relay logged once the delivery worker has tried every due message. */
export async function settledLog(spies: ReturnType<typeof quietConsole>): Promise<string> {
  await mailSettled();
  return loggedText(spies);
}

/** Opens this file's store up front, settles mail after each test and closes the store after the file. */
export function withRelayStore(): void {
  // opening and migrating a store takes seconds: not charged to the first test
  beforeAll(() => testStore(), 60_000);
  afterEach(async () => {
    await mailSettled().catch(() => undefined);
  });
  afterAll(async () => {
    await resetRelay();
    await closeTestStore();
  });
}

/** Silences the relay's console lines and returns the spies, to assert on what was logged. */
export function quietConsole() {
  return {
    info: jest.spyOn(console, 'info').mockImplementation(() => undefined),
    warn: jest.spyOn(console, 'warn').mockImplementation(() => undefined),
    error: jest.spyOn(console, 'error').mockImplementation(() => undefined),
  };
}

export function loggedText(spies: ReturnType<typeof quietConsole>): string {
  return [spies.info, spies.warn, spies.error]
    .flatMap((s) => s.mock.calls)
    .map((args) => args.map((a) => (a instanceof Error ? `${a.name}: ${a.message}` : String(a))).join(' '))
    .join('\n');
}

/** What the relay would place for a request (priced from the catalogue), as the facts of the one order builder. */
export function orderFacts(request: OrderRequest, orderNumber: string, createdAtMs: number): OrderFacts {
  const priced = priceItems(request.items);
  if (!priced.ok) throw new Error('fixture is not priceable');
  const { paymentMethod, customer, card, newsletter } = request;
  return { orderNumber, createdAtMs, paymentMethod, customer, card, newsletter, lines: priced.lines };
}
