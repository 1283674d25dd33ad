/** @jest-environment node */
// Issue 27.1: with neither NEXT_PUBLIC_SITE_URL nor ALLOWED_ORIGINS set, the shop's own pages may post from any
// host and port (the Origin the request was made to); once either is set, only the origins they name; a refused
// origin is logged once, in a bounded set.
import { POST } from '@/app/api/orders/route';
import { CLIENT_ADDRESS_HEADER } from '@/lib/relay/clientKey';
import { forgetRefusedOrigins, LOGGED_ORIGINS_MAX } from '@/lib/relay/origin';
import {
  deliveredDir,
  freshOutbox,
  orderBody,
  quietConsole,
  removeOutboxes,
  resetRelayForTest,
  withRelayStore,
} from '../../mocks/relay';

withRelayStore();

let outbox: string;
let logs: ReturnType<typeof quietConsole>;

/** No NEXT_PUBLIC_SITE_URL and no ALLOWED_ORIGINS: the Quick start. */
const UNSET = { NEXT_PUBLIC_SITE_URL: '', ALLOWED_ORIGINS: '' };

beforeEach(() => {
  outbox = freshOutbox();
  forgetRefusedOrigins();
  logs = quietConsole();
});
afterEach(() => jest.restoreAllMocks());
afterAll(removeOutboxes);

/** An order as a browser at `url` sends it through our server, from `socket`. */
async function orderAt(
  url: string,
  headers: Record<string, string>,
  socket = '127.0.0.1',
): Promise<{ status: number; code?: string }> {
  const res = await POST(
    new Request(`${url}/api/orders`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        host: new URL(url).host,
        [CLIENT_ADDRESS_HEADER]: socket,
        ...headers,
      },
      body: JSON.stringify(orderBody()),
    }),
  );
  const json = (await res.json()) as { code?: string };
  return { status: res.status, code: json.code };
}

const refusals = () =>
  logs.warn.mock.calls.map((c) => String(c[0])).filter((line) => line.includes('foreign_origin'));

describe('with no origin configured', () => {
  beforeEach(() => resetRelayForTest({ OUTBOX_DIR: outbox, ...UNSET }));

  it('accepts an order from the page it is served on, on any host and port', async () => {
    expect(await orderAt('http://127.0.0.1:3001', { origin: 'http://127.0.0.1:3001' })).toEqual({
      status: 201,
    });
    expect(await orderAt('http://127.0.0.1:3000', { origin: 'http://127.0.0.1:3000' })).toEqual({
      status: 201,
    });
    expect(await orderAt('http://Shop.LAN:8080', { origin: 'http://shop.lan:8080' })).toEqual({
      status: 201,
    });
    expect(await deliveredDir(outbox)).toHaveLength(3);
    expect(refusals()).toEqual([]);
  });

  it('still refuses another origin, and the default site URL is no setting', async () => {
    const at = 'http://127.0.0.1:3001';
    for (const origin of [
      'https://evil.example',
      'null',
      // the pages' default canonical address names nothing an operator chose
      'http://localhost:3000',
      // another port or scheme of the same host is another origin
      'http://127.0.0.1:3002',
      'https://127.0.0.1:3001',
    ]) {
      expect([origin, await orderAt(at, { origin })]).toEqual([
        origin,
        { status: 403, code: 'foreign_origin' },
      ]);
    }
    expect(await deliveredDir(outbox)).toEqual([]);
  });

  it('reads no forwarded header from a client that is not a trusted proxy', async () => {
    const spoofed = {
      origin: 'https://evil.example',
      'x-forwarded-host': 'evil.example',
      'x-forwarded-proto': 'https',
    };
    expect(await orderAt('http://127.0.0.1:3001', spoofed)).toMatchObject({ status: 403 });
    // with TRUST_PROXY naming another address, this socket's headers are still its own claims
    resetRelayForTest({ OUTBOX_DIR: outbox, ...UNSET, TRUST_PROXY: '10.0.0.1' });
    expect(await orderAt('http://127.0.0.1:3001', spoofed, '203.0.113.9')).toMatchObject({ status: 403 });
  });
});

