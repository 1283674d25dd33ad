/** @jest-environment node */
import { readServerConfig } from '@/lib/config/server';
import {
  CLIENT_ADDRESS_HEADER,
  LOCAL_CLIENT,
  clientKey,
  isLocalRequest,
  trustProxyWarning,
} from '@/lib/relay/clientKey';

const req = (headers: Record<string, string>) => new Request('http://localhost:3000/api/orders', { headers });
const none = { addresses: [] };
const hops = (n: number) => ({ hops: n });
/** TRUST_PROXY as the config reads it */
const trust = (value: string) => readServerConfig({ TRUST_PROXY: value }).trustProxy;
const from = (socket: string, xff?: string) =>
  req({ [CLIENT_ADDRESS_HEADER]: socket, ...(xff === undefined ? {} : { 'x-forwarded-for': xff }) });

describe('clientKey', () => {
  it('is the address our server set, never X-Forwarded-For, when no proxy is trusted', () => {
    expect(clientKey(req({ [CLIENT_ADDRESS_HEADER]: '192.0.2.1', 'x-forwarded-for': '6.6.6.6' }), none)).toBe(
      '192.0.2.1',
    );
    expect(clientKey(req({ 'x-forwarded-for': '6.6.6.6' }), none)).toBe(LOCAL_CLIENT);
    expect(clientKey(req({}), none)).toBe('local');
    expect(clientKey(from('192.0.2.1', '6.6.6.6'), trust(''))).toBe('192.0.2.1');
    expect(clientKey(from('192.0.2.1', '6.6.6.6'), trust('0'))).toBe('192.0.2.1');
  });

  it('is the Nth X-Forwarded-For entry from the right behind N trusted proxies (the older hop count)', () => {
    const xff = { [CLIENT_ADDRESS_HEADER]: '10.0.0.9', 'x-forwarded-for': 'forged, 203.0.113.5 ,10.0.0.2' };
    expect(clientKey(req(xff), hops(1))).toBe('10.0.0.2');
    expect(clientKey(req(xff), hops(2))).toBe('203.0.113.5');
    expect(clientKey(req(xff), hops(3))).toBe('forged');
    // fewer entries than trusted hops: the request bypassed a proxy; key it by its socket
    expect(clientKey(req(xff), hops(4))).toBe('10.0.0.9');
    expect(clientKey(req({ [CLIENT_ADDRESS_HEADER]: '10.0.0.9' }), hops(1))).toBe('10.0.0.9');
    expect(clientKey(req(xff), trust('1'))).toBe('10.0.0.2');
    expect(clientKey(req(xff), trust('true'))).toBe('10.0.0.2');
  });

  it('with proxies named, a client that reaches the port directly is its socket, whatever it forwards', () => {
    const proxies = trust('127.0.0.1');
    for (const claimed of ['6.6.6.6', '127.0.0.1', '7.7.7.7, 127.0.0.1', 'junk'])
      expect(clientKey(from('198.51.100.7', claimed), proxies)).toBe('198.51.100.7');
  });

  it('with proxies named, a request through one is its forwarded client, walking right to left over trusted hops', () => {
    const proxies = trust('127.0.0.1, 10.0.0.0/8');
    expect(clientKey(from('127.0.0.1', '203.0.113.5'), proxies)).toBe('203.0.113.5');
    // the client's own claim left of the address our proxy appended changes nothing
    expect(clientKey(from('127.0.0.1', 'forged, 203.0.113.5'), proxies)).toBe('203.0.113.5');
    // a chain of trusted proxies (CIDR): the first untrusted address from the right
    expect(clientKey(from('10.1.2.3', 'forged, 203.0.113.5, 10.0.0.2, 127.0.0.1'), proxies)).toBe(
      '203.0.113.5',
    );
    expect(clientKey(from('11.0.0.1', '203.0.113.5'), proxies)).toBe('11.0.0.1');
    // the proxy's own request (Next fills X-Forwarded-For with the socket when none came)
    expect(clientKey(from('127.0.0.1', '127.0.0.1'), proxies)).toBe('127.0.0.1');
    expect(clientKey(from('127.0.0.1'), proxies)).toBe('127.0.0.1');
    // no socket address (next dev, tests): forwarded headers are not read
    expect(clientKey(req({ 'x-forwarded-for': '6.6.6.6' }), proxies)).toBe(LOCAL_CLIENT);
  });

  it('matches an IPv4-mapped IPv6 peer to its IPv4 address and keys it as IPv4', () => {
    const proxies = trust('127.0.0.1');
    expect(clientKey(from('::ffff:127.0.0.1', '203.0.113.5'), proxies)).toBe('203.0.113.5');
    expect(clientKey(from('::FFFF:198.51.100.7', '203.0.113.5'), proxies)).toBe('198.51.100.7');
    expect(clientKey(from('::ffff:127.0.0.1', '::ffff:203.0.113.5'), proxies)).toBe('203.0.113.5');
    expect(clientKey(from('::ffff:127.0.0.1', '203.0.113.5'), trust('10.0.0.0/8'))).toBe('127.0.0.1');
  });

  it('takes proxy-addr names and IPv6 ranges', () => {
    expect(clientKey(from('::1', '203.0.113.5'), trust('loopback'))).toBe('203.0.113.5');
    expect(clientKey(from('fd00::7', '203.0.113.5'), trust('uniquelocal'))).toBe('203.0.113.5');
    expect(clientKey(from('2001:db8::1', '203.0.113.5'), trust('2001:db8::/32'))).toBe('203.0.113.5');
    expect(clientKey(from('2001:db9::1', '203.0.113.5'), trust('2001:db8::/32'))).toBe('2001:db9::1');
  });

  it('bounds the key length', () => {
    expect(clientKey(req({ [CLIENT_ADDRESS_HEADER]: 'a'.repeat(500) }), none)).toHaveLength(64);
    expect(clientKey(from('127.0.0.1', 'b'.repeat(500)), trust('127.0.0.1'))).toHaveLength(64);
  });
});

