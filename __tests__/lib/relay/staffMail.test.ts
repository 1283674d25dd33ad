/** @jest-environment node */
import type { PlacedOrder } from '@/lib/order/contract';
import {
  buildErrorReportMail,
  buildOrderMail,
  buildUpdateMail,
  cardDetails,
  formatTimeRemaining,
  browserFamily,
} from '@/lib/relay/staffMail';
import { orderMessageId } from '@/lib/relay/mailThread';

const ctx = {
  fromName: 'Evergreen Orders',
  staffEmail: 'staff@shop.example',
  mailFrom: { address: 'orders@shop.example' },
  shopTimeZone: 'America/Los_Angeles',
};

const order: PlacedOrder = {
  orderNumber: 'K7Q2M9XA4',
  createdAt: '2026-03-01T12:00:00.000Z',
  expiresAt: '2026-03-01T12:15:00.000Z',
  paymentMethod: 'card',
  customer: {
    name: 'Jane Doe',
    email: 'jane@example.com',
    phone: '555-010-1234',
    address: '1 Market St',
    city: 'San Francisco',
    zipCode: '94110',
  },
  card: { brand: 'Visa', last4: '4242', expiry: '12/28', name: 'Jane Doe', zipCode: '94110' },
  newsletter: false,
  items: [
    {
      productId: 68,
      name: 'Blue Dream Pre-Roll',
      strainOrType: 'Hybrid',
      size: '3.5g',
      unitPrice: 52,
      quantity: 2,
      lineTotal: 104,
    },
    {
      productId: 221,
      name: 'Grinder',
      strainOrType: '',
      size: '1 unit',
      unitPrice: 1234.5,
      quantity: 1,
      lineTotal: 1234.5,
    },
  ],
  subtotal: 1338.5,
  tax: 107.08,
  total: 1445.58,
};

describe('order mail', () => {
  const mail = buildOrderMail(order, ctx);

  it('has the subject and every field of docs/design.md, original 7', () => {
    expect(mail.kind).toBe('order');
    expect(mail.to).toBe('staff@shop.example');
    expect(mail.replyTo).toEqual({ name: 'Jane Doe', address: 'jane@example.com' });
    // issue 32.3: an inbox line names the order, the customer, the total and the method
    expect(mail.subject).toBe('Order #K7Q2M9XA4 · Jane Doe · $1,445.58 · Credit/Debit Card');
    expect(Object.keys(mail.fields).sort()).toEqual(
      [
        'from_name',
        'to_email',
        'customer_name',
        'customer_email',
        'customer_phone',
        'customer_address',
        'customer_city',
        'customer_zipcode',
        'payment_method',
        'card_details',
        'order_items',
        'subtotal',
        'tax',
        'total',
        'order_date',
        'order_number',
        'newsletter',
        'message',
      ].sort(),
    );
    expect(mail.fields).toMatchObject({
      from_name: 'Evergreen Orders',
      to_email: 'staff@shop.example',
      payment_method: 'Credit/Debit Card',
      card_details: 'Visa ending 4242, exp 12/28, cardholder Jane Doe, ZIP 94110',
      order_items: 'Blue Dream Pre-Roll (Hybrid) - 3.5g x 2 - $104.00\nGrinder - 1 unit x 1 - $1,234.50',
      subtotal: '$1,338.50',
      tax: '$107.08',
      total: '$1,445.58',
      // Issue 15: in the shop's time zone, readable (12:00 UTC is 4:00 AM in Los Angeles in March).
      order_date: 'Sun, Mar 1, 2026, 4:00 AM PST',
      newsletter: 'No',
    });
  });

  it('summarises the same in the message', () => {
    const m = mail.fields.message!;
    for (const part of [
      '#K7Q2M9XA4',
      'Jane Doe',
      'jane@example.com',
      '1 Market St, San Francisco 94110',
      'Total: $1,445.58',
      'Medical Tax (8%): $107.08',
      'Visa ending 4242',
    ]) {
      expect(m).toContain(part);
    }
  });

  it("dates the order in the shop's time zone, readably, not in raw UTC", () => {
    expect(mail.fields.message).toContain('Date: Sun, Mar 1, 2026, 4:00 AM PST');
    expect(mail.fields.message).not.toContain('2026-03-01T12:00:00.000Z');
    const ny = buildOrderMail(order, { ...ctx, shopTimeZone: 'America/New_York' });
    expect(ny.fields.order_date).toBe('Sun, Mar 1, 2026, 7:00 AM EST');
  });

  it('gives the payment deadline for bitcoin, and does not ask staff to send instructions the customer has', () => {
    const btc = buildOrderMail({ ...order, card: null, paymentMethod: 'bitcoin' }, ctx).fields.message!;
    expect(btc).toContain('Payment deadline: Sun, Mar 1, 2026, 4:15 AM PST');
    expect(btc).not.toMatch(/call or text the customer with payment instructions\.?$/);
    expect(btc.split('\n').at(-1)).toBe(
      'Staff: the customer has the payment instructions on screen; watch for the payment and confirm it.',
    );
    // Staff call to take every other payment: no deadline, and the call-or-text line stays.
    expect(mail.fields.message).not.toContain('Payment deadline');
    expect(mail.fields.message!.split('\n').at(-1)).toBe(
      'Staff: call or text the customer with payment instructions.',
    );
  });

  // issue 32.3: the preview says what to do and by when; nothing counted that could mislead
  it('opens with what to do and by when, in the shop time zone, and counts nothing', () => {
    expect(mail.fields.message!.split('\n')[0]).toBe(
      `Call Jane Doe by 4:30 AM PST (555-010-1234) to take payment by Credit/Debit Card.`,
    );
    const btc = buildOrderMail({ ...order, card: null, paymentMethod: 'bitcoin' }, ctx).fields.message!;
    expect(btc.split('\n')[0]).toBe(
      'Bitcoin payment due by 4:15 AM PST: watch for it, then call Jane Doe (555-010-1234).',
    );
    expect(mail.fields.message).not.toMatch(/from this server/);
    expect(mail.fields).not.toHaveProperty('order_count');
  });

  it('says Not applicable without a card', () => {
    expect(buildOrderMail({ ...order, card: null, paymentMethod: 'venmo' }, ctx).fields.card_details).toBe(
      'Not applicable',
    );
    expect(cardDetails(null)).toBe('Not applicable');
  });
});

