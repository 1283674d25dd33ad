// The products page's filters and sort (docs/design.md, decision 12): parsed from and written to the URL query,
// so a filtered view can be shared and survives a reload. Pure functions, shared by page and tests.
import { toCents } from '@/lib/order/money';
import type { Product } from '@/lib/catalogue/types';
import { strainOrType } from '@/lib/catalogue/types';
import {
  EMPTY_LAB_FILTERS,
  LAB_FILTER_PARAMS,
  labFilterCount,
  parseLabFilters,
  passesLabFilters,
  writeLabFilters,
  type LabFilterState,
} from '@/lib/catalogue/labFilters';

export const SORT_OPTIONS = [
  { value: 'featured', label: 'Featured' },
  { value: 'price-asc', label: 'Price: Low to High' },
  { value: 'price-desc', label: 'Price: High to Low' },
  { value: 'thc-desc', label: 'THC: High to Low' },
  { value: 'name', label: 'Name' },
] as const;

export type SortKey = (typeof SORT_OPTIONS)[number]['value'];
export const DEFAULT_SORT: SortKey = 'featured';

export interface FilterState extends LabFilterState {
  /** strain or type values; a product passes when its strain/type is one of them (none = all) */
  types: string[];
  /** a product passes when it has at least one of these effects (none = all) */
  effects: string[];
  /** THC percent bounds, inclusive */
  thcMin: number | null;
  thcMax: number | null;
  /** dollar bounds on the first variation's price, inclusive */
  priceMin: number | null;
  priceMax: number | null;
  sort: SortKey;
}

export const EMPTY_FILTERS: FilterState = {
  types: [],
  effects: [],
  thcMin: null,
  thcMax: null,
  priceMin: null,
  priceMax: null,
  sort: DEFAULT_SORT,
  ...EMPTY_LAB_FILTERS,
};

/** Query parameter names; `category` belongs to the page, the rest to the filters. */
export const FILTER_PARAMS = [
  'type',
  'effects',
  'thcMin',
  'thcMax',
  'priceMin',
  'priceMax',
  'sort',
  ...LAB_FILTER_PARAMS,
] as const;

const isSortKey = (v: string | null): v is SortKey => SORT_OPTIONS.some((o) => o.value === v);

function parseBound(raw: string | null): number | null {
  if (raw === null || raw.trim() === '') return null;
  const n = Number(raw);
  return Number.isFinite(n) && n >= 0 ? n : null;
}

// Reversed bounds are read as the range between them (they are kept as typed, so inputs never jump).
function ordered(min: number | null, max: number | null): [number | null, number | null] {
  return min !== null && max !== null && min > max ? [max, min] : [min, max];
}

function uniqueNonEmpty(values: string[]): string[] {
  return [...new Set(values.map((v) => v.trim()).filter((v) => v !== ''))];
}

/** Reads the filters from a query; anything malformed is ignored. */
export function parseFilters(params: Pick<URLSearchParams, 'get' | 'getAll'>): FilterState {
  const sort = params.get('sort');
  return {
    types: uniqueNonEmpty(params.getAll('type')),
    effects: uniqueNonEmpty(params.getAll('effects')),
    thcMin: parseBound(params.get('thcMin')),
    thcMax: parseBound(params.get('thcMax')),
    priceMin: parseBound(params.get('priceMin')),
    priceMax: parseBound(params.get('priceMax')),
    sort: isSortKey(sort) ? sort : DEFAULT_SORT,
    ...parseLabFilters(params),
  };
}

/** Writes the filters into `base` (other parameters such as category are kept); defaults are left out. */
export function serializeFilters(state: FilterState, base?: URLSearchParams | string): URLSearchParams {
  const params = new URLSearchParams(base);
  for (const name of FILTER_PARAMS) params.delete(name);
  if (state.sort !== DEFAULT_SORT) params.set('sort', state.sort);
  for (const t of state.types) params.append('type', t);
  for (const e of state.effects) params.append('effects', e);
  const bounds = [
    ['thcMin', state.thcMin],
    ['thcMax', state.thcMax],
    ['priceMin', state.priceMin],
    ['priceMax', state.priceMax],
  ] as const;
  for (const [name, value] of bounds) if (value !== null) params.set(name, String(value));
  writeLabFilters(state, params);
  return params;
}

/**
 * How many filters narrow the list, as the Filters button shows it: each ticked strain / type and effect, and a THC
 * or a price range as one each (either bound set). The sort is not a filter.
 */
