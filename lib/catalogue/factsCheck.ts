// The product facts in data/ (issue 26.5), checked where the catalogue is loaded, so a bad value fails the build and
// the start with a line naming the file, the product and the field, instead of showing a wrong figure to a patient.
import type { Product } from '@/lib/catalogue/types';

const LAB_FIELDS = ['thcPercent', 'cbdPercent', 'thcMg', 'cbdMg', 'tested', 'lab', 'certificateUrl', 'demo'];
const FIGURES = ['thcPercent', 'cbdPercent', 'thcMg', 'cbdMg'] as const;
const TERPENE_FIELDS = ['name', 'percent'];
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
const isNumber = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);
const isText = (v: unknown): v is string => typeof v === 'string' && v.trim() !== '';

/** A real calendar day written 'YYYY-MM-DD' (not 2026-02-30). */
export function isCalendarDate(text: string): boolean {
  const m = DATE.exec(text);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.toISOString().slice(0, 10) === text;
}

/** An https address, or a path under the site's root ('/lab/x.html'; not '//host', which leaves the site). */
export function isCertificateUrl(text: string): boolean {
  if (text.startsWith('/')) return !text.startsWith('//') && !/[\s\\]/.test(text);
  try {
    return new URL(text).protocol === 'https:';
  } catch {
    return false;
  }
}

function labProblems(lab: unknown, today: string): string[] {
  if (!isRecord(lab)) return ['lab must be an object'];
  const out: string[] = [];
  for (const key of Object.keys(lab))
    if (!LAB_FIELDS.includes(key)) out.push(`lab.${key} is not a lab field (${LAB_FIELDS.join(', ')})`);
  for (const key of FIGURES) {
    const v = lab[key];
    if (v === undefined) continue;
    if (!isNumber(v) || v < 0)
      out.push(`lab.${key} must be a number of at least 0, got ${JSON.stringify(v)}`);
    else if (key.endsWith('Percent') && v > 100)
      out.push(`lab.${key} must be a percent from 0 to 100, got ${v}`);
  }
  if (FIGURES.every((k) => lab[k] === undefined))
    out.push(`lab must state at least one of ${FIGURES.join(', ')} (what the sample tested at)`);
  const tested = lab.tested;
  if (typeof tested !== 'string' || !isCalendarDate(tested))
    out.push(`lab.tested must be a date written YYYY-MM-DD, got ${JSON.stringify(tested)}`);
  else if (tested > today) out.push(`lab.tested ${tested} is after today (${today})`);
  if (!isText(lab.lab)) out.push('lab.lab must name the laboratory');
  const url = lab.certificateUrl;
  if (typeof url !== 'string' || !isCertificateUrl(url))
    out.push(
      `lab.certificateUrl must be an https address or a path under / (public/), got ${JSON.stringify(url)}`,
    );
  if (lab.demo !== undefined && lab.demo !== true) out.push('lab.demo must be true or left out');
  return out;
}

function terpeneProblems(terpenes: unknown): string[] {
  if (!Array.isArray(terpenes) || terpenes.length === 0)
    return ['terpenes must be a list of { name, percent } (leave it out when there are none)'];
  const out: string[] = [];
  const seen = new Set<string>();
  let previous = Infinity;
  terpenes.forEach((t: unknown, i) => {
    const at = `terpenes[${i}]`;
    if (!isRecord(t)) return void out.push(`${at} must be an object { name, percent }`);
    for (const key of Object.keys(t))
      if (!TERPENE_FIELDS.includes(key)) out.push(`${at}.${key} is not a terpene field (name, percent)`);
    if (!isText(t.name)) out.push(`${at}.name must name the terpene`);
    else if (seen.has(t.name.toLowerCase())) out.push(`${at}.name ${t.name} is listed twice`);
    else seen.add(t.name.toLowerCase());
    if (!isNumber(t.percent) || t.percent < 0 || t.percent > 100)
      out.push(`${at}.percent must be a percent from 0 to 100, got ${JSON.stringify(t.percent)}`);
    else if (t.percent > previous)
      out.push(`${at} must not exceed the one before it: list the dominant first`);
    else previous = t.percent;
  });
  return out;
}

/** One line per bad fact, naming data/products/<category>.json, the product and the field. */
export function productFactsProblems(
  products: readonly Product[],
  today = new Date().toISOString().slice(0, 10),
): string[] {
  return products.flatMap((p) => {
    const where = `data/products/${p.category}.json: product ${p.id} (${p.name})`;
    const found = [
      ...(p.lab === undefined ? [] : labProblems(p.lab, today)),
      ...(p.terpenes === undefined ? [] : terpeneProblems(p.terpenes)),
    ];
    return found.map((f) => `${where}: ${f}`);
  });
}

/** Throws naming every bad fact (the build and the start stop here). */
export function checkProductFacts(products: readonly Product[], today?: string): void {
  const problems = productFactsProblems(products, today);
  if (problems.length > 0)
    throw new Error(`The product facts in data/ are not valid:\n  - ${problems.join('\n  - ')}`);
}
