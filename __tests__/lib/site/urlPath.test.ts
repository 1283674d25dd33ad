/** @jest-environment node */
// The path check of scripts/server.mjs (issue 33.7): a path whose percent-encoding does not decode is refused
// before Next, which answers it with a bare 500.
import { decodedOrNull, isWellFormedPath } from '@/lib/site/urlPath.mjs';

// a lone or short `%`, no hex, a truncated or overlong sequence, an encoded surrogate, past U+10FFFF, no UTF-8 lead
const MALFORMED = [
  '%',
  '%%',
  '%2',
  '%zz',
  '%E0',
  '%E0%A4%A',
  '%E0%A4',
  '%C0%80',
  '%C1%BF',
  '%ED%A0%80',
  '%ED%BF%BF',
  '%F4%90%80%80',
  '%F8%88%80%80%80',
  '%FF',
  '%80',
];

describe('decodedOrNull', () => {
  it('decodes well-formed escapes, UTF-8 included', () => {
    expect(decodedOrNull('%37TNPM91OR')).toBe('7TNPM91OR');
    expect(decodedOrNull('caf%C3%A9%20%E2%82%AC%F0%9F%8C%BF')).toBe('café €🌿');
    expect(decodedOrNull('%2525')).toBe('%25');
    expect(decodedOrNull('plain')).toBe('plain');
  });

  it.each(MALFORMED)('answers null for %s instead of throwing', (text) => {
    expect(() => decodeURIComponent(text)).toThrow(URIError);
    expect(decodedOrNull(text)).toBeNull();
    expect(decodedOrNull(`/products/${text}/x`)).toBeNull();
  });
});

describe('isWellFormedPath', () => {
  it.each(['/', '/products/68', '/products/%36%38', '/staff/orders/%25E0', '/x%2Fy', '/caf%C3%A9', '/%00'])(
    'takes %s',
    (path) => {
      expect(isWellFormedPath(path)).toBe(true);
    },
  );

  it.each(MALFORMED.flatMap((bad) => [`/${bad}`, `/products/${bad}`, `/api/staff/orders/${bad}/note`]))(
    'refuses %s',
    (path) => {
      expect(isWellFormedPath(path)).toBe(false);
      expect(isWellFormedPath(`${path}?category=edibles`)).toBe(false);
    },
  );

  it('leaves the query to the lenient parser: only the path is checked', () => {
    expect(isWellFormedPath('/products?category=%E0')).toBe(true);
    expect(isWellFormedPath('/?q=%')).toBe(true);
  });

  it('refuses a target that is no path (asterisk or absolute form)', () => {
    expect(isWellFormedPath('*')).toBe(false);
    expect(isWellFormedPath('')).toBe(false);
    expect(isWellFormedPath('http://127.0.0.1/products')).toBe(false);
  });
});
