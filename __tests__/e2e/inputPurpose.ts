// Input purpose (issue 29.2, WCAG 1.3.5): what every field a shopper or staff member fills must declare, checked in
// the browser on every page by checkers.spec.ts. A field either names its purpose with an autofill token (HTML's
// autocomplete="..." field names, optionally after section-* and shipping/billing) or says autocomplete="off"
// (a search box, a quantity, a staff filter: nothing a browser should fill from the person's details). A new field
// with neither fails, so each helper's new fields (delivery, patient) are held to it as they land.
import type { Page } from '@playwright/test';

/** HTML's autofill field names (WHATWG, "Autofill"), the only tokens a field may end with. */
const FIELD_NAMES = new Set(
  (
    'name honorific-prefix given-name additional-name family-name honorific-suffix nickname username new-password ' +
    'current-password one-time-code organization-title organization street-address address-line1 address-line2 ' +
    'address-line3 address-level4 address-level3 address-level2 address-level1 country country-name postal-code ' +
    'cc-name cc-given-name cc-additional-name cc-family-name cc-number cc-exp cc-exp-month cc-exp-year cc-csc ' +
    'cc-type transaction-currency transaction-amount language bday bday-day bday-month bday-year sex url photo ' +
    'tel tel-country-code tel-national tel-area-code tel-local tel-extension email impp webauthn'
  ).split(' '),
);

/** The control each token's value needs: input type(s) and, for digits typed on a phone, inputmode. */
const CONTROL: Record<string, { types: string[]; inputmode?: string }> = {
  name: { types: ['text'] },
  email: { types: ['email'] },
  tel: { types: ['tel'] },
  'street-address': { types: ['textarea'] },
  'address-line1': { types: ['text'] },
  'address-line2': { types: ['text'] },
  'address-level2': { types: ['text'] },
  'postal-code': { types: ['text'], inputmode: 'numeric' },
  'cc-name': { types: ['text'] },
  'cc-number': { types: ['text'], inputmode: 'numeric' },
  'cc-exp': { types: ['text'], inputmode: 'numeric' },
  'cc-csc': { types: ['text', 'password'], inputmode: 'numeric' },
  username: { types: ['text'] },
  'current-password': { types: ['password'] },
  'new-password': { types: ['password'] },
  'one-time-code': { types: ['text'], inputmode: 'numeric' },
  bday: { types: ['date'] },
};

/** What a field's label says it asks for, and the tokens that answer it. */
const LABELS: Array<[RegExp, RegExp]> = [
  [/e-?mail/i, /(^| )email$/],
  [/phone/i, /(^| )tel$/],
  [/zip|postal/i, /(^| )postal-code$/],
  [/password/i, /(^| )(current|new)-password$/],
  [/street/i, /(^| )(address-line1|street-address)$/],
];

export interface FieldFacts {
  where: string;
  tag: string;
  type: string;
  autocomplete: string | null;
  inputmode: string | null;
  label: string;
}

/** Every fillable control on the page (checkboxes, radios and buttons have no input purpose). */
export async function fieldsOf(page: Page): Promise<FieldFacts[]> {
  return page.evaluate(() => {
    const skip = new Set(['hidden', 'checkbox', 'radio', 'submit', 'button', 'reset', 'image', 'file']);
    const controls = Array.from(document.querySelectorAll<HTMLElement>('input, select, textarea')).filter(
      (el) => !(el instanceof HTMLInputElement && skip.has(el.type)),
    );
    return controls.map((el) => {
      const tag = el.tagName.toLowerCase();
      const labels = (el as HTMLInputElement).labels;
      const label = [
        ...(labels ? Array.from(labels).map((l) => l.textContent ?? '') : []),
        el.getAttribute('aria-label') ?? '',
      ]
        .join(' ')
        .trim();
      return {
        where: `${tag}#${el.id || '?'}[name=${el.getAttribute('name') ?? ''}]`,
        tag,
        type: el instanceof HTMLInputElement ? el.type : tag,
        autocomplete: el.getAttribute('autocomplete'),
        inputmode: el.getAttribute('inputmode'),
        label,
      };
    });
  });
}

/** What is wrong with one field's declared purpose, or [] when it is right. */
export function purposeProblems(f: FieldFacts): string[] {
  const value = (f.autocomplete ?? '').trim().toLowerCase();
  if (!value) return [`${f.where} "${f.label}": no autocomplete (a token, or "off" for nothing personal)`];
  const parts = value.split(/\s+/);
  const field = parts[parts.length - 1]!;
  if (field === 'off' || field === 'on') {
    if (parts.length > 1) return [`${f.where}: "${value}" mixes off/on with other tokens`];
    // a search box may name what it finds ("name or phone") without asking for the person's own details
    if (f.type === 'search') return [];
    const personal = LABELS.find(([label]) => label.test(f.label));
    return personal
      ? [`${f.where} "${f.label}": asks for personal data but says autocomplete="${value}"`]
      : [];
  }
  const problems: string[] = [];
  const prefixes = parts.slice(0, -1);
  const prefixOk = prefixes.every(
    (p, i) => (i === 0 && p.startsWith('section-')) || p === 'shipping' || p === 'billing',
  );
  if (!FIELD_NAMES.has(field) || !prefixOk) problems.push(`${f.where}: "${value}" is not an autofill token`);
  const control = CONTROL[field];
  if (control && !control.types.includes(f.type)) {
    problems.push(
      `${f.where}: autocomplete "${field}" wants type ${control.types.join(' or ')}, not ${f.type}`,
    );
  }
  if (control?.inputmode && f.inputmode !== control.inputmode) {
    problems.push(
      `${f.where}: autocomplete "${field}" wants inputmode="${control.inputmode}", has ${f.inputmode}`,
    );
  }
  const asked = LABELS.find(([label]) => label.test(f.label));
  if (asked && !asked[1].test(value))
    problems.push(`${f.where} "${f.label}": "${value}" does not match its label`);
  return problems;
}
