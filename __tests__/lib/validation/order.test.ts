import type { OrderRequest } from '@/lib/order/contract';
import { FULFILMENT_REQUIRED_MESSAGE } from '@/lib/fulfilment/kinds';
import {
  earlierOrderRequestSchema,
  errorReportRequestSchema,
  orderRequestSchema,
  updateRequestSchema,
  validateBody,
} from '@/lib/validation/order';
import { loadPhoneLibrary } from '@/lib/validation/phone';

// the relay loads the phone library before it validates (app/api/orders/route.ts)
beforeAll(() => loadPhoneLibrary());

function validOrder(): OrderRequest {
  return {
    customer: {
      name: 'Jane Doe',
      email: 'jane@example.com',
      phone: '+14155552671',
      address: '1 Market St',
      city: 'San Francisco',
      zipCode: '94110',
    },
    paymentMethod: 'card',
    card: { brand: 'Visa', last4: '4242', expiry: '12/28', name: 'Jane Doe', zipCode: '94110' },
    newsletter: true,
    items: [{ productId: 68, size: '3.5g', quantity: 1 }],
    idempotencyKey: 'key-12345678',
    // the medical policy asks every order for the patient's recommendation (issue 26.4)
    patient: { recommendationNumber: 'REC-1', expires: '2099-12-31', issuer: 'Dr. Example, MD' },
    // every order names delivery or pickup and a slot (issue 25)
    fulfilment: { kind: 'pickup', slotStart: '2026-12-01T19:00:00.000Z' },
  };
}

function fieldsOf(body: unknown): Record<string, string> {
  const result = validateBody(orderRequestSchema, body);
  return result.ok ? {} : result.fields;
}

describe('orderRequestSchema', () => {
  it('accepts a valid card order and a valid non-card order', () => {
    expect(validateBody(orderRequestSchema, validOrder())).toEqual({ ok: true, value: validOrder() });
    const cash = { ...validOrder(), paymentMethod: 'cashapp', card: null };
    expect(validateBody(orderRequestSchema, cash)).toEqual({ ok: true, value: cash });
  });

  it('trims customer strings and sizes', () => {
    const body = validOrder();
    body.customer.name = '  Jane Doe  ';
    body.items[0]!.size = ' 3.5g ';
    const result = validateBody(orderRequestSchema, body);
    expect(result.ok && result.value.customer.name).toBe('Jane Doe');
    expect(result.ok && result.value.items[0]?.size).toBe('3.5g');
  });

  it.each<[string, (b: Record<string, unknown>) => void, Record<string, string>]>([
    [
      'a price on a line',
      (b) => Object.assign((b.items as object[])[0]!, { price: 1 }),
      { 'items[0].price': 'Unknown field' },
    ],
    ['a total at top level', (b) => (b.total = 1), { total: 'Unknown field' }],
    [
      'a card number at top level',
      (b) => (b.cardNumber = '4242424242424242'),
      { cardNumber: 'Unknown field' },
    ],
    [
      'a cvv inside card',
      (b) => Object.assign(b.card as object, { cvv: '123' }),
      { 'card.cvv': 'Unknown field' },
    ],
    [
      'a field inside customer',
      (b) => Object.assign(b.customer as object, { ssn: 'x' }),
      { 'customer.ssn': 'Unknown field' },
    ],
    [
      'a quantity as a string',
      (b) => Object.assign((b.items as object[])[0]!, { quantity: '2' }),
      { 'items[0].quantity': 'Quantity must be a number' },
    ],
    [
      'a quantity of 0',
      (b) => Object.assign((b.items as object[])[0]!, { quantity: 0 }),
      { 'items[0].quantity': 'Quantity must be at least 1' },
    ],
    [
      'a quantity of 100',
      (b) => Object.assign((b.items as object[])[0]!, { quantity: 100 }),
      { 'items[0].quantity': 'Quantity must be at most 99' },
    ],
    [
      'a fractional quantity',
      (b) => Object.assign((b.items as object[])[0]!, { quantity: 1.5 }),
      { 'items[0].quantity': 'Quantity must be a whole number' },
    ],
    [
      'a product id as a string',
      (b) => Object.assign((b.items as object[])[0]!, { productId: '68' }),
      { 'items[0].productId': 'Product id must be a number' },
    ],
    ['no items', (b) => (b.items = []), { items: 'Your cart is empty' }],
    [
      '51 lines',
      (b) => (b.items = Array.from({ length: 51 }, () => ({ productId: 68, size: '1g', quantity: 1 }))),
      { items: 'At most 50 lines per order' },
    ],
    ['items as an object', (b) => (b.items = {}), { items: 'Items must be a list' }],
    [
      'a newsletter string',
      (b) => (b.newsletter = 'true'),
      { newsletter: 'Newsletter must be true or false' },
    ],
    ['no newsletter', (b) => delete b.newsletter, { newsletter: 'Newsletter is required' }],
    ['an unknown method', (b) => (b.paymentMethod = 'barter'), { paymentMethod: 'Unknown payment method' }],
    ['a card order without card', (b) => (b.card = null), { card: 'Please provide your card details' }],
    ['a missing card', (b) => delete b.card, { card: 'Card must be given (null when not paying by card)' }],
    [
      'a short key',
      (b) => (b.idempotencyKey = 'short'),
      { idempotencyKey: 'Idempotency key must be 8 to 64 characters' },
    ],
    [
      'a long key',
      (b) => (b.idempotencyKey = 'k'.repeat(65)),
      { idempotencyKey: 'Idempotency key must be 8 to 64 characters' },
    ],
    ['no customer', (b) => delete b.customer, { customer: 'Customer details are required' }],
    ['a customer array', (b) => (b.customer = []), { customer: expect.any(String) as unknown as string }],
  ])('refuses %s', (_name, mutate, fields) => {
    const body = validOrder() as unknown as Record<string, unknown>;
    mutate(body);
    expect(fieldsOf(body)).toEqual(fields);
  });

  it('refuses a card summary on a non-card order', () => {
    expect(fieldsOf({ ...validOrder(), paymentMethod: 'venmo' })).toEqual({
      card: 'Card details must be null unless paying by card',
    });
  });

  it('catches a JSON __proto__ key at any level', () => {
    const text = JSON.stringify(validOrder()).replace(
      '"name":"Jane Doe"',
      '"__proto__":{"name":"x"},"name":"Jane Doe"',
    );
    expect(fieldsOf(JSON.parse(text))).toEqual({ 'customer.__proto__': 'Unknown field' });
    expect(fieldsOf(JSON.parse('{"__proto__":{"admin":true}}'))).toMatchObject({
      __proto__: 'Unknown field',
    });
    const top = fieldsOf(JSON.parse(`{"__proto__":{"customer":{}},${JSON.stringify(validOrder()).slice(1)}`));
    expect(Object.keys(top)).toEqual(['__proto__']);
    expect(({} as Record<string, unknown>).admin).toBeUndefined();
  });

  it('answers non-objects without throwing', () => {
    for (const body of [null, 1, 'x', [], true, undefined]) {
      const result = validateBody(orderRequestSchema, body);
      expect(result.ok).toBe(false);
    }
  });

  it('lists several problems at once, with paths', () => {
    const body = validOrder() as unknown as Record<string, unknown>;
    (body.customer as Record<string, unknown>).email = 'nope';
    (body.items as Record<string, unknown>[]).push({ productId: 1, size: '', quantity: 1, price: 2 });
    expect(fieldsOf(body)).toEqual({
      'customer.email': 'Please enter a valid email address',
      'items[1].size': 'Size is required',
      'items[1].price': 'Unknown field',
    });
  });

  it('refuses a body that names neither delivery nor pickup, on fulfilment (issue 25)', () => {
    const { fulfilment: _none, ...body } = validOrder();
    expect(fieldsOf(body)).toEqual({ fulfilment: FULFILMENT_REQUIRED_MESSAGE });
    expect(fieldsOf({ ...body, fulfilment: null })).toEqual({ fulfilment: FULFILMENT_REQUIRED_MESSAGE });
    // only a replayed key stored before the rule is read without it (lib/relay/earlierBody.ts)
    expect(validateBody(earlierOrderRequestSchema, body).ok).toBe(true);
  });
});

