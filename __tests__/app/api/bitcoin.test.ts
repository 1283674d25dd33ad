/** @jest-environment node */
// Bitcoin orders through the real routes and store (PGlite here; PostgreSQL under npm run test:pg), with msw in
// place of the rate service and the Esplora API: an address per order from the xpub (never shared, also when
// placed concurrently), the BTC quote held on the order, USD when the rate fails or is nonsense, and payments seen
// once per transaction (seen, underpaid, confirmed), for the shopper's poll and in staff mail.
import { POST as postOrder } from '@/app/api/orders/route';
import { POST as postPayment } from '@/app/api/orders/payment/route';
import { POST as postUpdate } from '@/app/api/orders/updates/route';
import type { OrderResponse, PaymentStatusResponse, RelayError } from '@/lib/order/contract';
import { subjectStem } from '@/lib/relay/mailThread';
import { relay, startRelay } from '@/lib/relay/state';
import { signOrderToken } from '@/lib/relay/token';
import { server, withMswServer } from '../../mocks/server';
import {
  BIP84_ADDRESSES,
  BIP84_ZPUB,
  ESPLORA_URL,
  RATE_URL,
  calls,
  esploraAnswers,
  esploraWith,
  rateAnswers,
  rateTimesOut,
  resetBitcoinCalls,
  type FakeTx,
} from '../../mocks/bitcoin';
import {
  TEST_SECRET,
  deliveredOutbox,
  freshOutbox,
  jsonRequest,
  loggedText,
  orderBody,
  quietConsole,
  relayDb,
  removeOutboxes,
  resetRelayForTest,
  withRelayStore,
} from '../../mocks/relay';

withRelayStore();
withMswServer();

const FULL = { BITCOIN_XPUB: BIP84_ZPUB, BITCOIN_RATE_URL: RATE_URL, BITCOIN_ESPLORA_URL: ESPLORA_URL };
const TXID_A = 'a1'.repeat(32);
const TXID_B = 'b2'.repeat(32);
// 1 x pre-roll 68 at 3.5g: $52.00 + 8% = $56.16; at 87,123.45 USD/BTC -> 64,461 sats
const QUOTE = '0.00064461';

let outbox: string;

function setUp(env: Record<string, string>) {
  outbox = freshOutbox();
  resetRelayForTest({ OUTBOX_DIR: outbox, ...env });
}

beforeEach(() => {
  resetBitcoinCalls();
  quietConsole();
});
afterEach(() => jest.restoreAllMocks());
afterAll(removeOutboxes);

async function placeBitcoin(): Promise<OrderResponse> {
  const res = await postOrder(jsonRequest('/api/orders', orderBody({ paymentMethod: 'bitcoin' })));
  expect(res.status).toBe(201);
  return (await res.json()) as OrderResponse;
}

async function poll(body: unknown): Promise<{ status: number; json: PaymentStatusResponse & RelayError }> {
  const res = await postPayment(jsonRequest('/api/orders/payment', body));
  return { status: res.status, json: (await res.json()) as PaymentStatusResponse & RelayError };
}

async function staffMail() {
  return (await deliveredOutbox(outbox)).map((f) => f.json);
}

/** The rows of a raw query (both drivers answer `{ rows }`). */
async function rows(query: string): Promise<Array<Record<string, unknown>>> {
  const result = (await (await relayDb()).execute(query)) as unknown as {
    rows: Array<Record<string, unknown>>;
  };
  return result.rows;
}

/** Lets the next poll ask the API again (the check is throttled per address by the database clock). */
async function expireCheck() {
  await (await relayDb()).execute('update bitcoin_payments set checked_at = null');
}

