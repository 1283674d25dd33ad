'use client';

import { useEffect, useMemo, useRef, useState } from 'react';
import styled from 'styled-components';
import { categoryName, matchesSearch } from '@/lib/catalogue/categories';
import {
  EMPTY_FILTERS,
  activeFilterCount,
  applyFilters,
  hasActiveFilters,
  parseFilters,
  productCountLabel,
  serializeFilters,
  sortProducts,
  type FilterState,
} from '@/lib/catalogue/filters';
import { rememberCategory, resolveCategory } from '@/lib/catalogue/selectedCategory';
import { theme } from '@/lib/site/theme';
import type { CategoryId, LeadArt, Product } from '@/lib/catalogue/types';
import { writeViewMode, type ViewMode } from '@/lib/catalogue/viewMode';
import { Button } from '@/components/ui/Button';
import CatalogueToolbar from '@/components/catalogue/CatalogueToolbar';
import CategoryBar from '@/components/catalogue/CategoryBar';
import FiltersPanel, { preloadFiltersPanel } from '@/components/catalogue/LazyFiltersPanel';
import ProductDetailDialog from '@/components/catalogue/LazyProductDetailDialog';
import ProductResults, { type EmptyReason } from '@/components/catalogue/ProductResults';
import SortSelect from '@/components/catalogue/SortSelect';
import {
  useRememberedCategory,
  useRememberedView,
  useUrlParams,
  writeCatalogueUrl,
} from '@/components/catalogue/useCatalogueBrowserState';
import { useHydrated } from '@/components/catalogue/useHydrated';
import { useCategoryProducts } from '@/components/catalogue/useCategoryProducts';
import Breadcrumb from '@/components/catalogue/Breadcrumb';
import { categoryTrail } from '@/lib/catalogue/breadcrumbs';

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: ${theme.space(3)};
  margin: ${theme.space(4)} 0 ${theme.space(5)};
  h1,
  h2 {
    margin: 0;
    font-size: 26px;
    color: ${theme.colors.brandDark};
  }
  p {
    margin: ${theme.space(1)} 0 0;
    color: ${theme.colors.textMuted};
  }
`;

const Problem = styled.div`
  padding: ${theme.space(6)};
  border-radius: ${theme.radius.lg};
  background: ${theme.colors.dangerLight};
  color: ${theme.colors.danger};
  p {
    margin: 0 0 ${theme.space(3)};
  }
