// Bitcoin with an xpub, a rate and a blockchain API (issue 16), in the browser against our production server.
// The server process cannot use msw, so a tiny HTTP stub on 127.0.0.1 stands in for the two third-party services
// (a Coinbase-shaped spot price, an Esplora API whose chain the test writes), and this spec starts its own server
// (scripts/server.mjs, as npm start runs it) pointed at them, with its own store and outbox.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import type { OrderResponse } from '@/lib/order/contract';
import { expect, expectNoAxeViolations, test } from './fixtures';
import { fillPatient, line, placedOrderNumber, seedCart } from './checkoutHelpers';
import { startShop, type Shop } from './ownServer';

// BIP84's test account: its receive addresses 0 and 1 are published in BIP84.
const ZPUB =
  'zpub6rFR7y4Q2AijBEqTUquhVz398htDFrtymD9xYYfG1m4wAcvPhXNfE3EfH1r1ADqtfSdVCToUG868RvUUkgDKf31mGDtKsAYz2oz2AGutZYs';
const ADDRESSES = [
  'bc1qcr8te4kr609gcawutmrza0j4xv80jy8z306fyu',
  'bc1qnjg0jd8228aq7egyzacy8cys3knf9xvrerkf9g',
];
const RATE = '87123.45';
// 2 x pre-roll 68 at 3.5g = $104.00 + 8% = $112.32 -> ceil(11232 * 10^8 / 8712345) = 128,921 sats
const QUOTE = '0.00128921';
const TXID = 'c3'.repeat(32);

interface Stub {
  url: string;
  /** address -> [txid, sats] paid to it (unconfirmed) */
  paid: Map<string, [string, number]>;
  requests: string[];
  close: () => Promise<void>;
}

