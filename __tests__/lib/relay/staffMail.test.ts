/** @jest-environment node */
// The staff mail kinds (issue 32.5, 32.6): one document per mail, its text the web form service's `message`.
import type { PlacedOrder } from '@/lib/order/contract';
import { shopIdentity } from '@/lib/config/shopIdentity';
import type { Mail } from '@/lib/mail/types';
import { browserFamily, cardDetails, formatTimeRemaining } from '@/lib/relay/mail/common';
import { buildOrderMail } from '@/lib/relay/mail/orderMail';
import { buildErrorReportMail, buildUpdateMail } from '@/lib/relay/mail/updateMail';
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

/** The section of a mail's document with this id. */
const section = (mail: Mail, id: string) => mail.doc!.sections.find((s) => s.id === id);

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
      order_items:
        '2 x Blue Dream Pre-Roll (Hybrid), 3.5g: $52.00 each, $104.00\n1 x Grinder, 1 unit: $1,234.50 each, $1,234.50',
      subtotal: '$1,338.50',
      tax: '$107.08',
      total: '$1,445.58',
      // Issue 15: in the shop's time zone, readable (12:00 UTC is 4:00 AM in Los Angeles in March).
      order_date: 'Sun, Mar 1, 2026, 4:00 AM PST',
      newsletter: 'No',
    });
  });

  it("has the issue's sections in its order, the text from the same document", () => {
    expect(mail.doc!.sections.map((s) => s.id)).toEqual([
      'prepare',
      'customer',
      'payment',
      'fulfilment',
      'next',
      'totals',
    ]);
    const m = mail.fields.message!;
    const at = (text: string) => {
      expect(m).toContain(text);
      return m.indexOf(text);
    };
    const order = [
      at('WHAT TO PREPARE\n- 2 x Blue Dream Pre-Roll (Hybrid), 3.5g: $52.00 each, $104.00'),
      at('FOR WHOM\nName: Jane Doe\nPhone: 555-010-1234\nEmail: jane@example.com'),
      at('Address: 1 Market St, San Francisco 94110'),
      at('PAYMENT: UNPAID\nMethod: Credit/Debit Card\nCard: Visa ending 4242'),
      at('HOW IT LEAVES THE SHOP'),
      at('WHAT TO DO NEXT\nCall or text the customer with payment instructions.'),
      at('TOTALS\nSubtotal: $1,338.50\nMedical Tax (8%): $107.08\nTotal: $1,445.58'),
      at('Open on the desk: http://localhost:3000/staff/orders/K7Q2M9XA4'),
      at(`Licence ${shopIdentity.licence.number}`),
    ];
    expect([...order].sort((a, b) => a - b)).toEqual(order);
  });

  it('links the phone and the address, and the desk at the shop address', () => {
    expect(section(mail, 'customer')!.rows).toEqual(
      expect.arrayContaining([
        { label: 'Phone', value: '555-010-1234', href: 'tel:5550101234' },
        { label: 'Email', value: 'jane@example.com', href: 'mailto:jane@example.com' },
      ]),
    );
    expect(mail.doc!.button).toEqual({
      label: 'Open on the desk',
      href: 'http://localhost:3000/staff/orders/K7Q2M9XA4',
    });
  });

  it('ends with the licence, the legal name and the address (issue 34.6)', () => {
    const footer = mail.doc!.footer.join('\n');
    expect(footer).toContain(shopIdentity.legalName);
    expect(footer).toContain(shopIdentity.licence.number);
    expect(footer).toContain(shopIdentity.address.street);
  });

  it("dates the order in the shop's time zone, readably, not in raw UTC", () => {
    expect(mail.fields.message).toContain('Placed: Sun, Mar 1, 2026, 4:00 AM PST');
    expect(mail.fields.message).not.toContain('2026-03-01T12:00:00.000Z');
    const ny = buildOrderMail(order, { ...ctx, shopTimeZone: 'America/New_York' });
    expect(ny.fields.order_date).toBe('Sun, Mar 1, 2026, 7:00 AM EST');
    expect(ny.fields.message).toContain('Call by: Sun, Mar 1, 2026, 7:30 AM EST');
  });

  it('gives the payment deadline for bitcoin, and does not ask staff to send instructions the customer has', () => {
    const btcMail = buildOrderMail({ ...order, card: null, paymentMethod: 'bitcoin' }, ctx);
    const btc = btcMail.fields.message!;
    expect(btc).toContain('PAYMENT: AWAITING BITCOIN');
    expect(btc).toContain('Payment due by: Sun, Mar 1, 2026, 4:15 AM PST');
    expect(btc).not.toMatch(/call or text the customer with payment instructions/i);
    expect(section(btcMail, 'next')!.text).toEqual([
      'The customer has the payment instructions on screen; watch for the payment and confirm it.',
    ]);
    // Staff call to take every other payment: no deadline, a time to call by
    expect(mail.fields.message).not.toContain('Payment due by');
    expect(mail.fields.message).toContain('Call by: Sun, Mar 1, 2026, 4:30 AM PST');
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

  it('says Not applicable without a card, and shows no card line in the mail', () => {
    const venmo = buildOrderMail({ ...order, card: null, paymentMethod: 'venmo' }, ctx);
    expect(venmo.fields.card_details).toBe('Not applicable');
    expect(venmo.fields.message).not.toMatch(/^Card:/m);
    expect(cardDetails(null)).toBe('Not applicable');
  });
});

