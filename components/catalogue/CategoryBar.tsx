'use client';

import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { CATEGORIES } from '@/lib/catalogue/categories';
import { theme } from '@/lib/site/theme';
import type { CategoryId } from '@/lib/catalogue/types';
import CategoryIcon from '@/components/catalogue/CategoryIcon';

const Wrap = styled.div`
  position: relative;
`;

// Where more categories hide past an edge, that edge fades out and an arrow scrolls there.
const FADE = '48px';
const Row = styled.div`
  display: flex;
  gap: ${theme.space(2)};
  overflow-x: auto;
  scroll-behavior: smooth;
  padding: ${theme.space(1)} ${theme.space(1)} ${theme.space(3)};
  margin: 0 -${theme.space(1)};
  &[data-more='right'] {
    mask-image: linear-gradient(to right, #000 calc(100% - ${FADE}), transparent);
  }
  &[data-more='left'] {
    mask-image: linear-gradient(to left, #000 calc(100% - ${FADE}), transparent);
  }
  &[data-more='both'] {
    mask-image: linear-gradient(to right, transparent, #000 ${FADE}, #000 calc(100% - ${FADE}), transparent);
  }
`;

const Arrow = styled.button<{ $side: 'left' | 'right' }>`
  position: absolute;
  top: ${theme.space(1)};
  ${(p) => p.$side}: 0;
  width: 44px;
  height: 44px;
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius.pill};
  background: ${theme.colors.surface};
  color: ${theme.colors.brandDark};
  box-shadow: ${theme.shadow.card};
  font-size: 24px;
  line-height: 1;
  cursor: pointer;
`;

const Choice = styled.button`
  flex: none;
  display: inline-flex;
  align-items: center;
  gap: ${theme.space(2)};
  min-height: 44px;
  padding: ${theme.space(2)} ${theme.space(4)};
  border: 2px solid ${theme.colors.border};
  border-radius: ${theme.radius.pill};
  background: ${theme.colors.surface};
  color: ${theme.colors.text};
  font-weight: 600;
  cursor: pointer;
  &:hover {
    border-color: ${theme.colors.brand};
  }
  &[aria-pressed='true'] {
    background: ${theme.colors.brand};
    border-color: ${theme.colors.brand};
    color: ${theme.colors.textInverse};
  }
`;

type More = 'none' | 'left' | 'right' | 'both';

function moreOf(row: HTMLElement): More {
  const left = row.scrollLeft > 1;
  const right = row.scrollLeft + row.clientWidth < row.scrollWidth - 1;
  return left && right ? 'both' : left ? 'left' : right ? 'right' : 'none';
}

/**
 * The nine category buttons; the selected one is pressed and scrolled into view. When they do not all fit,
 * the row shows it: the cut edge fades and an arrow button scrolls that way (the buttons stay in tab order,
 * so the arrows are for pointers and are left out of it).
 */
export default function CategoryBar({
  selected,
  onSelect,
  onIntent,
}: {
  selected: CategoryId;
  onSelect: (id: CategoryId) => void;
  /** the pointer is over a button, or it has focus: its products can start loading before the click */
  onIntent?: (id: CategoryId) => void;
}) {
  const rowRef = useRef<HTMLDivElement>(null);
  const [more, setMore] = useState<More>('none');

  useEffect(() => {
    const row = rowRef.current;
    if (!row || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => setMore(moreOf(row)));
    observer.observe(row);
    return () => observer.disconnect();
  }, []);

  // Only the row scrolls (never the page), and only as far as needed to show the whole selected button.
  useEffect(() => {
    const row = rowRef.current;
    const button = row?.querySelector<HTMLElement>('[aria-pressed="true"]');
    if (!row || !button) return;
    const start = button.offsetLeft - row.offsetLeft;
    const end = start + button.offsetWidth;
    const pad = 56;
    if (start < row.scrollLeft) row.scrollLeft = Math.max(0, start - pad);
    else if (end > row.scrollLeft + row.clientWidth) row.scrollLeft = end - row.clientWidth + pad;
  }, [selected]);

  const page = (direction: 1 | -1) => {
    const row = rowRef.current;
    row?.scrollBy({ left: direction * row.clientWidth * 0.8 });
  };

  return (
    <Wrap>
      <Row
        ref={rowRef}
        role="group"
        aria-label="Categories"
        data-more={more}
        onScroll={(e) => setMore(moreOf(e.currentTarget))}
      >
        {CATEGORIES.map((c) => (
          <Choice
            key={c.id}
            type="button"
            aria-pressed={c.id === selected}
            onClick={() => onSelect(c.id)}
            onPointerEnter={() => onIntent?.(c.id)}
            onPointerDown={() => onIntent?.(c.id)}
            onFocus={() => onIntent?.(c.id)}
          >
            <CategoryIcon id={c.id} size={18} />
            {c.name}
          </Choice>
        ))}
      </Row>
      {more === 'left' || more === 'both' ? (
        <Arrow
          type="button"
          $side="left"
          tabIndex={-1}
          aria-label="Scroll categories left"
          onClick={() => page(-1)}
        >
          ‹
        </Arrow>
      ) : null}
      {more === 'right' || more === 'both' ? (
        <Arrow
          type="button"
          $side="right"
          tabIndex={-1}
          aria-label="Scroll categories right"
          onClick={() => page(1)}
          data-testid="categories-more"
        >
          ›
        </Arrow>
      ) : null}
    </Wrap>
  );
}
