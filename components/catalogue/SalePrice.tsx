import styled from 'styled-components';
import { formatDollars, percentOff } from '@/lib/order/money';
import { theme } from '@/lib/site/theme';
import type { Variation } from '@/lib/catalogue/types';

const Was = styled.s`
  color: ${theme.colors.textMuted};
  font-size: 16px;
  font-weight: 400;
`;

const Off = styled.span`
  padding: 2px ${theme.space(2)};
  border-radius: ${theme.radius.pill};
  background: ${theme.colors.danger};
  color: ${theme.colors.textInverse};
  font-size: 13px;
  font-weight: 800;
`;

/** The struck compare-at price and its real percentage off; nothing for a variation that is not on sale. */
export default function SalePrice({ variation }: { variation: Variation }) {
  const { price, compareAt } = variation;
  const off = compareAt === undefined ? 0 : percentOff(price, compareAt);
  if (compareAt === undefined || off < 1) return null;
  return (
    <>
      <Was>
        <span className="visually-hidden">Was </span>
        {formatDollars(compareAt)}
      </Was>
      <Off>{off}% OFF</Off>
    </>
  );
}
