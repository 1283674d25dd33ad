// The products page's lab facets (issue 26.5): "Lab-tested" and the terpenes, read from and written to the URL
// with the other filters (lib/catalogue/filters.ts). A facet is offered only where the category's data has it.
import type { Product } from '@/lib/catalogue/types';

/** The mark on a card with a lab result, and the filter's name. */
export const LAB_TESTED = 'Lab-tested';

export interface LabFilterState {
  /** only products with a lab result */
  labTested: boolean;
  /** a product passes when one of its terpenes is one of these (none = all) */
  terpenes: string[];
}

export const EMPTY_LAB_FILTERS: LabFilterState = { labTested: false, terpenes: [] };

/** Query parameter names: `lab=tested`, `terpenes=Myrcene` (repeated). */
export const LAB_FILTER_PARAMS = ['lab', 'terpenes'] as const;

/** Reads the lab facets from a query; anything else is ignored. */
export function parseLabFilters(params: Pick<URLSearchParams, 'get' | 'getAll'>): LabFilterState {
  const terpenes = params.getAll('terpenes').map((t) => t.trim());
  return {
    labTested: params.get('lab') === 'tested',
    terpenes: [...new Set(terpenes.filter((t) => t !== ''))],
  };
}

/** Writes the lab facets into `params` (cleared of them by the caller). */
export function writeLabFilters(state: LabFilterState, params: URLSearchParams): void {
  if (state.labTested) params.set('lab', 'tested');
  for (const t of state.terpenes) params.append('terpenes', t);
}

/** Each active facet counts one: the lab-tested mark and each ticked terpene. */
export const labFilterCount = (state: LabFilterState): number =>
  (state.labTested ? 1 : 0) + state.terpenes.length;

/** True when the product passes the lab facets. */
export function passesLabFilters(p: Pick<Product, 'lab' | 'terpenes'>, state: LabFilterState): boolean {
  if (state.labTested && !p.lab) return false;
  if (state.terpenes.length === 0) return true;
  return (p.terpenes ?? []).some((t) => state.terpenes.includes(t.name));
}

export interface LabFacets {
  /** some product of the category has a lab result */
  labTested: boolean;
  /** the terpenes the category's products list, alphabetical */
  terpenes: string[];
}

/** What the filters panel offers for the category: nothing its data does not have. */
export function labFacetsFor(products: readonly Pick<Product, 'lab' | 'terpenes'>[]): LabFacets {
  const terpenes = new Set(products.flatMap((p) => (p.terpenes ?? []).map((t) => t.name)));
  return {
    labTested: products.some((p) => p.lab !== undefined),
    terpenes: [...terpenes].sort((a, b) => a.localeCompare(b, 'en')),
  };
}
