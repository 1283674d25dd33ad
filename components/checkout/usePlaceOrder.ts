'use client';

import { useRouter } from 'next/navigation';
import { useRef, useState } from 'react';
import { ORDER_FAILED_MESSAGE } from '@/lib/checkout/messages';
import { MINIMUM_ORDER_MESSAGE } from '@/lib/order/texts';
import {
  bodyFingerprint,
  buildOrderBody,
  newIdempotencyKey,
  type OrderDraft,
} from '@/lib/checkout/orderRequest';
import { placeRelayError } from '@/lib/checkout/relayErrors';
import { placeOrder } from '@/lib/relayClient';
import { clearCart } from '@/lib/store/cartSlice';
import { restoreNoteDismissed } from '@/lib/store/checkoutSlice';
import { useAppDispatch } from '@/lib/store/hooks';
import { orderRecorded } from '@/lib/store/orderHistorySlice';
import { orderPlaced } from '@/lib/store/transactionSlice';
import { CUSTOMER_FIELDS } from '@/lib/validation/customer';
import type { PaymentMethodId } from '@/lib/paymentMethods';
import { MINIMUM_ALERT_ID, SUBMIT_ALERT_ID, type CheckoutErrors } from '@/components/checkout/checkoutErrors';
import { customerInputId } from '@/components/checkout/PatientFields';
import { methodInputId } from '@/components/checkout/PaymentMethodList';
import { CARD_ALERT_ID } from '@/components/checkout/CardSection';

interface Options {
  draft: Omit<OrderDraft, 'paymentMethod'> & { paymentMethod: PaymentMethodId };
  onPlaced: () => void;
  /** Shows messages and moves focus to the element with the given id after the next render. */
  show: (errors: CheckoutErrors, focusId: string) => void;
}

/**
 * Sends the order once all checks pass. One request at a time; a retry of the same body keeps its idempotency
 * key so the relay answers it instead of mailing twice, and any change to cart or details starts a new attempt.
 */
export function usePlaceOrder() {
  const dispatch = useAppDispatch();
  const router = useRouter();
  const [processing, setProcessing] = useState(false);
  const inFlight = useRef(false);
  const attempt = useRef<{ fingerprint: string; key: string } | null>(null);

  const send = async ({ draft, onPlaced, show }: Options) => {
    if (inFlight.current) return;
    const body = buildOrderBody(draft);
    const fingerprint = bodyFingerprint(body);
    const current =
      attempt.current?.fingerprint === fingerprint
        ? attempt.current
        : { fingerprint, key: newIdempotencyKey() };
    attempt.current = current;
    inFlight.current = true;
    setProcessing(true);
    const result = await placeOrder({ ...body, idempotencyKey: current.key });
    inFlight.current = false;

    if (result.ok) {
      dispatch(orderPlaced(result.data));
      dispatch(orderRecorded(result.data.order, result.data.statusToken));
      onPlaced();
      dispatch(clearCart());
      dispatch(restoreNoteDismissed());
      router.push('/transaction');
      return;
    }

    setProcessing(false);
    const placed = placeRelayError(result.status, result.error);
    if (placed.belowMinimum) {
      show({ customer: {}, minimum: MINIMUM_ORDER_MESSAGE }, MINIMUM_ALERT_ID);
      router.push('/cart');
      return;
    }
    const errors: CheckoutErrors = {
      customer: placed.customer,
      method: placed.paymentMethod,
      card: placed.card,
      submit: placed.unplaced ? ORDER_FAILED_MESSAGE : undefined,
    };
    const firstField = CUSTOMER_FIELDS.find((f) => placed.customer[f]);
    const focusId = placed.paymentMethod
      ? methodInputId(draft.paymentMethod)
      : placed.card
        ? CARD_ALERT_ID
        : firstField
          ? customerInputId(firstField)
          : SUBMIT_ALERT_ID;
    show(errors, focusId);
  };

  return { processing, isBusy: () => inFlight.current, send };
}
