'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useId, useMemo, useState, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { categoryName, matchesSearch } from '@/lib/catalogue/categories';
import { loadCatalogueIndex } from '@/lib/catalogue/searchIndex';
import { theme } from '@/lib/site/theme';
import { strainOrType, type CatalogueIndexEntry } from '@/lib/catalogue/types';
import Dialog from '@/components/ui/Dialog';
import { DialogCloseButton } from '@/components/ui/IconButton';
import { CloseIcon } from '@/components/ui/icons';

export const MAX_RESULTS = 20;

const Body = styled.div`
  position: relative;
  padding: ${theme.space(6)};
  h2 {
    margin: 0 0 ${theme.space(4)};
    font-size: 22px;
  }
  label {
    display: block;
    margin-bottom: ${theme.space(2)};
    font-weight: 600;
  }
  input {
    width: 100%;
    min-height: 48px;
    padding: ${theme.space(2)} ${theme.space(3)};
    border: 2px solid ${theme.colors.border};
    border-radius: ${theme.radius.md};
  }
  input:focus {
    border-color: ${theme.colors.brand};
  }
`;

const List = styled.ul`
  list-style: none;
  margin: ${theme.space(3)} 0 0;
  padding: 0;
  max-height: min(60dvh, 480px);
  overflow-y: auto;
  &[hidden] {
    display: none;
  }
`;

const Option = styled.li`
  display: flex;
  justify-content: space-between;
  gap: ${theme.space(3)};
  padding: ${theme.space(3)};
  border-radius: ${theme.radius.md};
  cursor: pointer;
  &[aria-selected='true'],
  &:hover {
    background: ${theme.colors.brandLight};
  }
  strong {
    display: block;
  }
  span {
    color: ${theme.colors.textMuted};
    font-size: 14px;
  }
`;

const Status = styled.p`
  margin: ${theme.space(3)} 0 0;
  color: ${theme.colors.textMuted};
  &:empty {
    margin: 0;
  }
`;

const Problem = styled.p`
  margin: ${theme.space(3)} 0 0;
  color: ${theme.colors.danger};
`;

interface PanelProps {
  titleId: string;
  onClose: () => void;
  /** what the box holds on opening: a catalogue search carried over to every category (issue 35.7) */
  initialQuery?: string;
}

/** The dialog's content; mounted while open, so each opening starts afresh (an empty box, or initialQuery). */
function SearchPanel({ titleId, onClose, initialQuery = '' }: PanelProps) {
  const router = useRouter();
  const ids = useId();
  const inputId = `${ids}-input`;
  const listId = `${ids}-list`;
  const optionId = (i: number) => `${ids}-option-${i}`;
  const [entries, setEntries] = useState<CatalogueIndexEntry[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const [query, setQuery] = useState(initialQuery);
  const [active, setActive] = useState(-1);

  useEffect(() => {
    let live = true;
    // Fetched on first opening and cached for the page; a failed load may be retried.
    loadCatalogueIndex().then(
      (index) => live && setEntries([...index.values()]),
      (err: unknown) => {
        console.warn('search: catalogue index unavailable', err);
        if (live) setFailed(true);
      },
    );
    return () => {
      live = false;
    };
  }, [attempt]);

  const matches = useMemo(
    () => (entries && query.trim() !== '' ? entries.filter((e) => matchesSearch(e, query)) : []),
    [entries, query],
  );
  const results = matches.slice(0, MAX_RESULTS);
  const expanded = results.length > 0;

  const move = (to: number) => {
    setActive(to);
    // The list scrolls; keep the active option in sight (jsdom has no scrollIntoView).
    document.getElementById(optionId(to))?.scrollIntoView?.({ block: 'nearest' });
  };

  const open = (entry: CatalogueIndexEntry) => {
    onClose();
    router.push(`/products/${entry.id}`);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown' && expanded) {
      e.preventDefault();
      move((active + 1) % results.length);
    } else if (e.key === 'ArrowUp' && expanded) {
      e.preventDefault();
      move(active <= 0 ? results.length - 1 : active - 1);
    } else if (e.key === 'Enter') {
      const chosen = results[active] ?? (results.length === 1 ? results[0] : undefined);
      if (chosen) {
        e.preventDefault();
        open(chosen);
      }
    }
  };

  let status = '';
  if (query.trim() !== '') {
    if (!entries && !failed) status = 'Loading products…';
    else if (entries && matches.length === 0) status = 'No products found';
    else if (matches.length > MAX_RESULTS) status = `Showing ${MAX_RESULTS} of ${matches.length} products`;
    else if (entries) status = `${matches.length} ${matches.length === 1 ? 'product' : 'products'} found`;
  }

  return (
    <Body>
      <h2 id={titleId}>Search products</h2>
      <label htmlFor={inputId}>Search all products by name, strain or type</label>
      <input
        id={inputId}
        type="text"
        role="combobox"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
        autoComplete="off"
        autoFocus
        value={query}
        onChange={(e) => {
          setQuery(e.target.value);
          setActive(-1);
        }}
        onKeyDown={onKeyDown}
      />
      {failed ? (
        <Problem role="alert">
          Search is unavailable right now.{' '}
          <button
            type="button"
            onClick={() => {
              setFailed(false);
              setAttempt((n) => n + 1);
            }}
          >
            Try again
          </button>
        </Problem>
      ) : null}
      <Status role="status">{status}</Status>
      <List id={listId} role="listbox" aria-label="Matching products" hidden={!expanded}>
        {results.map((r, i) => (
          <Option
            key={r.id}
            id={optionId(i)}
            role="option"
            aria-selected={i === active}
            onClick={() => open(r)}
            onMouseMove={() => setActive(i)}
          >
            <div>
              <strong>{r.name}</strong>
              <span>{strainOrType(r)}</span>
            </div>
            <span>{categoryName(r.category)}</span>
          </Option>
        ))}
      </List>
      <DialogCloseButton type="button" aria-label="Close" onClick={onClose}>
        <CloseIcon size={22} />
      </DialogCloseButton>
    </Body>
  );
}

/** The header's whole-catalogue search (docs/design.md, decision 12): type-ahead over the compact index. */
export default function SearchDialog({
  open,
  onClose,
  initialQuery,
}: {
  open: boolean;
  onClose: () => void;
  initialQuery?: string;
}) {
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} labelledBy={titleId}>
      {open ? <SearchPanel titleId={titleId} onClose={onClose} initialQuery={initialQuery} /> : null}
    </Dialog>
  );
}
