/** @jest-environment node */
import { CLIENT_ADDRESS_HEADER, LOCAL_CLIENT, clientKey } from '@/lib/relay/clientKey';

const req = (headers: Record<string, string>) => new Request('http://localhost:3000/api/orders', { headers });

describe('clientKey', () => {
  it('is the address our server set, never X-Forwarded-For, when no proxy is trusted', () => {
    expect(clientKey(req({ [CLIENT_ADDRESS_HEADER]: '192.0.2.1', 'x-forwarded-for': '6.6.6.6' }), 0)).toBe(
      '192.0.2.1',
    );
    expect(clientKey(req({ 'x-forwarded-for': '6.6.6.6' }), 0)).toBe(LOCAL_CLIENT);
    expect(clientKey(req({}), 0)).toBe('local');
  });

  it('is the Nth X-Forwarded-For entry from the right behind N trusted proxies', () => {
    const xff = { [CLIENT_ADDRESS_HEADER]: '10.0.0.9', 'x-forwarded-for': 'forged, 203.0.113.5 ,10.0.0.2' };
    expect(clientKey(req(xff), 1)).toBe('10.0.0.2');
    expect(clientKey(req(xff), 2)).toBe('203.0.113.5');
    expect(clientKey(req(xff), 3)).toBe('forged');
    // fewer entries than trusted hops: the request bypassed a proxy; key it by its socket
    expect(clientKey(req(xff), 4)).toBe('10.0.0.9');
    expect(clientKey(req({ [CLIENT_ADDRESS_HEADER]: '10.0.0.9' }), 1)).toBe('10.0.0.9');
  });

  it('bounds the key length', () => {
    expect(clientKey(req({ [CLIENT_ADDRESS_HEADER]: 'a'.repeat(500) }), 0)).toHaveLength(64);
  });
});