describe('updateRequestSchema', () => {
  const valid = { token: 'abc.def', status: 'processing', timeRemaining: 600 };
  it('accepts every client status', () => {
    for (const status of ['processing', 'timeout', 'error']) {
      expect(validateBody(updateRequestSchema, { ...valid, status }).ok).toBe(true);
    }
  });
  it.each([
    [{ status: 'success' }, { status: 'Status must be processing, timeout or error' }],
    [{ timeRemaining: 901 }, { timeRemaining: 'Time remaining must be at most 900' }],
    [{ timeRemaining: -1 }, { timeRemaining: 'Time remaining must be at least 0' }],
    [{ timeRemaining: '5' }, { timeRemaining: 'Time remaining must be a number' }],
    [{ token: '' }, { token: 'Token is required' }],
    [{ orderNumber: 'X' }, { orderNumber: 'Unknown field' }],
  ])('refuses %p', (patch, fields) => {
    expect(validateBody(updateRequestSchema, { ...valid, ...patch })).toEqual({ ok: false, fields });
  });
});

describe('errorReportRequestSchema', () => {
  it('accepts 1..1000 characters, trimmed', () => {
    expect(validateBody(errorReportRequestSchema, { token: 't', errorMessage: ' boom ' })).toEqual({
      ok: true,
      value: { token: 't', errorMessage: 'boom' },
    });
    expect(validateBody(errorReportRequestSchema, { token: 't', errorMessage: 'x'.repeat(1000) }).ok).toBe(
      true,
    );
  });
  it('refuses empty, too long and extra fields', () => {
    expect(validateBody(errorReportRequestSchema, { token: 't', errorMessage: '  ' })).toEqual({
      ok: false,
      fields: { errorMessage: 'Error message is required' },
    });
    expect(validateBody(errorReportRequestSchema, { token: 't', errorMessage: 'x'.repeat(1001) }).ok).toBe(
      false,
    );
    expect(validateBody(errorReportRequestSchema, { token: 't', errorMessage: 'x', customer: {} })).toEqual({
      ok: false,
      fields: { customer: 'Unknown field' },
    });
  });
});
