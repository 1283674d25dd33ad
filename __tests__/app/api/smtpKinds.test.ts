/** @jest-environment node */
// Every kind of staff mail over a real SMTP peer (issue 32.7): the bitcoin order, its updates (processing, error,
// timeout), its error report, the payment notices (underpaid, seen, confirmed) from the stand-in blockchain API, and
// the resend copies (the desk's per-order resend, and "Resend" of failed mail). mailparser reads each as a client
// would: Reply-To, From, subject, the thread under the order mail, the text alternative, the HTML part, no dump.
// The card order, its processing update and error report are read the same way in smtp.test.ts.
import type { ParsedMail } from 'mailparser';
import { POST as postErrorReport } from '@/app/api/error-reports/route';
import { POST as postPayment } from '@/app/api/orders/payment/route';
import { POST as postUpdate } from '@/app/api/orders/updates/route';
import { subjectStem } from '@/lib/relay/mailThread';
import { formatShopTime } from '@/lib/site/shopTime';
import {
  BIP84_ZPUB,
  ESPLORA_URL,
  RATE_URL,
  esploraWith,
  rateAnswers,
  type FakeTx,
} from '../../mocks/bitcoin';
import {
  customer,
  jsonRequest,
  mailSettled,
  quietConsole,
  relayDb,
  resetRelayForTest,
  withRelayStore,
} from '../../mocks/relay';
import { server, withMswServer } from '../../mocks/server';
import { withSmtpPeer } from '../../mocks/smtpPeer';
import { addAccount, cookieFor, placeOrder, staffApi } from './staff/helpers';

withRelayStore();
withMswServer();
const peer = withSmtpPeer();
jest.setTimeout(30_000);

const NAME = "Zoë O'Brien";
const env = () => ({
  EMAIL_TRANSPORT: 'smtp',
  SMTP_URL: peer.url(),
  STAFF_EMAIL: 'orders@shop.example',
  MAIL_RETRY_BASE_MS: '10',
  STAFF_SESSION_SECRET: 'staff-session-secret-0123456789abcdef',
  BITCOIN_XPUB: BIP84_ZPUB,
  BITCOIN_RATE_URL: RATE_URL,
  BITCOIN_ESPLORA_URL: ESPLORA_URL,
});

beforeEach(() => {
  quietConsole();
  resetRelayForTest(env());
});
afterEach(() => jest.restoreAllMocks());

const DESK = (number: string) => `http://localhost:3000/staff/orders/${number}`;

/** What every staff mail about an order shows a mail client; `under` is the order mail it must answer. */
function expectStaffMail(i: number, mail: ParsedMail, number: string, under?: ParsedMail) {
  expect(peer.received[i]).toMatch(/^Content-Type: multipart\/alternative;/m);
  expect(mail.replyTo?.value).toEqual([{ name: NAME, address: 'jane.doe@example.com' }]);
  expect(mail.from?.value).toEqual([
    { name: 'Evergreen Wellness Dispensary Orders', address: 'no-reply@shop.example' },
  ]);
  expect(mail.messageId).toMatch(new RegExp(`^<order-${number}\\.[a-z0-9.]+@shop\\.example>$`));
  if (under) {
    expect(mail.inReplyTo).toBe(under.messageId);
    expect(mail.references).toBe(under.messageId);
    expect(mail.messageId).not.toBe(under.messageId);
  } else {
    expect(mail.inReplyTo).toBeUndefined();
    expect(mail.references).toBeUndefined();
  }
  expect(mail.text).toContain(`Open on the desk: ${DESK(number)}`);
  expect(mail.text).toContain('TOTALS\nSubtotal: $52.00');
  expect(mail.html).toContain(`href="${DESK(number)}"`);
  expect(mail.html).toContain('Zoë O&#39;Brien');
  for (const part of [mail.text!, mail.html as string]) {
    expect(part).not.toMatch(/\b(customer_email|order_number|transaction_status|blockchain_txid)\b/);
  }
  expect(mail.text).not.toMatch(/^[a-z]+(_[a-z]+)+: /m);
  expect(mail.text).not.toContain('\n---\n');
}

async function pollPayment(token: string) {
  const res = await postPayment(jsonRequest('/api/orders/payment', { token }));
  expect(res.status).toBe(200);
  await (await relayDb()).execute('update bitcoin_payments set checked_at = null');
  await mailSettled();
}

