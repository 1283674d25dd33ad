// A card's product facts (issue 26.5): the "Lab-tested" mark and the chosen size's price per gram or per 100 mg THC.
// Each renders nothing where the data has nothing (decision 13).
import styled from 'styled-components';
import { LAB_TESTED } from '@/lib/catalogue/labFilters';
import { unitPriceText } from '@/lib/catalogue/unitPrice';
import { theme } from '@/lib/site/theme';
import type { CategoryId, Product, Variation } from '@/lib/catalogue/types';

const Mark = styled.span`
  display: inline-block;
  margin-left: ${theme.space(1)};
  padding: 1px ${theme.space(2)};
  border: 1px solid ${theme.colors.brand};
  border-radius: ${theme.radius.pill};
  color: ${theme.colors.brandDark};
  font-size: 12px;
  font-weight: 700;
`;

/** 'Lab-tested' on a card whose product has a lab result. */
export function LabTestedMark({ product }: { product: Pick<Product, 'lab'> }) {
  return product.lab ? <Mark data-testid="lab-tested">{LAB_TESTED}</Mark> : null;
}

const Unit = styled.span`
  font-size: 14px;
  color: ${theme.colors.textMuted};
`;

/** '$15.71 per gram' for the size shown, or nothing when the size states no amount. */
export function UnitPriceNote({ category, variation }: { category: CategoryId; variation: Variation }) {
  const text = unitPriceText(category, variation);
  return text ? <Unit data-testid="unit-price">{text}</Unit> : null;
}
