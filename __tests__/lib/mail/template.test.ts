/** @jest-environment node */
// The one template (issue 32.5): text and HTML from the same document, every value escaped, only safe links; and a
// staff resend's copy (issue 32.6), also of a message queued before there were documents.
import { compileMjml, mailMjml, renderHtml, safeHref } from '@/lib/mail/html';
import { renderText } from '@/lib/mail/text';
import type { Mail, MailDocument } from '@/lib/mail/types';
import { isCopyOf, resentCopy } from '@/lib/relay/mail/copy';
import { mailKinds, shopperKinds } from '@/__tests__/mocks/mailKinds';

const doc: MailDocument = {
  preview: 'Call <b>Zoë</b> by 4:30 PM PST.',
  heading: 'New order #ABC123',
  sections: [
    {
      id: 'customer',
      title: 'For whom',
      rows: [
        { label: 'Name', value: '<script>alert(1)</script>' },
        { label: 'Phone', value: '+14155552671', href: 'tel:+14155552671' },
        { label: 'Site', value: 'evil', href: 'javascript:alert(1)' },
      ],
    },
    { id: 'report', title: 'Report', quotes: [{ label: 'Their words:', lines: ['a & b', 'Total: $0'] }] },
  ],
  button: { label: 'Open on the desk', href: 'https://shop.example/staff/orders/ABC123' },
  footer: ['Evergreen · Licence C10-1'],
};

it('writes the text alternative: preview, heading, sections in capitals, quotes indented, link, footer', () => {
  expect(renderText(doc)).toBe(
    [
      'Call <b>Zoë</b> by 4:30 PM PST.',
      '',
      'New order #ABC123',
      '',
      'FOR WHOM\nName: <script>alert(1)</script>\nPhone: +14155552671\nSite: evil',
      '',
      'REPORT\nTheir words:\n  > a & b\n  > Total: $0',
      '',
      'Open on the desk: https://shop.example/staff/orders/ABC123',
      '',
      '--\nEvergreen · Licence C10-1',
    ].join('\n'),
  );
});

it('escapes every value in the HTML and keeps only tel:, mailto: and http(s) links', async () => {
  const html = await renderHtml(doc);
  expect(html).not.toContain('<script>alert');
  expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
  expect(html).toContain('Call &lt;b&gt;Zoë&lt;/b&gt;');
  expect(html).toContain('href="tel:+14155552671"');
  expect(html).not.toContain('javascript:');
  expect(html).toContain('href="https://shop.example/staff/orders/ABC123"');
  expect(html).toContain('a &amp; b');
  // no web font or image is fetched when the mail opens
  expect(html).not.toMatch(/fonts\.googleapis|<img|<link /);
  expect(safeHref('mailto:a@b.example')).toBe('mailto:a@b.example');
  expect(safeHref('data:text/html,x')).toBeNull();
});

const mail: Mail = {
  kind: 'order',
  to: 'staff@shop.example',
  subject: 'Order #ABC123 · Jane · $1.00 · Cash App',
  messageId: '<order-ABC123.k1@shop.example>',
  fields: { order_number: 'ABC123', message: renderText(doc) },
  doc,
};

it("a copy says so, who and when, in the order's thread under its own Message-ID", () => {
  const copy = resentCopy(mail, 'alice', new Date('2026-11-28T21:50:00.000Z'));
  expect(copy.subject).toBe(mail.subject);
  expect(copy.messageId).toMatch(/^<order-ABC123\.copy\.[a-z0-9]{12}@shop\.example>$/);
  expect(copy).toMatchObject({ inReplyTo: mail.messageId, copyOf: mail.messageId });
  expect(copy.doc!.notice).toBe('A copy, resent by alice on Sat, Nov 28, 2026, 1:50 PM PST.');
  expect(copy.fields.message).toContain('*** A copy, resent by alice on Sat, Nov 28, 2026, 1:50 PM PST. ***');
  expect(isCopyOf(copy, mail)).toBe(true);
  // a copy of the copy still names the first message, and says the later resend
  const again = resentCopy(copy, 'bob', new Date('2026-11-28T22:00:00.000Z'));
  expect(again.copyOf).toBe(mail.messageId);
  expect(again.fields.message).toContain('resent by bob');
  expect(again.fields.message).not.toContain('resent by alice');
  expect(isCopyOf(again, copy)).toBe(true);
  expect(isCopyOf(mail, { ...mail, messageId: '<other@shop.example>' })).toBe(false);
});

it('a message queued before documents gets the notice on top of its text', () => {
  const legacy: Mail = {
    ...mail,
    doc: undefined,
    fields: { order_number: 'ABC123', message: 'New order #ABC123' },
  };
  delete legacy.doc;
  const copy = resentCopy(legacy, 'alice', new Date('2026-11-28T21:50:00.000Z'));
  expect(copy.fields.message).toBe(
    '*** A copy, resent by alice on Sat, Nov 28, 2026, 1:50 PM PST. ***\n\nNew order #ABC123',
  );
  expect(copy).not.toHaveProperty('doc');
  expect(resentCopy(copy, 'bob').fields.message).toMatch(
    /^\*\*\* A copy, resent by bob .*\*\*\*\n\nNew order #ABC123$/,
  );
});

describe('the HTML of a shape seen before is filled in, not laid out again (issue 28.4)', () => {
  const kinds = [...mailKinds(), ...shopperKinds()];

  it.each(kinds)('%s: the same HTML as MJML run on the whole document', async (_kind, mail) => {
    const doc = mail.doc!;
    expect(await renderHtml(doc)).toBe(await compileMjml(mailMjml(doc)));
    // again, from the shape kept the first time
    expect(await renderHtml(doc)).toBe(await compileMjml(mailMjml(doc)));
  });

  it('fills a kept shape with the new words: escaped, and a value that reads like a slot stays as typed', async () => {
    const other: MailDocument = {
      ...doc,
      preview: 'MAILSLOT0X & "quotes"',
      heading: 'New order #ZZZ999',
      sections: [
        {
          id: 'customer',
          title: 'For whom',
          rows: [
            { label: 'Name', value: '<img src=x onerror=alert(1)>' },
            { label: 'Phone', value: '+13105550100', href: 'tel:+13105550100' },
            { label: 'Site', value: 'MAILSLOT3X', href: 'javascript:alert(2)' },
          ],
        },
        { id: 'report', title: 'Report', quotes: [{ label: 'Said:', lines: ['', 'Zoë’s line'] }] },
      ],
      button: { label: 'Open it', href: 'https://shop.example/staff/orders/ZZZ999' },
    };
    await renderHtml(doc);
    const html = await renderHtml(other);
    expect(html).toBe(await compileMjml(mailMjml(other)));
    expect(html).toContain('MAILSLOT0X &amp; &quot;quotes&quot;');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(html).not.toContain('javascript:');
    expect(html).not.toContain('#ABC123');
  });
});