describe('an address per order from BITCOIN_XPUB', () => {
  it('gives the first two orders BIP84 index 0 and 1, stored with the order', async () => {
    setUp({ BITCOIN_XPUB: BIP84_ZPUB });
    const a = await placeBitcoin();
    const b = await placeBitcoin();
    expect(a.order.bitcoin).toMatchObject({ address: BIP84_ADDRESSES[0], source: 'xpub', watched: false });
    expect(b.order.bitcoin?.address).toBe(BIP84_ADDRESSES[1]);
    expect(
      await rows('select order_number, address, address_index from bitcoin_payments order by address_index'),
    ).toEqual([
      { order_number: a.order.orderNumber, address: BIP84_ADDRESSES[0], address_index: 0 },
      { order_number: b.order.orderNumber, address: BIP84_ADDRESSES[1], address_index: 1 },
    ]);
  });

  it('never gives two concurrent orders one index, and a replayed key allocates nothing', async () => {
    setUp({ BITCOIN_XPUB: BIP84_ZPUB });
    const bodies = Array.from({ length: 12 }, () => orderBody({ paymentMethod: 'bitcoin' }));
    const answers = await Promise.all(
      [...bodies, bodies[0]!, bodies[1]!].map((b) => postOrder(jsonRequest('/api/orders', b))),
    );
    expect(answers.map((r) => r.status).every((s) => s === 201)).toBe(true);
    const orders = (await Promise.all(answers.map((r) => r.json()))) as OrderResponse[];
    const addresses = new Set(orders.slice(0, 12).map((o) => o.order.bitcoin?.address));
    expect(addresses.size).toBe(12);
    const indexes = await rows('select address_index from bitcoin_payments order by 1');
    expect(indexes.map((r) => r.address_index)).toEqual(Array.from({ length: 12 }, (_, i) => i));
    expect(await rows('select next_index from bitcoin_accounts')).toEqual([{ next_index: 12 }]);
  });

  it('without BITCOIN_XPUB pays the pages’ one address, marked demo when none is configured, and watches nothing', async () => {
    setUp({ BITCOIN_ESPLORA_URL: ESPLORA_URL });
    const a = await placeBitcoin();
    const b = await placeBitcoin();
    expect(a.order.bitcoin).toEqual({
      address: 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4',
      source: 'demo',
      amountBtc: null,
      rateUsd: null,
      rateAt: null,
      watched: false,
    });
    expect(b.order.bitcoin?.address).toBe(a.order.bitcoin?.address);
    const mail = (await staffMail()).find((m) => m.kind === 'order')!;
    expect(mail.fields.message).toContain('DEMO ADDRESS');
    expect((await poll({ token: a.token })).json.state).toBe('unwatched');
    expect(calls.esplora).toBe(0);
  });

  it('card orders get no bitcoin terms', async () => {
    setUp(FULL);
    server.use(rateAnswers());
    const res = await postOrder(jsonRequest('/api/orders', orderBody({ paymentMethod: 'cashapp' })));
    const { order } = (await res.json()) as OrderResponse;
    expect(order.bitcoin).toBeUndefined();
    expect(calls.rate).toBe(0);
  });
});

