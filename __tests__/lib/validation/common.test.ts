// Issue 33.6: every text field of every shared schema is well-formed UTF-16, and the form shows the relay's message.
import { customerSchemaErrors } from '@/lib/checkout/customerChecks';
import { cardNameError } from '@/lib/validation/card';
import { exactText, plainText, trimmedText } from '@/lib/validation/common';
import {
  errorReportRequestSchema,
  orderRequestSchema,
  paymentStatusRequestSchema,
  updateRequestSchema,
  validateBody,
} from '@/lib/validation/order';
import {
  noteSchema,
  queueSchema,
  signInSchema,
  stateChangeSchema,
  statusSchema,
} from '@/lib/validation/staff';
import { notWellFormedMessage } from '@/lib/validation/text';
import { loadPhoneLibrary } from '@/lib/validation/phone';

// the relay loads the phone library before it validates (app/api/orders/route.ts)
beforeAll(() => loadPhoneLibrary());

const LONE = '\ud800';
const broken = (text: string) => `${text}${LONE}`;

const jane = {
  name: 'Jane Doe',
  email: 'jane@example.com',
  phone: '(415) 555-2671',
  address: '1 Market St',
  city: 'San Francisco',
  zipCode: '94110',
};

describe('the well-formed rule of trimmedText, exactText and plainText', () => {
  it('refuses a lone surrogate with the label when there is one, and takes whole pairs', () => {
    expect(() => trimmedText('x').validateSync(broken('a'))).toThrow(notWellFormedMessage('This field'));
    expect(() => exactText('x').validateSync(broken('a'))).toThrow(notWellFormedMessage('This field'));
    expect(() => plainText(trimmedText('x'), { label: 'City' }).validateSync(broken('Oakland'))).toThrow(
      notWellFormedMessage('City'),
    );
    expect(trimmedText('x').validateSync(' leaf \ud83c\udf3f ')).toBe('leaf \ud83c\udf3f');
    // absent and wrongly typed values keep their own messages
    expect(trimmedText('x').validateSync(undefined)).toBeUndefined();
    expect(() => exactText('Must be text').validateSync(1)).toThrow('Must be text');
  });
});

describe('every relay body refuses a lone surrogate in any text field, on that field', () => {
  const order = {
    customer: jane,
    paymentMethod: 'card',
    card: { brand: 'Visa', last4: '4242', expiry: '12/28', name: 'Jane Doe', zipCode: '94110' },
    newsletter: false,
    items: [{ productId: 68, size: '3.5g', quantity: 1 }],
    idempotencyKey: 'key-12345678',
    fulfilment: { kind: 'pickup', slotStart: '2026-12-01T19:00:00.000Z' },
  };
  const set = (path: string, value: string): unknown => {
    const body = structuredClone(order) as Record<string, unknown>;
    const keys = path.split('.');
    let target = body;
    for (const key of keys.slice(0, -1)) target = target[key] as Record<string, unknown>;
    target[keys.at(-1)!] = value;
    return body;
  };

  it.each([
    ...Object.keys(jane).map((k) => `customer.${k}`),
    'card.name',
    'card.zipCode',
    'card.expiry',
    'card.last4',
    'idempotencyKey',
    'fulfilment.slotStart',
  ])('an order: %s', (path) => {
    const body = set(path, broken('x'));
    const result = validateBody(orderRequestSchema, body);
    expect(result.ok).toBe(false);
    expect(result.ok || result.fields[path]).toMatch(/has a broken character/);
  });

  it.each([
    ['update', updateRequestSchema, { token: broken('t'), status: 'error', timeRemaining: 0 }, 'token'],
    [
      'error report',
      errorReportRequestSchema,
      { token: 't', errorMessage: broken('It froze') },
      'errorMessage',
    ],
    ['payment status', paymentStatusRequestSchema, { token: broken('t') }, 'token'],
    ['sign-in name', signInSchema, { name: broken('alice'), password: 'pw' }, 'name'],
    ['sign-in password', signInSchema, { name: 'alice', password: broken('pw') }, 'password'],
    ['queue search', queueSchema, { q: broken('Jane') }, 'q'],
    ['state note', stateChangeSchema, { to: 'contacted', note: broken('Called') }, 'note'],
    ['note', noteSchema, { note: broken('Called') }, 'note'],
    ['status tokens', statusSchema, { tokens: ['ok', broken('t')] }, 'tokens[1]'],
  ] as const)('%s', (_name, schema, body, path) => {
    const result = validateBody(schema as Parameters<typeof validateBody>[0], body);
    expect(result.ok).toBe(false);
    expect(result.ok || result.fields[path]).toMatch(/has a broken character/);
  });
});

describe('the browser shows the same message on the field', () => {
  it('the patient fields, as the relay answers them', async () => {
    expect(await customerSchemaErrors({ ...jane, name: 'Patient \udfff Zero' })).toEqual({
      name: notWellFormedMessage('Full Name'),
    });
    expect(await customerSchemaErrors({ ...jane, address: broken('1 Market St') })).toEqual({
      address: notWellFormedMessage('Street Address'),
    });
  });

  it('the cardholder name of the card form', () => {
    expect(cardNameError(broken('Jane Doe'))).toBe(notWellFormedMessage('Cardholder name'));
  });
});
