'use client';

import type { ReactNode } from 'react';
import { formatCents, lineTotalCents } from '@/lib/order/money';
import { lineShortText } from '@/lib/order/availabilityTexts';
import type { UnavailableLine } from '@/lib/store/unavailableLines';
import type { CartLine } from '@/lib/catalogue/types';
import OrderBreakdown from '@/components/ui/OrderBreakdown';
import { Panel } from '@/components/checkout/checkoutStyles';
import LimitMeter from '@/components/limits/LimitMeter';

interface Props {
  lines: readonly CartLine[];
  /** cents; `deliveryFee` its own line when delivering (issue 25.3) */
  totals: { subtotal: number; tax: number; total: number; deliveryFee?: number };
  /** lines that cannot be bought as they are, marked with what is left */
  unavailable?: readonly UnavailableLine[];
  children: ReactNode;
}

/** Column 3: what is being bought, the totals in cents, then the submit area. */
export default function OrderSummary({ lines, totals, unavailable = [], children }: Props) {
  return (
    <Panel aria-labelledby="checkout-summary-title">
      <h2 id="checkout-summary-title">Order Summary</h2>
      <OrderBreakdown
        lines={lines.map((line) => {
          const short = unavailable.find((u) => u.line === line);
          return {
            key: `${line.id}-${line.size}`,
            name: line.name,
            meta: `${line.size} × ${line.quantity}`,
            note: short ? lineShortText(short.left, line.quantity) : undefined,
            amount: formatCents(lineTotalCents(line.price, line.quantity)),
          };
        })}
        subtotal={formatCents(totals.subtotal)}
        tax={formatCents(totals.tax)}
        deliveryFee={totals.deliveryFee === undefined ? undefined : formatCents(totals.deliveryFee)}
        total={formatCents(totals.total)}
        totalTestId="checkout-total"
      />
      <LimitMeter />
      {children}
    </Panel>
  );
}