describe('the BTC quote (BITCOIN_RATE_URL)', () => {
  it('quotes the total rounded up to the satoshi, stores it, signs it, and mails staff address, amount, rate and deadline', async () => {
    setUp(FULL);
    server.use(rateAnswers());
    const { order, token } = await placeBitcoin();
    expect(order.bitcoin).toMatchObject({ amountBtc: QUOTE, rateUsd: '87123.45', watched: true });
    expect(Date.parse(order.bitcoin!.rateAt!)).toBeLessThanOrEqual(Date.parse(order.createdAt) + 1000);
    expect(await rows('select amount_sats::text as sats, rate_usd from bitcoin_payments')).toEqual([
      { sats: '64461', rate_usd: '87123.45' },
    ]);
    // the signed token carries the same terms, so updates are mailed with them
    const update = await postUpdate(
      jsonRequest('/api/orders/updates', { token, status: 'processing', timeRemaining: 800 }),
    );
    expect(update.status).toBe(202);
    const mails = await staffMail();
    const orderMail = mails.find((m) => m.kind === 'order')!;
    expect(orderMail.fields).toMatchObject({
      bitcoin_address: BIP84_ADDRESSES[0],
      bitcoin_amount: `${QUOTE} BTC`,
      bitcoin_rate: '87123.45 USD/BTC',
    });
    expect(orderMail.fields.payment_deadline).toMatch(/2\d{3}/);
    expect(orderMail.fields.message).toContain(`Amount: ${QUOTE} BTC for $56.16`);
    expect(orderMail.fields.message).toContain('Rate: 87123.45 USD per BTC, read ');
    const updateMail = mails.find((m) => m.kind === 'update')!;
    expect(updateMail.fields.message).toContain(`Bitcoin address: ${BIP84_ADDRESSES[0]}`);
    expect(updateMail.fields.message).toContain(`Amount: ${QUOTE} BTC`);
    expect(updateMail.fields.message).not.toMatch(/Transaction ID: TXN-/);
  });

  it('reads the rate once for orders within a minute', async () => {
    setUp(FULL);
    server.use(rateAnswers());
    await placeBitcoin();
    await placeBitcoin();
    await Promise.all([placeBitcoin(), placeBitcoin()]);
    expect(calls.rate).toBe(1);
  });

  it.each([
    ['fails (503)', () => rateAnswers({ message: 'down' }, 503), 'HTTP 503'],
    [
      'answers nonsense',
      () => rateAnswers({ data: { amount: 'NaN', currency: 'USD' } }),
      'no plausible USD price',
    ],
    [
      'answers another currency',
      () => rateAnswers({ data: { amount: '80000', currency: 'EUR' } }),
      'no plausible',
    ],
    [
      'answers an absurd price',
      () => rateAnswers({ data: { amount: '0.5', currency: 'USD' } }),
      'no plausible',
    ],
  ])('leaves the order in USD when the rate service %s, and tells staff why', async (_what, handler, why) => {
    setUp(FULL);
    server.use(handler());
    const { order } = await placeBitcoin();
    expect(order.bitcoin).toMatchObject({ address: BIP84_ADDRESSES[0], amountBtc: null, rateUsd: null });
    const mail = (await staffMail()).find((m) => m.kind === 'order')!;
    expect(mail.fields.bitcoin_amount).toBe('unavailable (USD only)');
    expect(mail.fields.message).toContain('The exchange rate was unavailable');
    expect(mail.fields.message).toContain(why);
  });

  it('after a failure, takes the next orders in USD at once instead of asking again within 15 s', async () => {
    setUp(FULL);
    server.use(rateAnswers({}, 503));
    await placeBitcoin();
    const { order } = await placeBitcoin();
    expect(order.bitcoin?.amountBtc).toBeNull();
    expect(calls.rate).toBe(1);
    const mails = (await staffMail()).filter((m) => m.kind === 'order');
    expect(mails.every((m) => m.fields.message!.includes('HTTP 503'))).toBe(true);
  });

  it('does not wait on a rate service that never answers', async () => {
    setUp(FULL);
    server.use(rateTimesOut());
    const started = Date.now();
    const { order } = await placeBitcoin();
    expect(Date.now() - started).toBeLessThan(8_000);
    expect(order.bitcoin?.amountBtc).toBeNull();
  }, 15_000);
});

