/** @jest-environment node */
// Issue 32.2: MAIL_FROM, a sender the operator owns, read once and validated; the derived no-reply address stays
// the default, said in one startup line.
import { readServerConfig } from '@/lib/config/server';
import { mailFromNotice } from '@/lib/relay/smtp';

const base = { STAFF_EMAIL: 'staff@gmail.com' };

it('takes a name and an address, or a bare address with MAIL_FROM_NAME as the name', () => {
  const named = readServerConfig({ ...base, MAIL_FROM: 'Evergreen Orders <orders@shop.example>' });
  expect(named).toMatchObject({
    mailFrom: { name: 'Evergreen Orders', address: 'orders@shop.example' },
    fromName: 'Evergreen Orders',
    mailFromDerived: false,
  });
  const quoted = readServerConfig({ ...base, MAIL_FROM: '"Zoë\'s Shop" <orders@shop.example>' });
  expect(quoted.mailFrom).toEqual({ name: "Zoë's Shop", address: 'orders@shop.example' });
  const bare = readServerConfig({ ...base, MAIL_FROM: 'orders@shop.example', MAIL_FROM_NAME: 'Desk' });
  expect(bare.mailFrom).toEqual({ name: 'Desk', address: 'orders@shop.example' });
});

it('defaults to no-reply at the domain of STAFF_EMAIL, and says so once for SMTP only', () => {
  const cfg = readServerConfig({ ...base, EMAIL_TRANSPORT: 'smtp', SMTP_URL: 'smtp://127.0.0.1:25' });
  expect(cfg).toMatchObject({ mailFrom: { address: 'no-reply@gmail.com' }, mailFromDerived: true });
  expect(mailFromNotice(cfg)).toMatch(/^\[mail\] MAIL_FROM is not set: sending from no-reply@gmail\.com/);
  expect(mailFromNotice({ ...cfg, transport: 'outbox' })).toBeNull();
  const set = readServerConfig({
    ...base,
    EMAIL_TRANSPORT: 'smtp',
    SMTP_URL: 'smtp://h',
    MAIL_FROM: 'a@b.example',
  });
  expect(mailFromNotice(set)).toBeNull();
});

it.each([
  'not an address',
  'Orders <not-an-address>',
  'Orders <a@b.example',
  'a@b.example\r\nBcc: x@y.example',
])('stops the relay for a MAIL_FROM it cannot use: %j', (value) => {
  expect(() => readServerConfig({ ...base, MAIL_FROM: value })).toThrow(/MAIL_FROM must be/);
});