it('a bitcoin order and every later kind about it thread under the order mail', async () => {
  const chain: FakeTx[] = [];
  server.use(rateAnswers(), ...esploraWith(chain));
  const { order, token } = await placeOrder({
    paymentMethod: 'bitcoin',
    customer: { ...customer(), name: NAME },
  });
  const number = order.orderNumber;
  const address = order.bitcoin!.address;
  await postUpdate(jsonRequest('/api/orders/updates', { token, status: 'processing', timeRemaining: 800 }));
  await mailSettled();
  await postUpdate(jsonRequest('/api/orders/updates', { token, status: 'error', timeRemaining: 700 }));
  await mailSettled();
  await postErrorReport(jsonRequest('/api/error-reports', { token, errorMessage: 'Stuck on the QR code' }));
  await mailSettled();
  // 60,000 of the 64,461 sats quoted, then the rest, then the rest mined 3 blocks deep
  chain.push({ txid: 'b2'.repeat(32), pays: { [address]: 60000 } });
  await pollPayment(token);
  chain.push({ txid: 'a1'.repeat(32), pays: { [address]: 4461 } });
  await pollPayment(token);
  chain[1]!.height = 900_000;
  server.use(...esploraWith(chain, { height: 900_002 }));
  await pollPayment(token);
  jest.spyOn(Date, 'now').mockReturnValue(Date.parse(order.expiresAt ?? '') + 31_000);
  const timeout = await postUpdate(
    jsonRequest('/api/orders/updates', { token, status: 'timeout', timeRemaining: 0 }),
  );
  expect(timeout.status).toBe(202);
  await mailSettled();

  const kinds: Array<[string, RegExp]> = [
    ['order', /^Bitcoin payment due by .+: the shop mails you when it is seen; then call Zoë O'Brien/],
    ['processing', /^Check the bitcoin payment the customer says was sent, then call/],
    ['error', /^The customer reached the payment error screen: call/],
    ['error report', /^The customer reported a payment problem \(ER-[A-Z0-9]+\): call/],
    ['underpaid', /^Payment 0\.00004461 BTC short: call/],
    ['seen', /^Payment seen, not yet confirmed: wait for a confirmation/],
    ['confirmed', /^Payment confirmed: prepare the order and call/],
    ['timeout', /^No payment by .+: call Zoë O'Brien .* by .+ if they still want the order\./],
  ];
  expect(peer.received).toHaveLength(kinds.length);
  const mails = await Promise.all(kinds.map((_, i) => peer.parsed(i)));
  const stem = subjectStem(order);
  expect(stem).toMatch(new RegExp(`^Order #${number} · Zoë O'Brien · \\$56\\.16 · Bitcoin`));
  kinds.forEach(([kind, preview], i) => {
    const mail = mails[i]!;
    expect([kind, mail.subject]).toEqual([kind, i === 0 ? stem : `Re: ${stem}`]);
    expect([kind, mail.text!.split('\n')[0]]).toEqual([kind, expect.stringMatching(preview)]);
    expectStaffMail(i, mail, number, i === 0 ? undefined : mails[0]);
  });
  expect(new Set(mails.map((m) => m.messageId)).size).toBe(kinds.length);
  // the payment notices name the blockchain transaction, in both parts
  for (const i of [4, 5, 6]) {
    const txid = (i === 4 ? 'b2' : 'a1').repeat(32);
    expect(mails[i]!.text).toContain(`Blockchain transaction: ${txid}`);
    expect(mails[i]!.html).toContain(txid);
  }
  expect(mails[4]!.html).toContain('UNDERPAID');
  expect(mails[6]!.html).toContain('PAID');
  expect(mails[3]!.text).toContain('The customer added no words of their own.');
});

/** The shop's clock, minute by minute, around `run`: a resend's notice names one of them. */
async function aroundClock(run: () => Promise<void>): Promise<RegExp> {
  const before = formatShopTime(new Date().toISOString());
  await run();
  const after = formatShopTime(new Date().toISOString());
  const esc = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`A copy, resent by alice on (${esc(before)}|${esc(after)})\\.`);
}

it("the desk's resend is a copy in the order's thread: same subject, its own id, who resent it and when", async () => {
  await addAccount('alice');
  const alice = await cookieFor('alice');
  const { order } = await placeOrder({ paymentMethod: 'bitcoin', customer: { ...customer(), name: NAME } });
  await mailSettled();
  const notice = await aroundClock(async () => {
    expect((await staffApi.resend(order.orderNumber, alice)).status).toBe(202);
    await mailSettled();
  });
  expect(peer.received).toHaveLength(2);
  const [first, copy] = [await peer.parsed(0), await peer.parsed(1)];
  expect(copy.subject).toBe(first.subject);
  expect(copy.messageId).toMatch(new RegExp(`^<order-${order.orderNumber}\\.copy\\.[a-z0-9]{12}@`));
  expectStaffMail(1, copy, order.orderNumber, first);
  expect(copy.text!.split('\n').slice(0, 3).join('\n')).toMatch(notice);
  expect(copy.html).toMatch(notice);
  expect(first.text).not.toMatch(/A copy/);
});

it('"Resend" of failed mail over SMTP sends a copy of the refused message, threaded and saying so', async () => {
  await addAccount('alice');
  const alice = await cookieFor('alice');
  peer.refuseNext.push(550);
  const { order } = await placeOrder({ customer: { ...customer(), name: NAME } });
  await mailSettled();
  expect(peer.received).toHaveLength(1);
  const notice = await aroundClock(async () => {
    const res = await staffApi.resendFailed(alice);
    expect(res.status).toBe(202);
    expect(await res.json()).toEqual({ messages: 1, confirmations: 0, orders: [order.orderNumber] });
    await mailSettled();
  });
  expect(peer.received).toHaveLength(2);
  const [refused, copy] = [await peer.parsed(0), await peer.parsed(1)];
  expect(copy.subject).toBe(refused.subject);
  expectStaffMail(1, copy, order.orderNumber, refused);
  expect(copy.text).toMatch(notice);
  expect(copy.html).toMatch(notice);
});
