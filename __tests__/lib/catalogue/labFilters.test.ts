// The lab facets (issue 26.5): "Lab-tested" and terpenes, in the URL with the other filters, offered only where the
// category's data has them.
import {
  EMPTY_FILTERS,
  activeFilterCount,
  applyFilters,
  parseFilters,
  serializeFilters,
  type FilterState,
} from '@/lib/catalogue/filters';
import { labFacetsFor, parseLabFilters } from '@/lib/catalogue/labFilters';
import { getProductsByCategory } from '@/lib/catalogue/products';
import { CATEGORY_IDS } from '@/lib/catalogue/types';

const filters = (over: Partial<FilterState>): FilterState => ({ ...EMPTY_FILTERS, ...over });
const ids = (list: readonly { id: number }[]) => list.map((x) => x.id);
const flower = getProductsByCategory('flower');

describe('lab facets in the URL', () => {
  it('read lab=tested and repeated terpenes, ignoring blanks, repeats and other lab values', () => {
    expect(
      parseLabFilters(new URLSearchParams('lab=tested&terpenes=Myrcene&terpenes=%20&terpenes=Myrcene')),
    ).toEqual({ labTested: true, terpenes: ['Myrcene'] });
    expect(parseLabFilters(new URLSearchParams('lab=yes'))).toEqual({ labTested: false, terpenes: [] });
  });

  it('are written with the other filters, kept through a round trip, and left out when unset', () => {
    const state = filters({ types: ['Indica'], labTested: true, terpenes: ['Limonene', 'Myrcene'] });
    const query = serializeFilters(state, 'category=flower').toString();
    expect(query).toBe('category=flower&type=Indica&lab=tested&terpenes=Limonene&terpenes=Myrcene');
    expect(parseFilters(new URLSearchParams(query))).toEqual(state);
    expect(serializeFilters(EMPTY_FILTERS, 'category=flower&lab=tested&terpenes=Pinene').toString()).toBe(
      'category=flower',
    );
  });

  it('count toward the Filters button: the mark once, each terpene once', () => {
    expect(activeFilterCount(filters({ labTested: true }))).toBe(1);
    expect(activeFilterCount(filters({ labTested: true, terpenes: ['Myrcene', 'Pinene'] }))).toBe(3);
  });
});

describe('applyFilters with lab facets', () => {
  it('"Lab-tested" keeps only products with a lab result', () => {
    const tested = applyFilters(flower, filters({ labTested: true }));
    expect(ids(tested)).toEqual(ids(flower.filter((p) => p.lab)));
    expect(tested.length).toBeGreaterThan(0);
    expect(tested.length).toBeLessThan(flower.length);
  });

  it('a terpene keeps products listing any chosen terpene, and joins the other filters', () => {
    expect(ids(applyFilters(flower, filters({ terpenes: ['Pinene'] })))).toEqual([1]);
    expect(ids(applyFilters(flower, filters({ terpenes: ['Pinene', 'Limonene'] })))).toEqual([1, 3]);
    expect(ids(applyFilters(flower, filters({ terpenes: ['Myrcene'], types: ['Sativa'] })))).toEqual([3]);
    expect(applyFilters(flower, filters({ terpenes: ['Unknownene'] }))).toEqual([]);
  });
});

describe('labFacetsFor', () => {
  it('offers only the terpenes present in the category, and the mark only where a product is tested', () => {
    expect(labFacetsFor(flower)).toEqual({
      labTested: true,
      terpenes: ['Caryophyllene', 'Limonene', 'Myrcene', 'Pinene'],
    });
    expect(labFacetsFor(getProductsByCategory('edibles'))).toEqual({ labTested: true, terpenes: [] });
    for (const id of CATEGORY_IDS) {
      const products = getProductsByCategory(id);
      const facets = labFacetsFor(products);
      expect(facets.labTested).toBe(products.some((p) => p.lab));
      const present = new Set(products.flatMap((p) => (p.terpenes ?? []).map((t) => t.name)));
      expect(new Set(facets.terpenes)).toEqual(present);
    }
    expect(labFacetsFor(getProductsByCategory('accessories'))).toEqual({ labTested: false, terpenes: [] });
  });
});
