'use client';

import { useId, useState } from 'react';
import styled from 'styled-components';
import { formatCents, formatDollars, lineTotalCents } from '@/lib/order/money';
import { MAX_LINE_QUANTITY, clampQuantity } from '@/lib/order/rules';
import { SOLD_OUT_TEXT, sizeStockText } from '@/lib/order/availabilityTexts';
import { selectProductAvailability, unitsLeft } from '@/lib/store/availabilitySlice';
import { addItem, selectCartRefused, toCartProduct } from '@/lib/store/cartSlice';
import { useAppDispatch, useAppSelector, useAppStore } from '@/lib/store/hooks';
import { theme } from '@/lib/site/theme';
import type { Product } from '@/lib/catalogue/types';
import { Button } from '@/components/ui/Button';
import SalePrice from '@/components/catalogue/SalePrice';
import { UnitPriceNote } from '@/components/catalogue/cardFacts';
import { useHydrated } from '@/components/catalogue/useHydrated';
import LimitRefusalNote from '@/components/limits/LimitRefusalNote';

const PriceRow = styled.p`
  display: flex;
  align-items: baseline;
  flex-wrap: wrap;
  gap: ${theme.space(3)};
  margin: 0;
`;

const Now = styled.span`
  font-size: 28px;
  font-weight: 800;
  color: ${theme.colors.brandDark};
`;

const Fieldset = styled.fieldset`
  border: none;
  margin: 0;
  padding: 0;
  legend {
    font-weight: 700;
    margin-bottom: ${theme.space(2)};
    padding: 0;
  }
`;

const Sizes = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space(2)};
  label {
    display: inline-flex;
    align-items: center;
    gap: ${theme.space(2)};
    min-height: 44px;
    padding: ${theme.space(1)} ${theme.space(3)};
    border: 2px solid ${theme.colors.border};
    border-radius: ${theme.radius.md};
    cursor: pointer;
  }
  label:has(input:checked) {
    border-color: ${theme.colors.brand};
    background: ${theme.colors.brandLight};
  }
  label:has(input:disabled) {
    cursor: not-allowed;
    color: ${theme.colors.textMuted};
  }
`;

/** A size's stock under its label, in a line reserved from the first render (CLS 0) that adds no width. */
const SizeNote = styled.span`
  display: block;
  width: 0;
  min-width: 100%;
  height: 16px;
  font-size: 12px;
  line-height: 16px;
  font-weight: 700;
  white-space: nowrap;
  color: ${theme.colors.accent};
  &[data-out] {
    color: ${theme.colors.danger};
  }
`;

const Stepper = styled.div`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space(2)};
  input {
    width: 64px;
    min-height: 44px;
    text-align: center;
    border: 1px solid ${theme.colors.border};
    border-radius: ${theme.radius.sm};
  }
  button {
    min-width: 44px;
    padding: 0;
  }
`;

const QtyLabel = styled.label`
  display: block;
  font-weight: 700;
  margin-bottom: ${theme.space(2)};
`;

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space(4)};
`;

/** 'Add 2 x 3.5g to Cart - $104.00' */
export function addButtonText(size: string, unitPrice: number, quantity: number): string {
  return `Add ${quantity} x ${size} to Cart - ${formatCents(lineTotalCents(unitPrice, quantity))}`;
}

/** Price, size, quantity and the add button of the detail dialog and the product page. */
export default function PurchasePanel({ product, onAdded }: { product: Product; onAdded?: () => void }) {
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const [index, setIndex] = useState(0);
  const [quantity, setQuantity] = useState(1);
  const [draft, setDraft] = useState('1');
  const qtyId = useId();
  const hydrated = useHydrated();
  const sizes = useAppSelector((s) => selectProductAvailability(s, product.id));
  const variation = product.variations[index] ?? product.variations[0];
  const stock = (variation && sizes?.[variation.size]) ?? null;
  const soldOut = stock?.soldOut === true;
  // "Only N left": the picker stops at N; "Fewer than N left": under N (issue 25.1)
  const cap = Math.max(1, Math.min(MAX_LINE_QUANTITY, unitsLeft(stock) ?? MAX_LINE_QUANTITY));
  if (quantity > cap) {
    setQuantity(cap);
    setDraft(String(cap));
  }
  if (!variation) return null;

  const setQty = (n: number) => {
    const q = Math.min(clampQuantity(n), cap);
    setQuantity(q);
    setDraft(String(q));
  };

  const add = () => {
    if (soldOut) return;
    dispatch(addItem({ product: toCartProduct(product), variation, quantity }));
    // refused past a limit (issue 26.2): the panel stays, its message beside the button
    if (!selectCartRefused(store.getState())) onAdded?.();
  };

  return (
    <Stack data-hydrated={hydrated ? 'true' : undefined}>
      <PriceRow>
        <Now>{formatDollars(variation.price)}</Now>
        <SalePrice variation={variation} />
        <UnitPriceNote category={product.category} variation={variation} />
      </PriceRow>
      <Fieldset>
        <legend>Size</legend>
        <Sizes>
          {product.variations.map((v, i) => {
            const out = sizes?.[v.size]?.soldOut;
            return (
              <label key={v.size}>
                <input
                  type="radio"
                  name={`size-${product.id}`}
                  value={v.size}
                  checked={i === index}
                  disabled={out && i !== index}
                  onChange={() => setIndex(i)}
                />
                <span>
                  {v.size} - {formatDollars(v.price)}
                  <SizeNote id={`${qtyId}-${i}`} data-out={out || undefined}>
                    {sizeStockText(sizes?.[v.size] ?? null)}
                  </SizeNote>
                </span>
              </label>
            );
          })}
        </Sizes>
      </Fieldset>
      <div>
        <QtyLabel htmlFor={qtyId}>Quantity</QtyLabel>
        <Stepper>
          <Button
            type="button"
            $variant="secondary"
            aria-label="Decrease quantity"
            disabled={quantity <= 1}
            onClick={() => setQty(quantity - 1)}
          >
            −
          </Button>
          <input
            id={qtyId}
            type="number"
            autoComplete="off"
            inputMode="numeric"
            min={1}
            max={cap}
            aria-describedby={`${qtyId}-${index}`}
            value={draft}
            onChange={(e) => {
              setDraft(e.target.value);
              const n = Number(e.target.value);
              if (e.target.value !== '' && Number.isFinite(n)) setQuantity(Math.min(clampQuantity(n), cap));
            }}
            onBlur={() => setDraft(String(quantity))}
          />
          <Button
            type="button"
            $variant="secondary"
            aria-label="Increase quantity"
            disabled={quantity >= cap}
            onClick={() => setQty(quantity + 1)}
          >
            +
          </Button>
        </Stepper>
      </div>
      <Button type="button" $block disabled={soldOut} onClick={add}>
        {soldOut
          ? `${variation.size} — ${SOLD_OUT_TEXT}`
          : addButtonText(variation.size, variation.price, quantity)}
      </Button>
      <LimitRefusalNote productId={product.id} />
    </Stack>
  );
}