describe("issue 25.3's delivery or pickup, plugged in as rows", () => {
  const delivery: PlacedOrder = {
    ...order,
    fulfilment: {
      kind: 'delivery',
      slotStart: '2026-03-01T22:00:00.000Z',
      slotEnd: '2026-03-01T23:00:00.000Z',
      zone: 'Midtown',
    },
    deliveryFee: 5,
  };

  it('shows how it leaves the shop, the slot in the shop zone, and the fee as its own total line', () => {
    const mail = buildOrderMail(delivery, ctx);
    expect(mail.subject).toBe(
      'Order #K7Q2M9XA4 · Jane Doe · $1,445.58 · Credit/Debit Card · Delivery Sun, Mar 1, 2:00 PM PST',
    );
    const m = mail.fields.message!;
    expect(m).toContain(
      'HOW IT LEAVES THE SHOP\nDelivery or pickup: Delivery\nDelivery time: Sun, Mar 1, 2:00',
    );
    expect(m).toContain('Deliver to: “1 Market St, San Francisco 94110”');
    expect(m).toContain('Subtotal: $1,338.50\nDelivery fee: $5.00\nMedical Tax (8%): $107.08');
  });

  it('an order placed without a choice says so, and has no fee line', () => {
    const m = buildOrderMail(order, ctx).fields.message!;
    expect(m).toContain('HOW IT LEAVES THE SHOP\nDelivery or pickup: Not chosen: arrange it when you call');
    expect(m).not.toContain('Delivery fee');
  });
});

