'use client';

import { useRouter } from 'next/navigation';
import { useRef } from 'react';
import { ORDER_FAILED_MESSAGE, SOLD_OUT_MESSAGE } from '@/lib/checkout/alerts';
import { MINIMUM_ORDER_MESSAGE } from '@/lib/order/texts';
import {
  bodyFingerprint,
  buildOrderBody,
  newIdempotencyKey,
  type OrderDraft,
} from '@/lib/checkout/orderRequest';
import { placeRelayError } from '@/lib/checkout/relayErrors';
import { recentOrder } from '@/lib/checkout/repeatOrder';
import { soldOutReported } from '@/lib/store/availabilitySlice';
import { selectPlacing } from '@/lib/store/checkoutSlice';
import { selectOrderHistory } from '@/lib/store/orderHistorySlice';
import { useAppDispatch, useAppSelector } from '@/lib/store/hooks';
import { placeOrder } from '@/lib/store/placeOrder';
import { CUSTOMER_FIELDS } from '@/lib/validation/customerFields';
import type { PaymentMethodId } from '@/lib/order/paymentMethods';
import {
  MINIMUM_ALERT_ID,
  NO_ERRORS,
  REPEAT_ALERT_ID,
  SUBMIT_ALERT_ID,
  UNAVAILABLE_ALERT_ID,
  type CheckoutErrors,
} from '@/components/checkout/checkoutErrors';
import { customerInputId } from '@/components/checkout/PatientFields';
import { methodInputId } from '@/components/checkout/PaymentMethodList';
import { CARD_ALERT_ID } from '@/components/checkout/CardSection';
import { fulfilmentRefusal } from '@/lib/checkout/fulfilmentErrors';

interface Options {
  draft: Omit<OrderDraft, 'paymentMethod'> & { paymentMethod: PaymentMethodId };
  /** Shows messages and moves focus after the next render to the first on the page of the elements with these ids. */
  show: (errors: CheckoutErrors, ...focusIds: string[]) => void;
}

/**
 * Sends the order (the placeOrder thunk: the slices handle its result) and keeps to the screen: which
 * idempotency key a retry reuses, where focus goes, which page opens. A retry of the same body keeps its key so
 * the relay answers it instead of mailing twice; any change to cart or details starts a new attempt.
 */
export function usePlaceOrder() {
  const dispatch = useAppDispatch();
  const router = useRouter();
  const processing = useAppSelector(selectPlacing);
  const attempt = useRef<{ fingerprint: string; key: string } | null>(null);
  const history = useAppSelector(selectOrderHistory);
  // the recent order the shopper agreed to order again after (lib/checkout/repeatOrder.ts)
  const repeatConfirmed = useRef<string | null>(null);

  const send = async ({ draft, show }: Options) => {
    const recent = recentOrder(history, Date.now());
    if (recent && repeatConfirmed.current !== recent.orderNumber) {
      show({ ...NO_ERRORS, repeat: recent }, REPEAT_ALERT_ID);
      return;
    }
    const body = buildOrderBody(draft);
    const fingerprint = bodyFingerprint(body);
    const current =
      attempt.current?.fingerprint === fingerprint
        ? attempt.current
        : { fingerprint, key: newIdempotencyKey() };
    attempt.current = current;
    const action = await dispatch(placeOrder({ ...body, idempotencyKey: current.key }));

    if (placeOrder.fulfilled.match(action)) {
      router.push('/transaction');
      return;
    }
    // refused by the thunk's condition: a request is already in flight
    if (!action.payload) return;
    // the slot full or gone, the ZIP not served, the zone's minimum (issue 25.3): beside delivery or pickup
    const refused = fulfilmentRefusal(action.payload.error, draft.fulfilment.kind);
    if (refused) {
      show({ customer: {}, fulfilment: refused.errors }, refused.focusId);
      return;
    }
    const placed = placeRelayError(action.payload.status, action.payload.error);
    if (placed.belowMinimum) {
      show({ customer: {}, minimum: MINIMUM_ORDER_MESSAGE }, MINIMUM_ALERT_ID);
      router.push('/cart');
      return;
    }
    // the store learns what is left, which marks the lines; cart and details stay as they are (issue 25.1)
    if (placed.soldOut) {
      dispatch(soldOutReported(placed.soldOut, body.items));
      show({ customer: {}, unavailable: SOLD_OUT_MESSAGE }, UNAVAILABLE_ALERT_ID);
      return;
    }
    const errors: CheckoutErrors = {
      customer: placed.customer,
      method: placed.paymentMethod,
      card: placed.card,
      submit: placed.unplaced ? (placed.submit ?? ORDER_FAILED_MESSAGE) : undefined,
    };
    // focus on the first refused field on the page (issue 35.7), else on the general message
    const focusIds = [
      ...(placed.paymentMethod ? [methodInputId(draft.paymentMethod)] : []),
      ...(placed.card ? [CARD_ALERT_ID] : []),
      ...CUSTOMER_FIELDS.filter((f) => placed.customer[f]).map(customerInputId),
    ];
    show(errors, ...(focusIds.length > 0 ? focusIds : [SUBMIT_ALERT_ID]));
  };

  /** Only this places another order after a recent one; a second press of the submit button asks again. */
  const confirmRepeat = (orderNumber: string) => {
    repeatConfirmed.current = orderNumber;
  };

  return { processing, send, confirmRepeat };
}
