'use client';

// Pieces shared by the grid card and the list row, so both forms show the same data the same way.
import { useId, useState } from 'react';
import styled from 'styled-components';
import { formatDollars } from '@/lib/order/money';
import { SOLD_OUT_TEXT, sizeStockText } from '@/lib/order/availabilityTexts';
import type { KnownSize } from '@/lib/order/availability';
import { selectProductAvailability } from '@/lib/store/availabilitySlice';
import { addItem, toCartProduct } from '@/lib/store/cartSlice';
import { useAppDispatch, useAppSelector } from '@/lib/store/hooks';
import { theme } from '@/lib/site/theme';
import type { Product, Variation } from '@/lib/catalogue/types';

/** Opens the detail dialog for a product (the card's view and details buttons). */
export type OnView = (product: Product) => void;

/** The sizes of a product the availability answer lists: undefined while all are simply available. */
type Sizes = Record<string, KnownSize> | undefined;

/**
 * The card's chosen size (starting at the first option), its add-one action (none for a sold-out size) and what
 * its stock note says (issue 25.1).
 */
export function useCardPurchase(product: Product) {
  const dispatch = useAppDispatch();
  const [index, setIndex] = useState(0);
  const sizes: Sizes = useAppSelector((s) => selectProductAvailability(s, product.id));
  const noteId = useId();
  const variation: Variation = product.variations[index] ?? product.variations[0] ?? { size: '', price: 0 };
  const stock = sizes?.[variation.size] ?? null;
  const soldOut = stock?.soldOut === true;
  const note = !soldOut
    ? sizeStockText(stock)
    : product.variations.every((v) => sizes?.[v.size]?.soldOut)
      ? SOLD_OUT_TEXT
      : `${SOLD_OUT_TEXT} in this size`;
  const add = () => {
    if (!soldOut) dispatch(addItem({ product: toCartProduct(product), variation }));
  };
  return { index, setIndex, variation, add, sizes, soldOut, note, noteId };
}

const Note = styled.p<{ $out: boolean }>`
  margin: 0;
  /* reserved from the first render, empty until availability arrives: nothing moves (CLS 0) */
  height: 20px;
  font-size: 14px;
  line-height: 20px;
  font-weight: 700;
  white-space: nowrap;
  overflow: hidden;
  text-overflow: ellipsis;
  color: ${(p) => (p.$out ? theme.colors.danger : theme.colors.accent)};
`;

/** The chosen size's stock in words ('Sold out', 'Only 3 left'), in a slot of fixed height. */
export function StockNote({ id, note, soldOut }: { id: string; note: string | null; soldOut: boolean }) {
  return (
    <Note id={id} $out={soldOut} data-testid="stock-note">
      {note}
    </Note>
  );
}

export const StrainBadge = styled.span`
  display: inline-block;
  padding: 2px ${theme.space(2)};
  border-radius: ${theme.radius.pill};
  background: ${theme.colors.brandDark};
  color: ${theme.colors.textInverse};
  font-size: 12px;
  font-weight: 700;
`;

/** The product name heading of a card or row; its link leads to the product page. */
export const CardName = styled.h3`
  margin: 0;
  font-size: 18px;
  a {
    color: ${theme.colors.text};
    text-decoration: none;
  }
  a:hover {
    text-decoration: underline;
  }
`;

/** The price with, for a variation on sale, its struck compare-at price and percentage off. */
export const PriceLine = styled.div`
  display: flex;
  align-items: baseline;
  flex-wrap: wrap;
  gap: ${theme.space(2)};
`;

export const Price = styled.p`
  margin: 0;
  font-size: 20px;
  font-weight: 800;
  color: ${theme.colors.brandDark};
`;

const ChipList = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space(1)};
  list-style: none;
  margin: 0;
  padding: 0;
  li {
    padding: 2px ${theme.space(2)};
    border-radius: ${theme.radius.pill};
    font-size: 12px;
    font-weight: 600;
  }
`;

const PotencyList = styled(ChipList)`
  li {
    background: ${theme.colors.brandLight};
    color: ${theme.colors.brandDark};
  }
`;

const EffectList = styled(ChipList)`
  li {
    background: ${theme.colors.accentLight};
    color: ${theme.colors.text};
  }
`;

export function PotencyChips({ product }: { product: Pick<Product, 'thc' | 'cbd'> }) {
  return (
    <PotencyList aria-label="Potency">
      <li>THC: {product.thc}</li>
      <li>CBD: {product.cbd}</li>
    </PotencyList>
  );
}

export function EffectChips({ effects }: { effects: string[] }) {
  if (effects.length === 0) return null;
  return (
    <EffectList aria-label="Effects">
      {effects.slice(0, 2).map((e) => (
        <li key={e}>{e}</li>
      ))}
    </EffectList>
  );
}

export const OneLine = styled.p`
  margin: 0;
  color: ${theme.colors.textMuted};
  font-size: 14px;
  white-space: nowrap;
  overflow: hidden;
  text-overflow: ellipsis;
`;

const Select = styled.select`
  width: 100%;
  min-height: 40px;
  padding: ${theme.space(1)} ${theme.space(2)};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius.sm};
  background: ${theme.colors.surface};
  color: ${theme.colors.text};
`;

/** 'size - $price' for each variation, e.g. '3.5g - $52.00'. */
export function variationLabel(v: Variation): string {
  return `${v.size} - ${formatDollars(v.price)}`;
}

/** ' — Sold out', ' — Only 3 left' or nothing, after a size's label. */
export const stockSuffix = (stock: KnownSize | null | undefined) => {
  const text = sizeStockText(stock ?? null);
  return text ? ` — ${text}` : '';
};

export function SizeSelect({
  product,
  index,
  onChange,
  sizes,
}: {
  product: Product;
  index: number;
  onChange: (index: number) => void;
  sizes: Sizes;
}) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="visually-hidden">
        Size of {product.name}
      </label>
      <Select id={id} autoComplete="off" value={index} onChange={(e) => onChange(Number(e.target.value))}>
        {product.variations.map((v, i) => (
          <option key={v.size} value={i} disabled={sizes?.[v.size]?.soldOut}>
            {variationLabel(v) + stockSuffix(sizes?.[v.size])}
          </option>
        ))}
      </Select>
    </div>
  );
}

/** A button's accessible name: its visible text then the product, e.g. 'Add to Cart: Blue Dream'. */
export function forProduct(text: string, name: string): string {
  return `${text}: ${name}`;
}
