'use client';

import styled from 'styled-components';
import { theme } from '@/lib/site/theme';
import type { LeadArt, Product } from '@/lib/catalogue/types';
import { Button } from '@/components/ui/Button';
import ProductCard from '@/components/catalogue/ProductCard';
import ProductRow from '@/components/catalogue/ProductRow';
import SearchAllButton from '@/components/catalogue/SearchAllButton';
import type { ImageLoading } from '@/components/ui/ProductImage';
import type { OnView } from '@/components/catalogue/cardParts';
import type { ViewMode } from '@/lib/catalogue/viewMode';

const Grid = styled.ul<{ $view: ViewMode }>`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${theme.space(5)};
  grid-template-columns: minmax(0, 1fr);
  ${(p) =>
    p.$view === 'grid'
      ? `
    ${theme.bp.sm} { grid-template-columns: repeat(2, minmax(0, 1fr)); }
    ${theme.bp.lg} { grid-template-columns: repeat(3, minmax(0, 1fr)); }
    ${theme.bp.xl} { grid-template-columns: repeat(4, minmax(0, 1fr)); }
  `
      : ''}
`;

const Empty = styled.div`
  padding: ${theme.space(12)} ${theme.space(4)};
  text-align: center;
  background: ${theme.colors.surface};
  border-radius: ${theme.radius.lg};
  h3 {
    margin: 0 0 ${theme.space(2)};
    font-size: 22px;
  }
  p {
    margin: 0 0 ${theme.space(5)};
    color: ${theme.colors.textMuted};
  }
`;

const EmptyActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${theme.space(3)};
`;

/** Why the list is empty decides the message (docs/design.md, original 2, "Empty state"). */
export type EmptyReason = 'search' | 'filters' | 'category';

/** The first card is a phone's largest paint; the rest of the first row is above the fold on a desktop. */
const imageLoading = (i: number): ImageLoading => (i === 0 ? 'priority' : i < 4 ? 'eager' : 'lazy');

interface Props {
  products: Product[];
  /** the first card's picture of the server's view, inlined so a phone paints it without another request */
  leadArt?: LeadArt;
  view: ViewMode;
  onView: OnView;
  emptyReason: EmptyReason;
  /** the search box's words: a search with no result here is offered across every category */
  query: string;
  onClearSearch: () => void;
  onClearFilters: () => void;
  /** the level under the page's own title: 'h2' below a category page's h1, 'h3' below /products' h2 (issue 29.1) */
  headingLevel?: 'h2' | 'h3';
}

export default function ProductResults({
  products,
  leadArt,
  view,
  onView,
  emptyReason,
  query,
  onClearSearch,
  onClearFilters,
  headingLevel: H = 'h3',
}: Props) {
  if (products.length === 0) {
    return (
      <Empty>
        {emptyReason === 'search' ? (
          <>
            <H>No products found</H>
            <p>Try adjusting your search terms</p>
            <EmptyActions>
              <SearchAllButton query={query} />
              <Button type="button" $variant="secondary" onClick={onClearSearch}>
                Clear Search
              </Button>
            </EmptyActions>
          </>
        ) : emptyReason === 'filters' ? (
          <>
            <H>No products found</H>
            <p>Try adjusting your filters</p>
            <Button type="button" onClick={onClearFilters}>
              Clear filters
            </Button>
          </>
        ) : (
          <H>No products available in this category</H>
        )}
      </Empty>
    );
  }
  return (
    <Grid $view={view} aria-label="Products">
      {products.map((p, i) =>
        view === 'grid' ? (
          <li key={p.id}>
            <ProductCard
              product={p}
              onView={onView}
              headingLevel={H}
              imageLoading={imageLoading(i)}
              imageSrc={leadArt?.id === p.id ? leadArt.src : undefined}
            />
          </li>
        ) : (
          <li key={p.id}>
            <ProductRow product={p} onView={onView} headingLevel={H} />
          </li>
        ),
      )}
    </Grid>
  );
}
