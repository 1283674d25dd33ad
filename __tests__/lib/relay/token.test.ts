/** @jest-environment node */
import { getAllProducts } from '@/lib/catalogue/products';
import { MAX_BODY_BYTES } from '@/lib/order/bodyLimit';
import type { OrderRequest } from '@/lib/order/contract';
import { MAX_ORDER_LINES } from '@/lib/order/rules';
import { toPlacedOrder } from '@/lib/relay/placedOrder';
import { STATUS_TOKEN_PATTERN } from '@/lib/order/contract';
import {
  TOKEN_TTL_MS,
  signOrderToken,
  signStatusToken,
  verifyOrderToken,
  verifyStatusToken,
} from '@/lib/relay/token';
import { CARD, cardOrderBody, orderBody, orderFacts } from '../../mocks/relay';

const SECRET = 'unit-test-secret-with-enough-length-000000';
const NOW = Date.parse('2026-03-01T12:00:00.000Z');

const placed = (request: OrderRequest) => toPlacedOrder(orderFacts(request, 'TOKEN0001', NOW));

describe('order tokens', () => {
  it('round-trips the whole order', () => {
    for (const request of [
      orderBody(),
      cardOrderBody({
        newsletter: true,
        items: [
          { productId: 101, size: '1g', quantity: 7 },
          { productId: 41, size: '28g', quantity: 99 },
          { productId: 221, size: '1 unit', quantity: 1 },
        ],
      }),
    ]) {
      const order = placed(request);
      const token = signOrderToken(order, SECRET, NOW + TOKEN_TTL_MS);
      expect(verifyOrderToken(token, SECRET, NOW + 1000)).toEqual(order);
    }
  });

  it('is refused after it expires, or with another secret', () => {
    const order = placed(orderBody());
    const token = signOrderToken(order, SECRET, NOW + TOKEN_TTL_MS);
    expect(verifyOrderToken(token, SECRET, NOW + TOKEN_TTL_MS - 1)).not.toBeNull();
    expect(verifyOrderToken(token, SECRET, NOW + TOKEN_TTL_MS)).toBeNull();
    expect(verifyOrderToken(token, `${SECRET}x`, NOW)).toBeNull();
  });

  it('is refused when any single character changes', () => {
    const token = signOrderToken(placed(cardOrderBody()), SECRET, NOW + TOKEN_TTL_MS);
    const alphabet = 'AZaz09-_.';
    for (let i = 0; i < token.length; i += 1) {
      for (const c of alphabet) {
        if (c === token[i]) continue;
        const changed = token.slice(0, i) + c + token.slice(i + 1);
        if (verifyOrderToken(changed, SECRET, NOW) !== null)
          throw new Error(`accepted a change at ${i} to ${c}`);
      }
    }
  });

  it('refuses a re-signed payload it did not make, and garbage', () => {
    expect(verifyOrderToken('', SECRET, NOW)).toBeNull();
    expect(verifyOrderToken('.', SECRET, NOW)).toBeNull();
    expect(verifyOrderToken('a.b.c', SECRET, NOW)).toBeNull();
    expect(verifyOrderToken('e30.e30', SECRET, NOW)).toBeNull();
    expect(verifyOrderToken('ä.ö', SECRET, NOW)).toBeNull();
    // a valid HMAC over a payload of another shape
    const other = signOrderToken(placed(orderBody()), SECRET, NOW + TOKEN_TTL_MS);
    const [, sig] = other.split('.');
    expect(verifyOrderToken(`e30.${sig}`, SECRET, NOW)).toBeNull();
  });

  it('keeps a worst-case order small enough for the 16 KB bodies that carry it', () => {
    const longest = [...getAllProducts()]
      .flatMap((p) =>
        p.variations.map((v) => ({ productId: p.id, size: v.size, quantity: 99, len: p.name.length })),
      )
      .sort((a, b) => b.len - a.len)
      .slice(0, MAX_ORDER_LINES)
      .map(({ productId, size, quantity }) => ({ productId, size, quantity }));
    const wide = '€'; // 3 bytes in UTF-8
    const request = cardOrderBody({
      customer: {
        name: wide.repeat(100),
        email: `${'a'.repeat(240)}@example.com`,
        phone: wide.repeat(30),
        address: wide.repeat(200),
        city: wide.repeat(100),
        zipCode: '94110-1234',
      },
      card: { ...CARD, name: wide.repeat(100) },
      items: longest,
    });
    const token = signOrderToken(placed(request), SECRET, NOW + TOKEN_TTL_MS);
    const reportBody = JSON.stringify({ token, errorMessage: wide.repeat(1000) });
    expect(Buffer.byteLength(reportBody)).toBeLessThanOrEqual(MAX_BODY_BYTES);
    expect(verifyOrderToken(token, SECRET, NOW)?.items).toHaveLength(MAX_ORDER_LINES);
  });
});

describe('status tokens', () => {
  it('name their order, have the shape the browser checks, and verify only with their secret', () => {
    const token = signStatusToken('K7Q2M9XA4', SECRET);
    expect(token).toMatch(STATUS_TOKEN_PATTERN);
    expect(verifyStatusToken(token, SECRET)).toBe('K7Q2M9XA4');
    expect(verifyStatusToken(token, `${SECRET}-other`)).toBeNull();
  });

  it('refuse another order number, a tampered signature and malformed tokens', () => {
    const token = signStatusToken('K7Q2M9XA4', SECRET);
    const signature = token.split('.')[2]!;
    expect(verifyStatusToken(`s1.K7Q2M9XA5.${signature}`, SECRET)).toBeNull();
    expect(verifyStatusToken(`${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`, SECRET)).toBeNull();
    for (const bad of [`s2.K7Q2M9XA4.${signature}`, `s1.k7q2m9xa4.${signature}`, `${token}.x`, 's1..', '']) {
      expect(verifyStatusToken(bad, SECRET)).toBeNull();
    }
  });
});