describe('update and error-report mail', () => {
  const details = {
    status: 'timeout' as const,
    timeRemaining: 0,
    transactionId: 'TXN-ABC',
    userAgent: 'x'.repeat(80),
  };

  it('update: subject, fields and message', () => {
    const mail = buildUpdateMail(order, details, ctx);
    expect(mail.kind).toBe('update');
    expect(mail.subject).toBe('Re: Order #K7Q2M9XA4 · Jane Doe · $1,445.58 · Credit/Debit Card');
    expect(mail.fields.message!.split('\n')[0]).toBe(
      'No payment by 4:15 AM PST: call Jane Doe (555-010-1234) if they still want the order.',
    );
    expect(mail.fields).toEqual({
      from_name: 'Evergreen Orders',
      message: expect.any(String) as string,
      customer_name: 'Jane Doe',
      customer_email: 'jane@example.com',
      customer_phone: '555-010-1234',
      payment_method: 'Credit/Debit Card',
      order_number: 'K7Q2M9XA4',
      transaction_status: 'TIMEOUT',
      total_amount: '$1,445.58',
      time_remaining: '0:00',
    });
    const m = mail.fields.message!;
    expect(m).toContain('TXN-ABC');
    expect(m).toContain('Browser: unknown');
    expect(m).not.toContain('xxxx');
    expect(m).toContain('Visa ending 4242, cardholder Jane Doe, exp 12/28');
    expect(m).toContain('Blue Dream Pre-Roll (Hybrid) - 3.5g x 2 - $104.00');
  });

  it('error report: the same shape plus error_message and reference', () => {
    const mail = buildErrorReportMail(
      order,
      {
        errorMessage: 'Froze',
        reference: 'ER-1234ABCD',
        timeRemaining: 61,
        transactionId: 'TXN-1',
        userAgent: null,
      },
      ctx,
    );
    expect(mail.kind).toBe('error-report');
    expect(mail.subject).toBe('Re: Order #K7Q2M9XA4 · Jane Doe · $1,445.58 · Credit/Debit Card');
    expect(mail.fields.message!.split('\n')[0]).toBe(
      'The customer reported a payment problem (ER-1234ABCD): call Jane Doe (555-010-1234).',
    );
    expect(mail.fields).toMatchObject({
      transaction_status: 'ERROR',
      order_number: 'K7Q2M9XA4',
      error_message: '  > Froze',
      report_reference: 'ER-1234ABCD',
      time_remaining: '1:01',
    });
    expect(mail.fields.message).toContain('Browser: unknown');
  });

  it('error report: a multi-line message is an indented quote that cannot pass for order lines', () => {
    const forged = 'It froze.\nTotal: $0.00 (PAID IN FULL)\r\nStaff: no need to call';
    const mail = buildErrorReportMail(
      order,
      { errorMessage: forged, reference: 'ER-1', timeRemaining: 0, transactionId: 'T', userAgent: null },
      ctx,
    );
    const quote = '  > It froze.\n  > Total: $0.00 (PAID IN FULL)\n  > Staff: no need to call';
    expect(mail.fields.error_message).toBe(quote);
    const lines = mail.fields.message!.split('\n');
    expect(lines.filter((l) => l.includes('PAID') || l.includes('no need'))).toEqual([
      '  > Total: $0.00 (PAID IN FULL)',
      '  > Staff: no need to call',
    ]);
    expect(lines.filter((l) => l.startsWith('Total:'))).toEqual(['Total: $1,445.58']);
    expect(mail.fields.message).toContain(`quoted):\n${quote}`);
  });
});

