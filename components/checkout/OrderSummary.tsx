'use client';

import type { ReactNode } from 'react';
import { formatCents, lineTotalCents } from '@/lib/order/money';
import type { CartLine } from '@/lib/catalogue/types';
import OrderBreakdown from '@/components/ui/OrderBreakdown';
import { Panel } from '@/components/checkout/checkoutStyles';

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
      <OrderBreakdown
        lines={lines.map((line) => ({
          key: `${line.id}-${line.size}`,
          name: line.name,
          meta: `${line.size} × ${line.quantity}`,
          amount: formatCents(lineTotalCents(line.price, line.quantity)),
        }))}
        subtotal={formatCents(totals.subtotal)}
        tax={formatCents(totals.tax)}
        total={formatCents(totals.total)}
        totalTestId="checkout-total"
      />
      {children}
    </Panel>
  );
}
