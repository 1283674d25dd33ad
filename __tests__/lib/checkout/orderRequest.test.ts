import { bodyFingerprint, buildOrderBody, newIdempotencyKey } from '@/lib/checkout/orderRequest';
import { orderRequestSchema, validateBody } from '@/lib/validation/order';
import { loadPhoneLibrary } from '@/lib/validation/phone';

// the relay loads the phone library before it validates (app/api/orders/route.ts)
beforeAll(() => loadPhoneLibrary());

const customer = {
  name: ' Jane Doe ',
  email: 'jane@example.com ',
  phone: '(415) 555-0100',
  address: '1 Main St',
  city: 'Oakland',
  zipCode: '94110',
};
const card = { brand: 'Visa', last4: '4242', expiry: '12/30', name: 'Jane Doe', zipCode: '94110' } as const;
// the medical policy asks every order for the patient's recommendation (issue 26.4)
const patient = { recommendationNumber: 'REC-1', expires: '2099-12-31', issuer: 'Dr. Example, MD' };
// every order names delivery or pickup and a slot (issue 25)
const fulfilment = { kind: 'pickup', slotStart: '2026-12-01T19:00:00.000Z' } as const;
const lines = [
  { id: 68, size: '3.5g', quantity: 2, name: 'x', price: 52 },
  { id: 1, size: '1g', quantity: 1, name: 'y', price: 17 },
];

describe('buildOrderBody', () => {
  it('sends ids, sizes and quantities (no prices), trimmed details, and a valid body for the relay', () => {
    const body = buildOrderBody({
      customer,
      paymentMethod: 'card',
      card,
      newsletter: true,
      lines,
      patient,
      fulfilment,
    });
    expect(body).toEqual({
      customer: { ...customer, name: 'Jane Doe', email: 'jane@example.com' },
      paymentMethod: 'card',
      card,
      newsletter: true,
      items: [
        { productId: 68, size: '3.5g', quantity: 2 },
        { productId: 1, size: '1g', quantity: 1 },
      ],
      patient,
      fulfilment,
    });
    expect(validateBody(orderRequestSchema, { ...body, idempotencyKey: newIdempotencyKey() }).ok).toBe(true);
  });

  it('sends no card with any other method', () => {
    const body = buildOrderBody({
      customer,
      paymentMethod: 'bitcoin',
      card,
      newsletter: false,
      lines,
      fulfilment,
    });
    expect(body.card).toBeNull();
  });
});

describe('idempotency', () => {
  it('fingerprints equal bodies equally and any change differently', () => {
    const draft = {
      customer,
      paymentMethod: 'venmo' as const,
      card: null,
      newsletter: false,
      lines,
      fulfilment,
    };
    const a = bodyFingerprint(buildOrderBody(draft));
    expect(bodyFingerprint(buildOrderBody({ ...draft }))).toBe(a);
    expect(bodyFingerprint(buildOrderBody({ ...draft, newsletter: true }))).not.toBe(a);
    expect(bodyFingerprint(buildOrderBody({ ...draft, lines: [{ ...lines[0]!, quantity: 3 }] }))).not.toBe(a);
    expect(
      bodyFingerprint(buildOrderBody({ ...draft, customer: { ...customer, city: 'Berkeley' } })),
    ).not.toBe(a);
    expect(
      bodyFingerprint(buildOrderBody({ ...draft, fulfilment: { ...fulfilment, kind: 'delivery' } })),
    ).not.toBe(a);
  });

  it('makes keys the relay accepts, also without randomUUID (plain http)', () => {
    const key = newIdempotencyKey();
    expect(key.length).toBeGreaterThanOrEqual(8);
    expect(key.length).toBeLessThanOrEqual(64);
    expect(newIdempotencyKey()).not.toBe(key);
    const original = crypto.randomUUID;
    Object.defineProperty(crypto, 'randomUUID', { value: undefined, configurable: true, writable: true });
    try {
      expect(newIdempotencyKey()).toMatch(/^[0-9a-f]{32}$/);
    } finally {
      Object.defineProperty(crypto, 'randomUUID', { value: original, configurable: true, writable: true });
    }
  });
});
