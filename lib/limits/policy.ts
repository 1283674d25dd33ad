// A purchase-limits policy (issue 26.1, DESIGN 19): its classes, what each allows per order and per patient per shop
// day, which class each category (or product) counts toward and how a size's amount is measured, and the age the age
// question asks. Client-safe and hand-checked (the cart enforces it in every page's bundle): a bad policy fails the
// build and the start with a line naming the file and the field.
import type { Problems } from '@/lib/config/checks';
import { CATEGORY_IDS, type CategoryId } from '@/lib/catalogue/types';
import { PATIENT_FIELDS, type PatientField } from '@/lib/patient/fields';

/** How one unit of a size is measured in its class's unit. */
export type Measure =
  /** grams read from the size itself ('3.5g', '1oz') */
  | { by: 'size' }
  /** the variation's `thcMg` (milligrams of THC it holds), `mgPerUnit` of them counting as one unit of the class */
  | { by: 'thcMg'; mgPerUnit: number };

/** What a category or product counts toward; null counts toward no class (accessories). */
export type CountRule = { class: string; measure: Measure } | null;

export interface LimitClass {
  /** 'flower', 'concentrate': what rules name */
  id: string;
  /** what shoppers and staff read: 'Flower' */
  label: string;
  /** 'g' */
  unit: string;
  /** most of the class one order may hold, in `unit` */
  perOrder: number;
  /** most of the class one patient may buy in a shop day, in `unit` */
  perDay: number;
  /** where the number comes from, for the operator (README) */
  source?: string;
}

export interface LimitsPolicy {
  name: string;
  /** the age the age question asks (21 adult use, 18 medicinal with a recommendation) */
  age: number;
  /** the recommendation's fields checkout asks for and the relay requires (issue 26.4): all three medicinal, none adult */
  patientFields: PatientField[];
  classes: LimitClass[];
  categories: Record<CategoryId, CountRule>;
  /** overrides by product id, where a category mixes kinds (cbd: flower, oils, capsules) */
  products: Record<string, CountRule>;
}

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

const positive = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v) && v > 0;

function measureOf(p: Problems, where: string, value: unknown): Measure | undefined {
  if (isRecord(value) && value.by === 'size') return { by: 'size' };
  if (isRecord(value) && value.by === 'thcMg') {
    if (positive(value.mgPerUnit)) return { by: 'thcMg', mgPerUnit: value.mgPerUnit };
    p.push(
      `${where}.mgPerUnit must be a number above 0 (milligrams of THC counted as one unit of the class)`,
    );
    return undefined;
  }
  p.push(`${where} must be { "by": "size" } or { "by": "thcMg", "mgPerUnit": 1000 }`);
  return undefined;
}

function ruleOf(p: Problems, where: string, value: unknown, classIds: ReadonlySet<string>): CountRule {
  if (value === null) return null;
  if (!isRecord(value)) {
    p.push(`${where} must be { "class": ..., "measure": ... } or null (counts toward no class)`);
    return null;
  }
  if (typeof value.class !== 'string' || !classIds.has(value.class))
    p.push(`${where}.class must be one of the policy's classes (${[...classIds].join(', ')})`);
  const measure = measureOf(p, `${where}.measure`, value.measure);
  return measure && typeof value.class === 'string' ? { class: value.class, measure } : null;
}

function classesOf(p: Problems, file: string, value: unknown): LimitClass[] {
  if (!Array.isArray(value) || value.length === 0) {
    p.push(`${file}: classes must be a list of at least one class`);
    return [];
  }
  const seen = new Set<string>();
  return value.flatMap((c: unknown, i): LimitClass[] => {
    const where = `${file}: classes[${i}]`;
    if (!isRecord(c)) {
      p.push(`${where} must be an object`);
      return [];
    }
    const before = p.length;
    if (typeof c.id !== 'string' || !/^[a-z][a-z0-9-]{0,31}$/.test(c.id))
      p.push(`${where}.id must be a short lower-case name such as flower`);
    else if (seen.has(c.id)) p.push(`${where}.id ${c.id} is listed twice`);
    for (const key of ['label', 'unit'] as const)
      if (typeof c[key] !== 'string' || c[key].trim() === '') p.push(`${where}.${key} must be text`);
    for (const key of ['perOrder', 'perDay'] as const)
      if (!positive(c[key])) p.push(`${where}.${key} must be a number above 0 (in the class's unit)`);
    if (c.source !== undefined && typeof c.source !== 'string') p.push(`${where}.source must be text`);
    if (p.length > before) return [];
    seen.add(c.id as string);
    return [c as unknown as LimitClass];
  });
}

