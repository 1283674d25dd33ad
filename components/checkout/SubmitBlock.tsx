'use client';

import { Button } from '@/components/ui/Button';
import { AlertBox } from '@/components/checkout/checkoutStyles';
import RepeatOrderConfirm from '@/components/checkout/RepeatOrderConfirm';
import { MINIMUM_ALERT_ID, SUBMIT_ALERT_ID, type CheckoutErrors } from '@/components/checkout/checkoutErrors';

interface Props {
  errors: CheckoutErrors;
  processing: boolean;
  onConfirmRepeat: (orderNumber: string) => void;
}

/** The foot of the order summary: the minimum's and the send's alerts, the submit button and its status. */
export default function SubmitBlock({ errors, processing, onConfirmRepeat }: Props) {
  return (
    <>
      {errors.minimum ? (
        <AlertBox role="alert" id={MINIMUM_ALERT_ID} tabIndex={-1}>
          {errors.minimum}
        </AlertBox>
      ) : null}
      {errors.submit ? (
        <AlertBox role="alert" id={SUBMIT_ALERT_ID} tabIndex={-1}>
          {errors.submit}
        </AlertBox>
      ) : null}
      <Button type="submit" form="checkout-form" $block disabled={processing} aria-busy={processing}>
        {processing ? 'Processing...' : 'Proceed to Payment'}
      </Button>
      <span className="visually-hidden" role="status">
        {processing ? 'Placing your order, please wait.' : ''}
      </span>
      {errors.repeat ? <RepeatOrderConfirm recent={errors.repeat} onConfirm={onConfirmRepeat} /> : null}
    </>
  );
}
