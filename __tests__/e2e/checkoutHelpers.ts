// Browser-suite helpers of the checkout and order-history specs.
import type { Page } from '@playwright/test';

export const GELATO = {
  id: 68,
  name: 'Diamond-Dusted Gelato Pre-Roll',
  strain: 'Hybrid',
  image: '/products/68.svg',
};

/** A cart line as the original site stored it; the cart checks it against the catalogue. */
export function line(quantity: number, size = '3.5g', price = 52) {
  return { ...GELATO, price, quantity, size, selectedVariation: { size, price } };
}

/** Seeds localStorage 'shopping-cart' before any script runs, on the first load of the tab only. */
export async function seedCart(page: Page, lines: unknown[]) {
  await page.addInitScript((value) => {
    if (!sessionStorage.getItem('seeded-cart')) {
      localStorage.setItem('shopping-cart', value);
      sessionStorage.setItem('seeded-cart', '1');
    }
  }, JSON.stringify(lines));
}

export const PATIENT = {
  'Full Name': 'Jane Doe',
  Email: 'jane.doe@example.com',
  Phone: '(415) 555-2671',
  'Street Address': '1 Market St',
  City: 'San Francisco',
  'ZIP Code': '94110',
};

/** A recommendation valid for years (issue 26.4): the medical policy asks every order for one. */
export const RECOMMENDATION = {
  recommendationNumber: 'REC-E2E-0001',
  expires: '2099-12-31',
  issuer: 'Dr. Ada Lovelace, MD',
};

/** The recommendation's fields on the checkout, by their labels (lib/patient/fields.ts). */
export async function fillRecommendation(page: Page, values: Partial<typeof RECOMMENDATION> = {}) {
  const r = { ...RECOMMENDATION, ...values };
  await page.getByLabel('Recommendation or card number').fill(r.recommendationNumber);
  await page.getByLabel('Valid until').fill(r.expires);
  await page.getByLabel('Issued by (physician or county)').fill(r.issuer);
}

/** The patient's fields and recommendation; another patient (issue 26.3: limits count per patient and day) when given. */
export async function fillPatient(
  page: Page,
  who: typeof PATIENT = PATIENT,
  recommendation: Partial<typeof RECOMMENDATION> = {},
) {
  for (const [label, value] of Object.entries(who)) {
    await page.getByRole('textbox', { name: label, exact: true }).fill(value);
  }
  await fillRecommendation(page, recommendation);
}

/** The order the relay answered, from the session-persisted transaction slice. */
export async function placedOrderNumber(page: Page): Promise<string> {
  return page.evaluate(() => {
    const raw = sessionStorage.getItem('persist:transaction');
    const order = raw ? (JSON.parse(JSON.parse(raw).order) as { orderNumber?: string } | null) : null;
    return order?.orderNumber ?? '';
  });
}

/** MM/YY a few months ahead. */
export function futureExpiry(): string {
  const d = new Date();
  d.setDate(1);
  d.setMonth(d.getMonth() + 3);
  return `${String(d.getMonth() + 1).padStart(2, '0')}/${String(d.getFullYear() % 100).padStart(2, '0')}`;
}