/** The policy, or an error naming every field at fault (`file` is where it was read from). */
export function parseLimitsPolicy(value: unknown, file: string): LimitsPolicy {
  const p: Problems = [];
  if (!isRecord(value)) throw new Error(`Invalid limits policy:\n  - ${file} must hold one JSON object`);
  const known = ['name', 'age', 'patientFields', 'classes', 'categories', 'products', 'description'];
  for (const key of Object.keys(value))
    if (!known.includes(key)) p.push(`${file}: ${key} is not a field of a limits policy`);
  if (typeof value.name !== 'string' || value.name.trim() === '') p.push(`${file}: name must be text`);
  const age = value.age;
  if (typeof age !== 'number' || !Number.isInteger(age) || age < 18 || age > 25)
    p.push(`${file}: age must be a whole number from 18 to 25 (the age the age question asks)`);
  const fields = value.patientFields;
  const patientFields = Array.isArray(fields) ? PATIENT_FIELDS.filter((f) => fields.includes(f)) : [];
  if (
    !Array.isArray(fields) ||
    fields.length !== new Set(fields).size ||
    fields.some((f) => !(PATIENT_FIELDS as readonly unknown[]).includes(f))
  )
    p.push(
      `${file}: patientFields must list each of ${PATIENT_FIELDS.join(', ')} at most once ([] asks none)`,
    );
  const classes = classesOf(p, file, value.classes);
  // a class with a bad field still names its id, so rules that count toward it are not refused as well
  const rawClasses: unknown[] = Array.isArray(value.classes) ? value.classes : [];
  const ids = new Set(
    rawClasses
      .flatMap((c) => (isRecord(c) && typeof c.id === 'string' ? [c.id] : []))
      .concat(classes.map((c) => c.id)),
  );
  const categories = {} as Record<CategoryId, CountRule>;
  const cats = isRecord(value.categories) ? value.categories : {};
  if (!isRecord(value.categories)) p.push(`${file}: categories must map each category to a rule or null`);
  for (const key of Object.keys(cats))
    if (!(CATEGORY_IDS as readonly string[]).includes(key))
      p.push(`${file}: categories.${key} is not a category of the catalogue`);
  for (const id of CATEGORY_IDS) {
    if (!(id in cats)) p.push(`${file}: categories.${id} is missing (null counts it toward no class)`);
    else categories[id] = ruleOf(p, `${file}: categories.${id}`, cats[id], ids);
  }
  const products: Record<string, CountRule> = {};
  const prods = value.products ?? {};
  if (!isRecord(prods)) p.push(`${file}: products must map product ids to rules`);
  else
    for (const [id, rule] of Object.entries(prods)) {
      if (!/^[1-9]\d*$/.test(id)) p.push(`${file}: products.${id} must be keyed by a product id`);
      else products[id] = ruleOf(p, `${file}: products.${id}`, rule, ids);
    }
  if (p.length > 0) throw new Error(`Invalid limits policy:\n  - ${p.join('\n  - ')}`);
  return { name: value.name as string, age: age as number, patientFields, classes, categories, products };
}

/** What a product counts toward: its own rule when the policy names it, else its category's. */
export function ruleFor(policy: LimitsPolicy, product: { id: number; category: CategoryId }): CountRule {
  const own = policy.products[String(product.id)];
  return own !== undefined ? own : (policy.categories[product.category] ?? null);
}
