import { formatDollars } from '@/lib/order/money';
import { deliveryFeeLine } from '@/lib/fulfilment/display';
import type { PlacedOrder } from '@/lib/order/contract';
import OrderBreakdown from '@/components/ui/OrderBreakdown';
import { Panel } from '@/components/transaction/styles';

/** The server's order: its lines and the amounts it computed (docs/design.md, decision 4), never recomputed here. */
export default function PlacedOrderSummary({ order }: { order: PlacedOrder }) {
  return (
    <Panel aria-labelledby="transaction-summary-title" data-testid="order-summary">
      <h2 id="transaction-summary-title">Order Summary</h2>
      <OrderBreakdown
        lines={order.items.map((item) => ({
          key: `${item.productId}-${item.size}`,
          name: item.name,
          meta: `${item.strainOrType} · ${item.size} × ${item.quantity}`,
          amount: formatDollars(item.lineTotal),
        }))}
        subtotal={formatDollars(order.subtotal)}
        tax={formatDollars(order.tax)}
        deliveryFee={deliveryFeeLine(order) ?? undefined}
        total={formatDollars(order.total)}
        totalTestId="order-total"
      />
    </Panel>
  );
}