describe('behind a trusted proxy', () => {
  // nginx on this machine passes Host, X-Forwarded-Proto and X-Forwarded-Host (deploy/nginx/shop.conf)
  const forwarded = {
    origin: 'https://shop.example',
    'x-forwarded-proto': 'https',
    'x-forwarded-host': 'shop.example',
    'x-forwarded-for': '198.51.100.7',
  };

  it('takes the origin from X-Forwarded-Proto and X-Forwarded-Host', async () => {
    resetRelayForTest({ OUTBOX_DIR: outbox, ...UNSET, TRUST_PROXY: '127.0.0.1' });
    expect(await orderAt('http://127.0.0.1:3000', forwarded)).toEqual({ status: 201 });
    // the first entry of a chain is the outermost proxy's
    expect(
      await orderAt('http://127.0.0.1:3000', {
        ...forwarded,
        'x-forwarded-proto': 'https, http',
        'x-forwarded-host': 'shop.example, 127.0.0.1:3000',
      }),
    ).toEqual({ status: 201 });
    // what the proxy said wins over the upstream Host
    expect(await orderAt('http://127.0.0.1:3000', { ...forwarded, origin: 'http://127.0.0.1:3000' })).toEqual(
      {
        status: 403,
        code: 'foreign_origin',
      },
    );
    // a proxy that sends no X-Forwarded-* leaves Host and http
    expect(await orderAt('http://127.0.0.1:3000', { origin: 'http://127.0.0.1:3000' })).toEqual({
      status: 201,
    });
    expect(await deliveredDir(outbox)).toHaveLength(3);
  });

  it('ignores the same headers from an address TRUST_PROXY does not name', async () => {
    resetRelayForTest({ OUTBOX_DIR: outbox, ...UNSET, TRUST_PROXY: '127.0.0.1' });
    expect(await orderAt('http://127.0.0.1:3000', forwarded, '198.51.100.7')).toEqual({
      status: 403,
      code: 'foreign_origin',
    });
  });
});

describe('with origins configured', () => {
  it('NEXT_PUBLIC_SITE_URL: only its origin, whatever Host says', async () => {
    resetRelayForTest({ OUTBOX_DIR: outbox, NEXT_PUBLIC_SITE_URL: 'https://shop.example/' });
    expect(await orderAt('http://127.0.0.1:3001', { origin: 'http://127.0.0.1:3001' })).toEqual({
      status: 403,
      code: 'foreign_origin',
    });
    expect(await orderAt('http://127.0.0.1:3001', { origin: 'https://shop.example' })).toEqual({
      status: 201,
    });
  });

  it('ALLOWED_ORIGINS alone: only its origins, whatever Host or a trusted proxy says', async () => {
    resetRelayForTest({
      OUTBOX_DIR: outbox,
      NEXT_PUBLIC_SITE_URL: '',
      ALLOWED_ORIGINS: 'https://shop.example',
      TRUST_PROXY: '127.0.0.1',
    });
    expect(await orderAt('http://127.0.0.1:3001', { origin: 'http://127.0.0.1:3001' })).toMatchObject({
      status: 403,
    });
    expect(
      await orderAt('http://127.0.0.1:3000', {
        origin: 'https://other.example',
        'x-forwarded-proto': 'https',
        'x-forwarded-host': 'other.example',
      }),
    ).toMatchObject({ status: 403 });
    expect(await orderAt('http://127.0.0.1:3001', { origin: 'https://shop.example' })).toEqual({
      status: 201,
    });
  });
});

describe('the log of refusals', () => {
  it('names each refused origin once, with the setting that would allow it', async () => {
    resetRelayForTest({ OUTBOX_DIR: outbox, ...UNSET });
    for (let i = 0; i < 3; i += 1) {
      expect(await orderAt('http://127.0.0.1:3001', { origin: 'https://Elsewhere.example' })).toMatchObject({
        status: 403,
      });
    }
    expect(refusals()).toHaveLength(1);
    expect(refusals()[0]).toContain('Origin https://elsewhere.example');
    expect(refusals()[0]).toContain('http://127.0.0.1:3001');
    expect(refusals()[0]).toContain('ALLOWED_ORIGINS=https://elsewhere.example');

    resetRelayForTest({ OUTBOX_DIR: outbox, ALLOWED_ORIGINS: 'https://a.example' });
    expect(await orderAt('http://127.0.0.1:3001', { origin: 'https://b.example' })).toMatchObject({
      status: 403,
    });
    expect(refusals()[1]).toContain('ALLOWED_ORIGINS=https://a.example,https://b.example');
  });

  it('remembers a bounded number of origins, so a flood of new ones cannot grow it', async () => {
    resetRelayForTest({ OUTBOX_DIR: outbox, ...UNSET });
    const origin = (i: number) => `https://flood-${i}.example`;
    for (let i = 0; i <= LOGGED_ORIGINS_MAX; i += 1) {
      await orderAt('http://127.0.0.1:3001', { origin: origin(i) });
    }
    expect(refusals()).toHaveLength(LOGGED_ORIGINS_MAX + 1);
    // the newest are still remembered; the oldest was let go, so it is logged again
    await orderAt('http://127.0.0.1:3001', { origin: origin(LOGGED_ORIGINS_MAX) });
    expect(refusals()).toHaveLength(LOGGED_ORIGINS_MAX + 1);
    await orderAt('http://127.0.0.1:3001', { origin: origin(0) });
    expect(refusals()).toHaveLength(LOGGED_ORIGINS_MAX + 2);
  });
});