describe('isLocalRequest', () => {
  it('is a loopback socket with no forwarding, IPv4, IPv6 or IPv4-mapped', () => {
    for (const socket of ['127.0.0.1', '::1', '::ffff:127.0.0.1', '127.0.0.2']) {
      expect(isLocalRequest(from(socket))).toBe(true);
      // Next fills X-Forwarded-For with the socket's address when none came
      expect(isLocalRequest(from(socket, socket))).toBe(true);
    }
  });

  it('is not an outside socket, no socket (next dev, tests), or what a proxy on this machine forwards', () => {
    expect(isLocalRequest(from('198.51.100.7'))).toBe(false);
    expect(isLocalRequest(from('::ffff:198.51.100.7'))).toBe(false);
    expect(isLocalRequest(req({}))).toBe(false);
    expect(isLocalRequest(req({ 'x-forwarded-for': '127.0.0.1' }))).toBe(false);
    expect(isLocalRequest(from('127.0.0.1', '203.0.113.5'))).toBe(false);
    expect(isLocalRequest(from('127.0.0.1', '127.0.0.1, 203.0.113.5'))).toBe(false);
    expect(isLocalRequest(req({ [CLIENT_ADDRESS_HEADER]: '127.0.0.1', forwarded: 'for=203.0.113.5' }))).toBe(
      false,
    );
    expect(isLocalRequest(req({ [CLIENT_ADDRESS_HEADER]: '127.0.0.1', 'x-real-ip': '203.0.113.5' }))).toBe(
      false,
    );
  });
});

describe('trustProxyWarning', () => {
  it('recommends addresses for a hop count only', () => {
    expect(trustProxyWarning(trust('1'))).toMatch(/TRUST_PROXY=1 .*TRUST_PROXY=127\.0\.0\.1/);
    expect(trustProxyWarning(trust('127.0.0.1'))).toBeNull();
    expect(trustProxyWarning(trust(''))).toBeNull();
  });
});