export function activeFilterCount(state: FilterState): number {
  return (
    state.types.length +
    state.effects.length +
    (state.thcMin !== null || state.thcMax !== null ? 1 : 0) +
    (state.priceMin !== null || state.priceMax !== null ? 1 : 0) +
    labFilterCount(state)
  );
}

/** True when anything but the sort narrows the list. */
export const hasActiveFilters = (state: FilterState): boolean => activeFilterCount(state) > 0;

/** The leading number of a percent THC string ('18-24%' -> 18, '0.3%' -> 0.3); null for mg amounts and 'N/A'. */
export function thcPercent(thc: string): number | null {
  const m = /^\s*(\d+(?:\.\d+)?)(?:\s*-\s*\d+(?:\.\d+)?)?\s*%/.exec(thc);
  return m ? Number(m[1]) : null;
}

/** The price the filters and sort use: the first (smallest) size's. */
export function basePrice(p: Pick<Product, 'variations'>): number {
  return p.variations[0]?.price ?? 0;
}

function inRange(value: number, min: number | null, max: number | null): boolean {
  return (min === null || value >= min) && (max === null || value <= max);
}

/**
 * Keeps the products that pass every active filter. A THC bound compares percents, so products whose THC
 * is a mg amount or 'N/A' cannot satisfy it: with any THC bound set they are left out; without one they stay.
 */
export function applyFilters<P extends Product>(products: readonly P[], state: FilterState): P[] {
  const thcActive = state.thcMin !== null || state.thcMax !== null;
  const [thcMin, thcMax] = ordered(state.thcMin, state.thcMax);
  const [priceMin, priceMax] = ordered(state.priceMin, state.priceMax);
  const minCents = priceMin === null ? null : toCents(priceMin);
  const maxCents = priceMax === null ? null : toCents(priceMax);
  return products.filter((p) => {
    if (state.types.length > 0 && !state.types.includes(strainOrType(p))) return false;
    if (state.effects.length > 0 && !p.effects.some((e) => state.effects.includes(e))) return false;
    if (!passesLabFilters(p, state)) return false;
    if (thcActive) {
      const thc = thcPercent(p.thc);
      if (thc === null || !inRange(thc, thcMin, thcMax)) return false;
    }
    return inRange(toCents(basePrice(p)), minCents, maxCents);
  });
}

/** A sorted copy; ties keep catalogue order. THC sort puts products without a percent last. */
export function sortProducts<P extends Product>(products: readonly P[], sort: SortKey): P[] {
  const list = [...products];
  switch (sort) {
    case 'featured':
      return list;
    case 'price-asc':
      return list.sort((a, b) => basePrice(a) - basePrice(b));
    case 'price-desc':
      return list.sort((a, b) => basePrice(b) - basePrice(a));
    case 'thc-desc':
      return list.sort((a, b) => (thcPercent(b.thc) ?? -1) - (thcPercent(a.thc) ?? -1));
    case 'name':
      return list.sort((a, b) => a.name.localeCompare(b.name, 'en'));
    default: {
      const unknown: never = sort;
      throw new Error(`Unknown sort: ${String(unknown)}`);
    }
  }
}

export interface Facets {
  /** strain/type values present, in order of first appearance */
  types: string[];
  /** effects present, alphabetical */
  effects: string[];
  /** whether any product has a percent THC (the THC range is offered only then) */
  hasThcPercent: boolean;
  /** what to call the first group: every product has a strain, none has, or both kinds are present */
  typeKind: 'strain' | 'type' | 'mixed';
}

/** What the filters panel offers for the current category. */
export function facetsFor(products: readonly Product[]): Facets {
  const types = [...new Set(products.map(strainOrType).filter((t) => t !== ''))];
  const effects = [...new Set(products.flatMap((p) => p.effects))].sort((a, b) => a.localeCompare(b, 'en'));
  const strains = products.filter((p) => p.strain).length;
  const typeKind = strains === products.length ? 'strain' : strains === 0 ? 'type' : 'mixed';
  return { types, effects, hasThcPercent: products.some((p) => thcPercent(p.thc) !== null), typeKind };
}

/** Spec section 2: 'N product(s)', singular when exactly 1. */
export function productCountLabel(n: number): string {
  return `${n} ${n === 1 ? 'product' : 'products'}`;
}