async function startStub(): Promise<Stub> {
  const paid = new Map<string, [string, number]>();
  const requests: string[] = [];
  const srv = http.createServer((req, res) => {
    const url = req.url ?? '';
    requests.push(url);
    const json = (body: unknown) => {
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    if (url === '/rate') return json({ data: { amount: RATE, base: 'BTC', currency: 'USD' } });
    const m = /^\/esplora\/address\/([a-z0-9]+)\/txs$/.exec(url);
    if (m) {
      const tx = paid.get(m[1]!);
      return json(
        tx
          ? [
              {
                txid: tx[0],
                vin: [],
                vout: [{ scriptpubkey_address: m[1], value: tx[1] }],
                status: { confirmed: false },
              },
            ]
          : [],
      );
    }
    if (url === '/esplora/blocks/tip/height') return res.end('900000');
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => srv.listen(0, '127.0.0.1', resolve));
  const { port } = srv.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    paid,
    requests,
    close: () => new Promise((resolve) => srv.close(() => resolve())),
  };
}

function startBitcoinShop(stub: Stub, port: number, work: string): Promise<Shop> {
  return startShop(port, work, {
    ORDER_TOKEN_SECRET: 'e2e-bitcoin-secret-0123456789abcdefghij',
    BITCOIN_XPUB: ZPUB,
    BITCOIN_RATE_URL: `${stub.url}/rate`,
    BITCOIN_ESPLORA_URL: `${stub.url}/esplora`,
  });
}

function outboxMail(dir: string) {
  let files: string[] = [];
  try {
    files = readdirSync(dir)
      .filter((f) => f.endsWith('.json'))
      .sort();
  } catch {
    return [];
  }
  return files.map(
    (f) =>
      JSON.parse(readFileSync(path.join(dir, f), 'utf8')) as {
        kind: string;
        subject: string;
        fields: Record<string, string>;
      },
  );
}

async function checkoutWithBitcoin(page: Page, origin: string): Promise<string> {
  await seedCart(page, [line(2)]);
  await page.goto(`${origin}/checkout`);
  await fillPatient(page);
  await page.getByRole('radio', { name: 'Bitcoin' }).check();
  await page.getByRole('button', { name: 'Proceed to Payment' }).click();
  await expect(page).toHaveURL(/\/transaction$/);
  return placedOrderNumber(page);
}

test.describe('bitcoin with an xpub, a rate and a blockchain API', () => {
  test.describe.configure({ mode: 'serial' });
  test.setTimeout(120_000);
  let stub: Stub;
  let shop: Shop;
  let work: string;

  test.beforeAll(async () => {
    work = mkdtempSync(path.join(os.tmpdir(), 'shop-e2e-bitcoin-'));
    stub = await startStub();
    shop = await startBitcoinShop(stub, Number(process.env.E2E_PORT || 3100) + 60, work);
  });

  test.afterAll(async () => {
    await shop?.stop();
    await stub?.close();
    if (work) rmSync(work, { recursive: true, force: true });
  });

  test('the server says at start how bitcoin is set up, and no page or answer carries the xpub', async ({
    request,
  }) => {
    expect(shop.log()).toContain('[bitcoin] an address per order from BITCOIN_XPUB (mainnet');
    expect(shop.log()).not.toContain(ZPUB);
    for (const route of ['/', '/checkout', '/transaction']) {
      const res = await request.get(`${shop.origin}${route}`);
      expect(await res.text()).not.toContain(ZPUB.slice(4, 40));
    }
  });

  test('two orders get two addresses; the screen shows the BTC amount first, a QR and link with amount=, then the payment seen; staff are mailed', async ({
    page,
    browser,
  }) => {
    // a first order from another browser takes index 0
    const other = await browser.newContext();
    const otherPage = await other.newPage();
    await otherPage.addInitScript(() => window.localStorage.setItem('age-confirmed', '99'));
    const first = await checkoutWithBitcoin(otherPage, shop.origin);
    await other.close();

    const orderNumber = await checkoutWithBitcoin(page, shop.origin);
    expect(orderNumber).not.toBe(first);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Complete Your Payment');
    const amount = page.getByTestId('bitcoin-amount-btc');
    await expect(amount).toHaveText(`${QUOTE} BTC`);
    await expect(page.getByTestId('bitcoin-address')).toHaveText(ADDRESSES[1]!);
    const href = await page.getByRole('link', { name: 'Open in wallet app' }).getAttribute('href');
    expect(href).toMatch(new RegExp(`^bitcoin:${ADDRESSES[1]}\\?amount=${QUOTE.replace('.', '\\.')}&`));
    await expect(
      page.getByRole('img', {
        name: `QR code of a Bitcoin payment of ${QUOTE} BTC to ${ADDRESSES[1]} for order ${orderNumber}`,
      }),
    ).toHaveAttribute('src', /^data:image\/png/);
    // the amount reads before the address, and the raw link is not printed
    const box = async (id: string) => (await page.getByTestId(id).boundingBox())!.y;
    expect(await box('bitcoin-amount-btc')).toBeLessThan(await box('bitcoin-address'));
    await expect(page.getByText(/^bitcoin:/)).toHaveCount(0);
    await expect(page.getByTestId('bitcoin-demo-notice')).toHaveCount(0);
    await expect(page.getByTestId('payment-watch')).toContainText('Watching the Bitcoin network');
    await expectNoAxeViolations(page, 'bitcoin payment with a quote');

    const mails = outboxMail(shop.outbox);
    const firstMail = mails.find((m) => m.kind === 'order' && m.fields.order_number === first)!;
    const orderMail = mails.find((m) => m.kind === 'order' && m.fields.order_number === orderNumber)!;
    expect(firstMail.fields.bitcoin_address).toBe(ADDRESSES[0]);
    expect(orderMail.fields).toMatchObject({
      bitcoin_address: ADDRESSES[1],
      bitcoin_amount: `${QUOTE} BTC`,
      bitcoin_rate: `${RATE} USD/BTC`,
    });

    // the payment reaches the chain: the screen learns of it from the relay's next check
    stub.paid.set(ADDRESSES[1]!, [TXID, 128_921]);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Payment Seen', { timeout: 30_000 });
    await expect(page.getByTestId('payment-seen')).toContainText(TXID);
    await expect(page.getByTestId('payment-seen')).toContainText(`${QUOTE} BTC`);
    await expectNoAxeViolations(page, 'payment seen');
    await expect
      .poll(
        () =>
          outboxMail(shop.outbox)
            .filter((m) => m.fields.blockchain_txid === TXID)
            .map((m) => [m.kind, m.subject]),
        {
          timeout: 15_000,
        },
      )
      // one update mail, threaded under the order's own (issue 32.4): the same subject stem after "Re: "
      .toEqual([['update', expect.stringMatching(new RegExp(`^Re: Order #${orderNumber} · `))]]);
    expect(stub.requests.filter((r) => r === '/rate')).toHaveLength(1);
  });

  test('the payment status answers 4xx with a code to bad input, never 5xx', async ({ request }) => {
    const bad = await request.post(`${shop.origin}/api/orders/payment`, { data: { token: 'x.y' } });
    expect(bad.status()).toBe(401);
    expect((await bad.json()).code).toBe('invalid_token');
    const junk = await request.post(`${shop.origin}/api/orders/payment`, { data: { nope: 1 } });
    expect(junk.status()).toBe(422);
    const get = await request.get(`${shop.origin}/api/orders/payment`);
    expect(get.status()).toBe(405);
  });
});

test.describe('bitcoin with nothing configured', () => {
  test('the demo address is shown with a visible "demo address: do not pay" notice', async ({ page }) => {
    await seedCart(page, [line(1)]);
    await page.goto('/checkout');
    await fillPatient(page);
    await page.getByRole('radio', { name: 'Bitcoin' }).check();
    await page.getByRole('button', { name: 'Proceed to Payment' }).click();
    await expect(page).toHaveURL(/\/transaction$/);
    await expect(page.getByTestId('bitcoin-demo-notice')).toBeVisible();
    await expect(page.getByTestId('bitcoin-demo-notice')).toContainText('Demo address: do not pay.');
    await expect(page.getByTestId('bitcoin-amount-btc')).toHaveCount(0);
    const answer = (await page.evaluate(() => sessionStorage.getItem('persist:transaction'))) ?? '';
    const order = JSON.parse(JSON.parse(answer).order) as OrderResponse['order'];
    expect(order.bitcoin?.source).toBe('demo');
  });
});
