// The shopper's confirmation in the browser (issue 25.4): the checkout offers "Email me a confirmation", ticked (the
// suite's transport is the outbox, which reaches shoppers); the order writes it to the outbox beside the staff mail,
// to the shopper, with the status link; opened in a fresh browser (no history, no storage) the link shows this
// order's state, and nothing of the shopper is in the address. Unticked, no confirmation is written. The mail opens
// by saying someone placed an order with this address and what to do if it was not them, and the screen says it was
// sent (issue 45.5). The suite's other orders tick the box for PATIENT's address, which gets at most three a shop
// day, so this one has its own address.
import { expect, expectNoAxeViolations, confirmationFor, mailFor, test } from './fixtures';
import { PATIENT, fillPatient, line, placedOrderNumber, seedCart } from './checkoutHelpers';

const BOX = { name: 'Email me a confirmation' } as const;
const OWN = { ...PATIENT, Email: `jane.doe+${Date.now().toString(36)}@example.com` };

test('a ticked box writes the confirmation, and its link shows the order on a fresh device', async ({
  page,
  browser,
  baseURL,
}) => {
  await seedCart(page, [line(2)]);
  await page.goto('/checkout');
  await fillPatient(page, OWN);
  await page.getByRole('radio', { name: 'Cash App' }).check();
  const box = page.getByRole('checkbox', BOX);
  await expect(box).toBeChecked();
  await expectNoAxeViolations(page, 'checkout with the confirmation box');
  await page.getByRole('button', { name: 'Proceed to Payment' }).click();
  await expect(page).toHaveURL(/\/transaction$/);
  const orderNumber = await placedOrderNumber(page);
  await expect(page.getByTestId('confirmation-note')).toHaveText(
    `A confirmation mail is on its way to ${OWN.Email}.`,
  );

  await expect.poll(() => confirmationFor(orderNumber), { timeout: 20_000 }).toBeDefined();
  const mail = confirmationFor(orderNumber)!;
  expect(mail.to).toBe(OWN.Email);
  expect(mail.subject).toBe(`Your order #${orderNumber} at Evergreen Wellness Dispensary`);
  expect(mailFor(orderNumber).map((m) => m.kind)).toEqual(['order']);
  const text = mail.fields.message!;
  expect(text.split('\n')[0]).toMatch(
    new RegExp(
      `^Someone placed an order \\(#${orderNumber}\\) with this email address at Evergreen Wellness Dispensary\\. If it was not you, you can ignore this mail, or call us at \\+\\d+ and we will cancel it\\.$`,
    ),
  );
  expect(text).toContain('We will call or text you within 30 minutes to take payment by Cash App.');
  expect(text).toContain('TOTALS\nSubtotal: $104.00');
  const link = new URL(/See your order’s status: (\S+)/.exec(text)![1]!);
  expect(link.pathname).toBe('/orders');
  expect(link.search).toBe('');
  expect(link.hash).toMatch(new RegExp(`^#t=s1\\.${orderNumber}\\.[A-Za-z0-9_-]{43}$`));
  for (const detail of Object.values(OWN)) expect(link.href).not.toContain(detail);
  expect((JSON.parse(mail.raw) as { html: string }).html).toContain(`href="${link.href}"`);

  // another device: nothing of this shopper's browser, only the link (the pages are built for the site's address;
  // the suite's server answers at baseURL)
  const other = await browser.newContext({ baseURL });
  const fresh = await other.newPage();
  const requests: string[] = [];
  fresh.on('request', (r) => requests.push(r.url()));
  await fresh.goto(`/orders${link.hash}`);
  await fresh.getByRole('button', { name: /^Yes, I am \d+ or older$/ }).click();
  const card = fresh.getByRole('region', { name: `Order #${orderNumber}` });
  await expect(card).toContainText('From the link in your confirmation mail.');
  await expect(fresh.getByTestId(`linked-order-state-${orderNumber}`)).toHaveText(
    'Received: staff will contact you soon',
  );
  // this device's history holds nothing: the state came from the link alone
  const history = await fresh.evaluate(() => localStorage.getItem('order-history'));
  expect(JSON.parse(history ?? '[]')).toEqual([]);
  await expectNoAxeViolations(fresh, '/orders from the confirmation link');
  // the token never went to the server in an address: the fragment stays in the browser
  for (const url of requests) expect(url).not.toContain(link.hash.slice(3));
  await other.close();
});

test('an unticked box writes no confirmation', async ({ page }) => {
  await seedCart(page, [line(2)]);
  await page.goto('/checkout');
  await fillPatient(page);
  await page.getByRole('radio', { name: 'Cash App' }).check();
  await page.getByRole('checkbox', BOX).uncheck();
  await page.getByRole('button', { name: 'Proceed to Payment' }).click();
  await expect(page).toHaveURL(/\/transaction$/);
  const orderNumber = await placedOrderNumber(page);
  await expect.poll(() => mailFor(orderNumber).length, { timeout: 20_000 }).toBe(1);
  // a confirmation queued with the staff mail would be claimed in the same batch (lib/relay/delivery.ts): none came
  expect(confirmationFor(orderNumber)).toBeUndefined();
});