describe('payment seen (BITCOIN_ESPLORA_URL)', () => {
  it('answers waiting, then seen once a transaction pays the quote, and mails staff once per transaction', async () => {
    setUp(FULL);
    const chain: FakeTx[] = [];
    server.use(rateAnswers(), ...esploraWith(chain));
    const { order, token } = await placeBitcoin();
    const address = order.bitcoin!.address;

    expect((await poll({ token })).json).toEqual({
      state: 'waiting',
      receivedBtc: '0.00000000',
      transactions: [],
    });
    chain.push({ txid: TXID_A, pays: { [address]: 64461, bc1qother: 5000 } });
    // within the check interval the API is not asked again
    expect((await poll({ token })).json.state).toBe('waiting');
    await expireCheck();
    const seen = await poll({ token });
    expect(seen.status).toBe(200);
    expect(seen.json).toEqual({
      state: 'seen',
      receivedBtc: QUOTE,
      transactions: [{ txid: TXID_A, amountBtc: QUOTE, confirmations: 0 }],
    });
    await expireCheck();
    await poll({ token });
    let notices = (await staffMail()).filter((m) => m.fields.blockchain_txid);
    expect(notices.map((m) => m.subject)).toEqual([`Re: ${subjectStem(order)}`]);
    // in the order's thread (issue 32.4): it answers the order mail's own Message-ID
    const orderMail = (await staffMail()).find((m) => m.kind === 'order')!;
    expect(notices[0]!.inReplyTo).toBe(orderMail.messageId);
    expect(notices[0]!.messageId).toMatch(new RegExp(`^<order-${order.orderNumber}\\.payment\\.`));
    expect(notices[0]!.fields).toMatchObject({
      transaction_status: 'SEEN',
      blockchain_txid: TXID_A,
      confirmations: '0',
      bitcoin_address: address,
      bitcoin_amount: `${QUOTE} BTC`,
    });
    expect(notices[0]!.fields.message).toContain(`Blockchain transaction: ${TXID_A}`);

    // mined: 3 blocks deep at tip 900,002 -> one CONFIRMED notice, then no more
    chain[0]!.height = 900_000;
    server.use(...esploraWith(chain, { height: 900_002 }));
    await expireCheck();
    expect((await poll({ token })).json.transactions).toEqual([
      { txid: TXID_A, amountBtc: QUOTE, confirmations: 3 },
    ]);
    await expireCheck();
    await poll({ token });
    notices = (await staffMail()).filter((m) => m.fields.blockchain_txid);
    expect(notices.map((m) => m.fields.transaction_status)).toEqual(['SEEN', 'CONFIRMED']);
    expect(notices[1]!.fields.confirmations).toBe('3');
  });

  it('reports an underpayment to the shopper and to staff', async () => {
    setUp(FULL);
    const chain: FakeTx[] = [];
    server.use(rateAnswers(), ...esploraWith(chain));
    const { order, token } = await placeBitcoin();
    chain.push({ txid: TXID_B, pays: { [order.bitcoin!.address]: 60000 } });
    const { json } = await poll({ token });
    expect(json.state).toBe('underpaid');
    expect(json.receivedBtc).toBe('0.00060000');
    const notice = (await staffMail()).find((m) => m.fields.blockchain_txid)!;
    expect(notice.subject).toBe(`Re: ${subjectStem(order)}`);
    expect(notice.fields.transaction_status).toBe('UNDERPAID');
    expect(notice.fields.message).toContain('0.00004461 BTC short');
  });

  it('counts what the chain shows now: a transaction replaced by a smaller one (RBF) no longer counts', async () => {
    setUp(FULL);
    const chain: FakeTx[] = [];
    server.use(rateAnswers(), ...esploraWith(chain));
    const { order, token } = await placeBitcoin();
    chain.push({ txid: TXID_A, pays: { [order.bitcoin!.address]: 64461 } });
    expect((await poll({ token })).json.state).toBe('seen');
    chain.splice(0, 1, { txid: TXID_B, pays: { [order.bitcoin!.address]: 30000 } });
    await expireCheck();
    const { json } = await poll({ token });
    expect(json.state).toBe('underpaid');
    expect(json.receivedBtc).toBe('0.00030000');
  });

  it('sees the payment through the server’s watcher when the shopper is gone', async () => {
    setUp(FULL);
    const chain: FakeTx[] = [];
    server.use(rateAnswers(), ...esploraWith(chain));
    const { order } = await placeBitcoin();
    chain.push({ txid: TXID_A, pays: { [order.bitcoin!.address]: 64461 } });
    await relay().watcher.tick();
    await relay().watcher.tick();
    const notices = (await staffMail()).filter((m) => m.fields.blockchain_txid);
    expect(notices.map((m) => m.fields.transaction_status)).toEqual(['SEEN']);
    // confirmed and paid in full: the watcher leaves the address alone
    chain[0]!.height = 900_000;
    await expireCheck();
    await relay().watcher.tick();
    const asked = calls.esplora;
    await expireCheck();
    await relay().watcher.tick();
    expect(calls.esplora).toBe(asked);
    expect(
      (await staffMail()).filter((m) => m.fields.blockchain_txid).map((m) => m.fields.transaction_status),
    ).toEqual(['SEEN', 'CONFIRMED']);
  });

  it.each([
    ['fails', () => esploraAnswers(500)],
    ['answers nonsense', () => esploraAnswers(200, { txs: 'nope' })],
    [
      'answers a forged txid',
      () => esploraAnswers(200, [{ txid: 'x', vout: [], status: { confirmed: false } }]),
    ],
  ])('answers 200 with what is stored when the API %s (never a 5xx, no mail)', async (_what, handler) => {
    setUp(FULL);
    server.use(rateAnswers(), handler());
    const { token } = await placeBitcoin();
    const { status, json } = await poll({ token });
    expect(status).toBe(200);
    expect(json.state).toBe('waiting');
    expect((await staffMail()).filter((m) => m.fields.blockchain_txid)).toEqual([]);
  });
});