`;

const FILTERS_PANEL_ID = 'catalogue-filters';
// A category still loading offers no filter values (one array, so the panel's facets are not recomputed).
const NO_PRODUCTS: readonly Product[] = [];

interface ViewProps {
  /** the default category's products, rendered on the server so the page has content */
  initialCategory: CategoryId;
  initialProducts: Product[];
  /** the picture of the first card the server renders, inlined (lib/catalogue/leadArt.ts) */
  leadArt?: LeadArt;
  /** the category of a category page's own path (/products/category/X): the URL's query still wins */
  pathCategory?: CategoryId;
  /** null while the URL is not known yet (the static fallback) */
  params: URLSearchParams | null;
}

/** The catalogue screen: category, search, filters, sort, grid or list, and the detail dialog. */
export function CatalogueView({
  initialCategory,
  initialProducts,
  leadArt,
  pathCategory,
  params: urlParams,
}: ViewProps) {
  // What this view last wrote to the URL, shown at once: the router reports the new URL a moment later,
  // and controlled checkboxes must not flick back meanwhile. A newer URL (back, a link) replaces it.
  const [written, setWritten] = useState<{ over: URLSearchParams | null; next: URLSearchParams } | null>(
    null,
  );
  const params = written && written.over === urlParams ? written.next : urlParams;
  const remembered = useRememberedCategory();
  const category = params
    ? resolveCategory(params.get('category'), pathCategory ?? remembered)
    : initialCategory;
  const filters = useMemo(() => (params ? parseFilters(params) : EMPTY_FILTERS), [params]);

  // Hover, focus or press starts loading a category, so the click usually finds its products in state and the
  // grid changes in one render (issue 14: a category switch within 100 ms).
  const { products, failed, clearFailure, retry, preload } = useCategoryProducts(
    category,
    initialCategory,
    initialProducts,
  );
  const [query, setQuery] = useState('');
  // The prerendered page shows the grid; after hydration, the choice this browser made last time.
  const rememberedView = useRememberedView();
  const [chosenView, setChosenView] = useState<ViewMode | null>(null);
  const view = chosenView ?? rememberedView ?? 'grid';
  const setView = (mode: ViewMode) => {
    setChosenView(mode);
    writeViewMode(window.localStorage, mode);
  };
  const [filtersOpen, setFiltersOpen] = useState(false);
  const [viewing, setViewing] = useState<Product | null>(null);
  const searchRef = useRef<HTMLInputElement>(null);
  const hydrated = useHydrated();

  useEffect(() => {
    if (params) rememberCategory(window.localStorage, category);
  }, [params, category]);

  const visible = useMemo(() => {
    const found = (products ?? []).filter((p) => matchesSearch(p, query));
    return sortProducts(applyFilters(found, filters), filters.sort);
  }, [products, query, filters]);

  const writeUrl = (next: URLSearchParams, mode: 'push' | 'replace') => {
    setWritten({ over: urlParams, next });
    // the spec's address, also from a category page's own path (next.config.mjs rewrites it back to that page)
    writeCatalogueUrl(`/products?${next.toString()}`, mode);
  };

  const selectCategory = (id: CategoryId) => {
    // Strain, effect and price choices belong to one category; the sort order carries over.
    writeUrl(serializeFilters({ ...EMPTY_FILTERS, sort: filters.sort }, `category=${id}`), 'push');
    rememberCategory(window.localStorage, id);
    clearFailure();
    window.scrollTo({ top: 0 });
  };

  const setFilters = (next: FilterState) => {
    const base = new URLSearchParams(params ?? undefined);
    base.set('category', category);
    writeUrl(serializeFilters(next, base), 'replace');
  };

  const clearSearch = () => {
    setQuery('');
    searchRef.current?.focus();
  };

  // A category page's own heading and trail (issue 34.9, 34.5): they follow the category shown, as its address does.
  const Title = pathCategory ? 'h1' : 'h2';

  const emptyReason: EmptyReason =
    query.trim() !== '' ? 'search' : hasActiveFilters(filters) ? 'filters' : 'category';

  return (
    <>
      {pathCategory ? <Breadcrumb trail={categoryTrail(category)} /> : null}
      <CatalogueToolbar
        query={query}
        onQuery={setQuery}
        scope={categoryName(category)}
        filtersOpen={filtersOpen}
        onToggleFilters={() => setFiltersOpen((o) => !o)}
        onFiltersIntent={preloadFiltersPanel}
        filtersPanelId={FILTERS_PANEL_ID}
        activeFilters={activeFilterCount(filters)}
        view={view}
        onView={setView}
        searchRef={searchRef}
      />
      <CategoryBar selected={category} onSelect={selectCategory} onIntent={preload} />
      <FiltersPanel
        id={FILTERS_PANEL_ID}
        open={filtersOpen}
        products={products ?? NO_PRODUCTS}
        value={filters}
        onChange={setFilters}
        onClear={() => setFilters({ ...EMPTY_FILTERS, sort: filters.sort })}
      />
      <Head data-hydrated={hydrated && params !== null ? 'true' : undefined}>
        <div>
          <Title id="category-heading">{categoryName(category)}</Title>
          <p role="status" data-testid="product-count">
            {products ? productCountLabel(visible.length) : 'Loading products…'}
          </p>
        </div>
        <SortSelect value={filters.sort} onChange={(sort) => setFilters({ ...filters, sort })} />
      </Head>
      {products ? (
        <ProductResults
          products={visible}
          leadArt={leadArt}
          view={view}
          onView={setViewing}
          emptyReason={emptyReason}
          query={query}
          onClearSearch={clearSearch}
          onClearFilters={() => setFilters({ ...EMPTY_FILTERS, sort: filters.sort })}
          headingLevel={pathCategory ? 'h2' : 'h3'}
        />
      ) : failed ? (
        <Problem role="alert">
          <p>We could not load these products. Please check your connection and try again.</p>
          <Button type="button" onClick={retry}>
            Try again
          </Button>
        </Problem>
      ) : null}
      <ProductDetailDialog product={viewing} onClose={() => setViewing(null)} />
    </>
  );
}

/** The catalogue screen at the URL the browser shows (useCatalogueBrowserState.ts). */
export default function ProductsBrowser(props: Omit<ViewProps, 'params'>) {
  return <CatalogueView {...props} params={useUrlParams()} />;
}
