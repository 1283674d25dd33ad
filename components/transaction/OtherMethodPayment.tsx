import { callbackTime } from '@/lib/site/claims';
import { siteConfig } from '@/lib/config/public';
import type { PlacedOrder } from '@/lib/order/contract';
import { paymentMethodLabel } from '@/lib/order/paymentMethods';
import { formatDollars } from '@/lib/order/money';
import { fulfilmentText } from '@/lib/fulfilment/display';
import { Panel } from '@/components/transaction/styles';

/** Every method but bitcoin: staff call or text the shopper to take payment (docs/design.md, decision 2). */
export default function OtherMethodPayment({ order }: { order: PlacedOrder }) {
  const label = paymentMethodLabel(order.paymentMethod);
  return (
    <Panel aria-labelledby="other-method-title" $tone="success">
      <h2 id="other-method-title">Payment by {label}</h2>
      {order.paymentMethod === 'cash' ? (
        <p data-testid="payment-instructions">
          Pay <strong>{formatDollars(order.total)}</strong> in cash when you get your order (
          {fulfilmentText(order)}). Our team will call or text you at <strong>{order.customer.phone}</strong>{' '}
          to confirm.
        </p>
      ) : (
        <p data-testid="payment-instructions">
          Our team will call or text you at <strong>{order.customer.phone}</strong> with {label} payment
          instructions.
        </p>
      )}
      {order.card ? (
        <p>
          Card on file for this order: {order.card.brand} ending in {order.card.last4}, {order.card.name}.
        </p>
      ) : null}
      <p data-testid="callback-time">
        Expect our call or text {callbackTime(siteConfig.claims)}. Please keep your phone nearby. Nothing
        expires in the meantime:{' '}
        {order.paymentMethod === 'cash' ? 'you pay at handover.' : 'you pay when we call.'}
      </p>
    </Panel>
  );
}
