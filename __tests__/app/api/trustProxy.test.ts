/** @jest-environment node */
// TRUST_PROXY at start (issue 33.8): the older hop count still starts, with one line recommending addresses;
// named proxies start quietly; a value that is neither stops the relay naming the setting.
import { GET } from '@/app/api/health/route';
import { startRelay } from '@/lib/relay/state';
import {
  BASE,
  freshOutbox,
  quietConsole,
  removeOutboxes,
  resetRelayForTest,
  withRelayStore,
} from '../../mocks/relay';

withRelayStore();

afterEach(() => jest.restoreAllMocks());
afterAll(removeOutboxes);

const proxyWarnings = (spies: ReturnType<typeof quietConsole>) =>
  spies.warn.mock.calls.flat().filter((line) => String(line).includes('TRUST_PROXY'));

it('warns once at start for a hop count, recommending addresses', async () => {
  const spies = quietConsole();
  resetRelayForTest({ OUTBOX_DIR: freshOutbox(), TRUST_PROXY: '1' });
  await startRelay();
  const lines = proxyWarnings(spies);
  expect(lines).toHaveLength(1);
  expect(lines[0]).toMatch(/TRUST_PROXY=1 trusts X-Forwarded-For from any peer.*TRUST_PROXY=127\.0\.0\.1/);
});

it('starts without a word for named proxies or none', async () => {
  for (const value of ['127.0.0.1,10.0.0.0/8', 'loopback', '']) {
    const spies = quietConsole();
    resetRelayForTest({ OUTBOX_DIR: freshOutbox(), TRUST_PROXY: value });
    await startRelay();
    expect(proxyWarnings(spies)).toEqual([]);
    jest.restoreAllMocks();
  }
});

it('refuses to start on a value that is neither, naming TRUST_PROXY', async () => {
  quietConsole();
  for (const value of ['127.0.0.1/33', 'nginx', '12']) {
    resetRelayForTest({ OUTBOX_DIR: freshOutbox(), TRUST_PROXY: value });
    await expect(startRelay()).rejects.toThrow(/TRUST_PROXY must be addresses or CIDR ranges/);
    // and a request meanwhile is not served on a guess: health says the shop is not up
    const res = await GET(new Request(`${BASE}/api/health`));
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({ ok: false });
  }
});