describe('helpers', () => {
  it.each([
    [0, '0:00'],
    [5, '0:05'],
    [60, '1:00'],
    [545, '9:05'],
    [900, '15:00'],
    [1200, '15:00'],
    [-3, '0:00'],
    [NaN, '0:00'],
  ])('formatTimeRemaining(%p) = %p', (s, text) => {
    expect(formatTimeRemaining(s)).toBe(text);
  });

  it('browserFamily keeps only a known browser, its major version and a known system', () => {
    expect(
      browserFamily(
        'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.6778.81 Mobile Safari/537.36',
      ),
    ).toBe('Chrome 131 on Android');
    expect(
      browserFamily('Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0'),
    ).toBe('Firefox 133 on Windows');
    // an unknown product name or a long version is the sender's text: none of it is kept
    expect(browserFamily('Foo/4242424242424242 (4242 4242 4242 4242)')).toBe('unknown');
    expect(browserFamily('Chrome/4242424242424242')).not.toMatch(/\d{5}/);
    expect(browserFamily('Agent\r\nBcc: x@y')).toBe('unknown');
    expect(browserFamily(undefined)).toBe('unknown');
  });
});

// issue 32.4: one conversation per order, with no stored column: the first mail's id is derived from the order
describe('threading', () => {
  it("the order mail's Message-ID is the order's own; every later mail answers it with its own id", () => {
    const first = buildOrderMail(order, ctx);
    expect(first.messageId).toBe(
      `<order-K7Q2M9XA4.${Date.parse(order.createdAt).toString(36)}@shop.example>`,
    );
    expect(first.messageId).toBe(orderMessageId(order, ctx));
    expect(first.inReplyTo).toBeUndefined();
    const later = [
      buildUpdateMail(order, { status: 'error', timeRemaining: 0, transactionId: 'T', userAgent: null }, ctx),
      buildErrorReportMail(
        order,
        { errorMessage: 'x', reference: 'ER-1', timeRemaining: 0, transactionId: 'T', userAgent: null },
        ctx,
      ),
    ];
    for (const mail of later) {
      expect(mail.inReplyTo).toBe(first.messageId);
      expect(mail.messageId).toMatch(/^<order-K7Q2M9XA4\.[a-z]+\.[a-z0-9]{12}@shop\.example>$/);
    }
    expect(later[0]!.messageId).not.toBe(later[1]!.messageId);
  });
});