describe('update and error-report mail', () => {
  const details = {
    status: 'timeout' as const,
    timeRemaining: 0,
    transactionId: 'TXN-ABC',
    userAgent: 'x'.repeat(80),
    at: '2026-03-01T12:20:00.000Z',
  };
  const btcOrder: PlacedOrder = {
    ...order,
    card: null,
    paymentMethod: 'bitcoin',
    bitcoin: {
      address: 'bc1qexample',
      source: 'xpub',
      amountBtc: '0.01650000',
      rateUsd: '87612.12',
      rateAt: '2026-03-01T11:59:00.000Z',
      watched: false,
    },
  };

  it('update: subject, fields and message; bitcoin lines only on a bitcoin order (issue 32.6)', () => {
    const mail = buildUpdateMail(btcOrder, details, ctx);
    expect(mail.kind).toBe('update');
    expect(mail.subject).toBe('Re: Order #K7Q2M9XA4 · Jane Doe · $1,445.58 · Bitcoin');
    expect(mail.fields.message!.split('\n')[0]).toBe(
      'No payment by Sun, Mar 1, 2026, 4:15 AM PST: call Jane Doe (555-010-1234) by 4:50 AM PST if they still want the order.',
    );
    expect(mail.fields).toEqual({
      from_name: 'Evergreen Orders',
      message: expect.any(String) as string,
      customer_name: 'Jane Doe',
      customer_email: 'jane@example.com',
      customer_phone: '555-010-1234',
      payment_method: 'Bitcoin',
      order_number: 'K7Q2M9XA4',
      transaction_status: 'TIMEOUT',
      total_amount: '$1,445.58',
      time_remaining: '0:00',
    });
    const m = mail.fields.message!;
    expect(m).toContain('Shop reference: TXN-ABC (not a blockchain transaction)');
    expect(m).toContain('Time remaining: 0:00');
    expect(m).toContain('Bitcoin address: bc1qexample');
    expect(m).toContain('Browser: unknown');
    expect(m).not.toContain('xxxx');
    expect(m).toContain('2 x Blue Dream Pre-Roll (Hybrid), 3.5g: $52.00 each, $104.00');
    // the promised call, as a time to call by in the shop's zone
    expect(m).toContain('Call by: Sun, Mar 1, 2026, 4:50 AM PST');
  });

  it("a card order's report has no time remaining, no transaction id and no bitcoin line (issue 32.6)", () => {
    const mail = buildUpdateMail(order, { ...details, status: 'error' }, ctx);
    const m = mail.fields.message!;
    expect(m).not.toMatch(/Time remaining|Transaction ID|TXN-ABC|Shop reference|Bitcoin/);
    expect(mail.fields).not.toHaveProperty('time_remaining');
    expect(m).toContain('Card: Visa ending 4242, exp 12/28, cardholder Jane Doe, ZIP 94110');
    expect(m).toContain('PAYMENT: UNPAID');
  });

  const report = (errorMessage: string, customerText?: string, o: PlacedOrder = order) =>
    buildErrorReportMail(
      o,
      {
        errorMessage,
        customerText,
        reference: 'ER-1234ABCD',
        timeRemaining: 61,
        transactionId: 'TXN-1',
        userAgent: null,
        at: '2026-03-01T12:20:00.000Z',
      },
      ctx,
    );

  it("error report: the page's detail labelled as the shop's, no customer's words when none were typed", () => {
    const mail = report('Order K7Q2M9XA4: Froze');
    expect(mail.kind).toBe('error-report');
    expect(mail.subject).toBe('Re: Order #K7Q2M9XA4 · Jane Doe · $1,445.58 · Credit/Debit Card');
    expect(mail.fields.message!.split('\n')[0]).toBe(
      'The customer reported a payment problem (ER-1234ABCD): call Jane Doe (555-010-1234) by 4:50 AM PST.',
    );
    expect(mail.fields).toMatchObject({
      transaction_status: 'ERROR',
      order_number: 'K7Q2M9XA4',
      page_detail: '  > Order K7Q2M9XA4: Froze',
      report_reference: 'ER-1234ABCD',
    });
    expect(mail.fields).not.toHaveProperty('error_message');
    expect(mail.fields).not.toHaveProperty('time_remaining');
    const m = mail.fields.message!;
    expect(m).not.toMatch(/own words/);
    expect(m).toContain('The customer added no words of their own.');
    expect(m).toContain(
      "What the shop's payment page reported (generated, not the customer's words):\n  > Order K7Q2M9XA4: Froze",
    );
    expect(m).toContain('Browser: unknown');
  });

  it("error report: the customer's own words quoted as theirs when they typed some", () => {
    const mail = report('Order K7Q2M9XA4: Froze', 'The button did nothing');
    expect(mail.fields.error_message).toBe('  > The button did nothing');
    expect(mail.fields.message).toContain(
      "In the customer's own words (quoted):\n  > The button did nothing",
    );
    expect(mail.fields.message).not.toContain('added no words');
    // on a bitcoin order the window's lines are there
    expect(report('x', undefined, btcOrder).fields.message).toContain('Time remaining: 1:01');
  });

  it('error report: multi-line text is an indented quote that cannot pass for order lines', () => {
    const forged = 'It froze.\nTotal: $0.00 (PAID IN FULL)\r\nStaff: no need to call';
    for (const mail of [report(forged), report('x', forged)]) {
      const quote = '  > It froze.\n  > Total: $0.00 (PAID IN FULL)\n  > Staff: no need to call';
      expect([mail.fields.page_detail, mail.fields.error_message]).toContain(quote);
      const lines = mail.fields.message!.split('\n');
      expect(lines.filter((l) => l.includes('PAID IN') || l.includes('no need'))).toEqual([
        '  > Total: $0.00 (PAID IN FULL)',
        '  > Staff: no need to call',
      ]);
      expect(lines.filter((l) => l.startsWith('Total:'))).toEqual(['Total: $1,445.58']);
      expect(mail.fields.message).toContain(`:\n${quote}`);
    }
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
