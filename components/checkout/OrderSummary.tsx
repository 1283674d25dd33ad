'use client';

import type { ReactNode } from 'react';
import styled from 'styled-components';
import { formatCents, lineTotalCents } from '@/lib/money';
import { theme } from '@/lib/theme';
import type { CartLine } from '@/lib/types';
import { Panel } from '@/components/checkout/checkoutStyles';

const Lines = styled.ul`
  list-style: none;
  margin: 0 0 ${theme.space(4)};
  padding: 0;
  li {
    display: flex;
    justify-content: space-between;
    gap: ${theme.space(3)};
    padding: ${theme.space(2)} 0;
    border-bottom: 1px solid ${theme.colors.border};
  }
`;

const Meta = styled.span`
  display: block;
  font-size: 14px;
  color: ${theme.colors.textMuted};
`;

const Totals = styled.dl`
  margin: 0 0 ${theme.space(5)};
  div {
    display: flex;
    justify-content: space-between;
    padding: ${theme.space(1)} 0;
  }
  dt,
  dd {
    margin: 0;
  }
  div:last-of-type {
    font-size: 18px;
    font-weight: 700;
    border-top: 1px solid ${theme.colors.border};
    margin-top: ${theme.space(2)};
    padding-top: ${theme.space(3)};
  }
`;

interface Props {
  lines: readonly CartLine[];
  totals: { subtotal: number; tax: number; total: number };
  children: ReactNode;
}

/** Column 3: what is being bought, the totals in cents, then the submit area. */
export default function OrderSummary({ lines, totals, children }: Props) {
  return (
    <Panel aria-labelledby="checkout-summary-title">
      <h2 id="checkout-summary-title">Order Summary</h2>
      <Lines>
        {lines.map((line) => (
          <li key={`${line.id}-${line.size}`}>
            <span>
              {line.name}
              <Meta>
                {line.size} &times; {line.quantity}
              </Meta>
            </span>
            <span>{formatCents(lineTotalCents(line.price, line.quantity))}</span>
          </li>
        ))}
      </Lines>
      <Totals>
        <div>
          <dt>Subtotal</dt>
          <dd>{formatCents(totals.subtotal)}</dd>
        </div>
        <div>
          <dt>Medical Tax (8%)</dt>
          <dd>{formatCents(totals.tax)}</dd>
        </div>
        <div>
          <dt>Total</dt>
          <dd data-testid="checkout-total">{formatCents(totals.total)}</dd>
        </div>
      </Totals>
      {children}
    </Panel>
  );
}
