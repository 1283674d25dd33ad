'use client';

import type { Ref } from 'react';
import styled from 'styled-components';
import { theme } from '@/lib/site/theme';
import type { ViewMode } from '@/lib/catalogue/viewMode';
import { SearchIcon } from '@/components/ui/icons';

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space(3)};
  margin-bottom: ${theme.space(4)};
`;

// the box's height before its input arrives: a partly parsed page paints the icon, centred on it, where it stays
const SearchField = styled.div`
  position: relative;
  flex: 1 1 260px;
  min-height: 48px;
  svg {
    position: absolute;
    left: ${theme.space(3)};
    top: 50%;
    transform: translateY(-50%);
    color: ${theme.colors.textMuted};
  }
  input {
    width: 100%;
    min-height: 48px;
    padding: ${theme.space(2)} ${theme.space(3)} ${theme.space(2)} ${theme.space(10)};
    border: 2px solid ${theme.colors.border};
    border-radius: ${theme.radius.pill};
    background: ${theme.colors.surface};
    color: ${theme.colors.text};
  }
  input::placeholder {
    color: ${theme.colors.textMuted};
  }
  input:focus {
    border-color: ${theme.colors.brand};
  }
`;

const ToolButton = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space(2)};
  min-height: 48px;
  padding: ${theme.space(2)} ${theme.space(4)};
  border: 2px solid ${theme.colors.border};
  border-radius: ${theme.radius.md};
  background: ${theme.colors.surface};
  color: ${theme.colors.text};
  font-weight: 600;
  cursor: pointer;
  &[aria-pressed='true'],
  &[aria-expanded='true'] {
    border-color: ${theme.colors.brand};
    background: ${theme.colors.brandLight};
    color: ${theme.colors.brandDark};
  }
`;

// two columns of a set width, so a first paint of a partly received toolbar (Grid there, List not yet) moves nothing
// when the rest arrives (no layout shift)
const Toggle = styled.div`
  display: inline-grid;
  grid-template-columns: repeat(2, 5rem);
  gap: ${theme.space(1)};
  button {
    justify-content: center;
  }
`;

const Count = styled.span`
  display: inline-block;
  min-width: 20px;
  padding: 0 ${theme.space(1)};
  border-radius: ${theme.radius.pill};
  background: ${theme.colors.brand};
  color: ${theme.colors.textInverse};
  font-size: 12px;
  line-height: 20px;
  text-align: center;
`;

interface Props {
  query: string;
  onQuery: (q: string) => void;
  /** what the box searches: the category's name (the header's search covers the whole catalogue) */
  scope: string;
  filtersOpen: boolean;
  onToggleFilters: () => void;
  /** the shopper reaches for Filters (hover, focus, touch): fetch the panel's code before the click */
  onFiltersIntent?: () => void;
  filtersPanelId: string;
  activeFilters: number;
  view: ViewMode;
  onView: (v: ViewMode) => void;
  searchRef?: Ref<HTMLInputElement>;
}

/** Search box, Filters button and the grid / list toggle above the products. */
export default function CatalogueToolbar({
  query,
  onQuery,
  scope,
  filtersOpen,
  onToggleFilters,
  onFiltersIntent,
  filtersPanelId,
  activeFilters,
  view,
  onView,
  searchRef,
}: Props) {
  return (
    <Bar>
      <SearchField>
        <SearchIcon size={20} />
        <label htmlFor="catalogue-search" className="visually-hidden">
          Search products in this category
        </label>
        <input
          ref={searchRef}
          id="catalogue-search"
          type="search"
          placeholder={`Search ${scope}…`}
          autoComplete="off"
          value={query}
          onChange={(e) => onQuery(e.target.value)}
        />
      </SearchField>
      <ToolButton
        type="button"
        aria-expanded={filtersOpen}
        aria-controls={filtersPanelId}
        onClick={onToggleFilters}
        onPointerEnter={onFiltersIntent}
        onPointerDown={onFiltersIntent}
        onFocus={onFiltersIntent}
      >
        Filters
        {activeFilters > 0 ? (
          <Count>
            {activeFilters}
            <span className="visually-hidden"> active</span>
          </Count>
        ) : null}
      </ToolButton>
      <Toggle role="group" aria-label="View">
        <ToolButton type="button" aria-pressed={view === 'grid'} onClick={() => onView('grid')}>
          Grid<span className="visually-hidden"> view</span>
        </ToolButton>
        <ToolButton type="button" aria-pressed={view === 'list'} onClick={() => onView('list')}>
          List<span className="visually-hidden"> view</span>
        </ToolButton>
      </Toggle>
    </Bar>
  );
}