describe('the warning at start', () => {
  it('says loudly when bitcoin orders would show the demo address, and what is set up otherwise', async () => {
    const spies = quietConsole();
    setUp({});
    await startRelay();
    expect(spies.warn.mock.calls.flat().join('\n')).toMatch(
      /\[bitcoin\] WARNING: neither BITCOIN_XPUB nor NEXT_PUBLIC_BITCOIN_ADDRESS is set/,
    );
    setUp(FULL);
    await startRelay();
    expect(spies.info.mock.calls.flat().join('\n')).toContain(
      '[bitcoin] an address per order from BITCOIN_XPUB (mainnet, …/0/i, watch-only); rate: BITCOIN_RATE_URL; payments watched',
    );
    expect(loggedText(spies)).not.toContain(BIP84_ZPUB);
  });
});

describe('POST /api/orders/payment refuses bad input with a 4xx', () => {
  beforeEach(() => setUp(FULL));

  it('401 for a forged or foreign token', async () => {
    server.use(rateAnswers());
    const { order } = await placeBitcoin();
    const forged = signOrderToken(order, 'another-secret-of-at-least-32-characters!!', Date.now() + 60_000);
    expect((await poll({ token: forged })).status).toBe(401);
    expect((await poll({ token: 'abc.def' })).json.code).toBe('invalid_token');
  });

  it('422 for a body that is not just a token, and for an order that is not paid in bitcoin', async () => {
    expect((await poll({})).status).toBe(422);
    expect((await poll({ token: 'a.b', extra: 1 })).json.fields).toEqual({ extra: 'Unknown field' });
    const res = await postOrder(jsonRequest('/api/orders', orderBody({ paymentMethod: 'venmo' })));
    const { order } = (await res.json()) as OrderResponse;
    const token = signOrderToken(order, TEST_SECRET, Date.now() + 60_000);
    const answer = await poll({ token });
    expect(answer.status).toBe(422);
    expect(answer.json.code).toBe('not_bitcoin');
  });

  it('400 for a body that is not JSON', async () => {
    const res = await postPayment(jsonRequest('/api/orders/payment', null, { raw: '{token' }));
    expect(res.status).toBe(400);
  });
});
