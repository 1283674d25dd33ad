'use client';

import { useRouter } from 'next/navigation';
import { useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import {
  CARD_DETAILS_MESSAGE,
  SELECT_METHOD_MESSAGE,
  UNAVAILABLE_LINES_MESSAGE,
} from '@/lib/checkout/alerts';
import { MINIMUM_ORDER_MESSAGE } from '@/lib/order/texts';
import { minimumOrderState, selectCartLines, selectCartTotals } from '@/lib/store/cartSlice';
import {
  customerFieldChanged,
  paymentMethodChosen,
  selectCustomer,
  selectNewsletter,
  selectPaymentMethod,
} from '@/lib/store/checkoutSlice';
import { useAppDispatch, useAppSelector } from '@/lib/store/hooks';
import { selectUnavailableLines } from '@/lib/store/unavailableLines';
import type { CardSummary, CustomerInfo } from '@/lib/order/contract';
import { PAYMENT_METHODS, type PaymentMethodId } from '@/lib/order/paymentMethods';
import {
  CUSTOMER_FIELDS,
  missingCustomerFields,
  missingCustomerFieldsMessage,
} from '@/lib/validation/customerFields';
import { Columns, Panel } from '@/components/checkout/checkoutStyles';
import PatientFields, { customerInputId } from '@/components/checkout/PatientFields';
import PaymentMethodList, { methodInputId } from '@/components/checkout/PaymentMethodList';
import CardSection, { CARD_ADD_ID, CARD_EDIT_ID, CARD_SUMMARY_ID } from '@/components/checkout/CardSection';
import { cardInputId } from '@/components/checkout/cardIds';
import type { CardFormHandle } from '@/components/checkout/CardForm';
import OrderSummary from '@/components/checkout/OrderSummary';
import UnavailableAlert from '@/components/checkout/UnavailableAlert';
import NewsletterField from '@/components/checkout/NewsletterField';
import SubmitBlock from '@/components/checkout/SubmitBlock';
import { usePlaceOrder } from '@/components/checkout/usePlaceOrder';
import { useCardFormOpen } from '@/components/checkout/useCardFormOpen';
import { usePatientPart } from '@/components/checkout/usePatientPart';
import FulfilmentFields from '@/components/checkout/FulfilmentFields';
import { useFulfilment } from '@/components/checkout/useFulfilment';
import { useConfirmationMail } from '@/components/checkout/ConfirmationMailField';
import {
  MINIMUM_ALERT_ID,
  NO_ERRORS,
  UNAVAILABLE_ALERT_ID,
  firstInPageOrder,
  type CheckoutErrors,
} from '@/components/checkout/checkoutErrors';

/** The three columns and the submit checks of docs/design.md, original 5, in order, each as an inline alert. */
export default function CheckoutForm() {
  const dispatch = useAppDispatch();
  const router = useRouter();
  const lines = useAppSelector(selectCartLines);
  const totals = useAppSelector(selectCartTotals);
  const customer = useAppSelector(selectCustomer);
  const paymentMethod = useAppSelector(selectPaymentMethod);
  const newsletter = useAppSelector(selectNewsletter);
  const unavailable = useAppSelector(selectUnavailableLines);
  // Only the summary of a saved card is kept, and only here: never in the store or storage.
  const [card, setCard] = useState<CardSummary | null>(null);
  const [cardFormOpen, setCardFormOpen] = useCardFormOpen(paymentMethod);
  const [errors, setErrors] = useState<CheckoutErrors>(NO_ERRORS);
  const formRef = useRef<HTMLFormElement>(null);
  const cardForm = useRef<CardFormHandle>(null);
  const focusTarget = useRef<readonly string[]>([]);

  // Focus moves right after the commit that shows the messages (or opens the card form), to the first on the page.
  useLayoutEffect(() => {
    const ids = focusTarget.current;
    if (ids.length === 0) return;
    focusTarget.current = [];
    firstInPageOrder(ids)?.focus();
  });

  const show = (next: CheckoutErrors, ...focusIds: string[]) => {
    focusTarget.current = focusIds;
    setErrors(next);
  };

  const { processing, send, confirmRepeat } = usePlaceOrder();
  // the recommendation (issue 26.4): its own fields, check and body part, in this form's state only
  const patientPart = usePatientPart();
  // "Email me a confirmation" (issue 25.4), where the shop's mail reaches shoppers
  const confirmation = useConfirmationMail();
  // delivery or pickup and the slot (issue 25.3): its own field group, check and body part
  const fulfilment = useFulfilment(customer.zipCode, errors.fulfilment, () =>
    setErrors((prev) => (prev.fulfilment ? { ...prev, fulfilment: undefined } : prev)),
  );

  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (processing) return;
    // 1. The minimum (normally caught on arrival; the cart may have changed in another tab).
    if (!minimumOrderState(totals.subtotal).met) {
      show({ ...NO_ERRORS, minimum: MINIMUM_ORDER_MESSAGE }, MINIMUM_ALERT_ID);
      router.push('/cart');
      return;
    }
    // Lines availability says cannot be bought as they are (issue 25.1): nothing is sent while any is in the cart.
    if (unavailable.length > 0) {
      show({ ...NO_ERRORS, unavailable: UNAVAILABLE_LINES_MESSAGE }, UNAVAILABLE_ALERT_ID);
      return;
    }
    // 2-4 and the field checks all at once (issue 15): the spec's messages in its order, then each field's
    // own error, so the shopper fixes everything in one round; focus goes to the first on the page (issue 35.7:
    // an empty form focused the Apple Pay radio, in the second column, not Full Name).
    const next: CheckoutErrors = { customer: {} };
    const targets: string[] = [];
    // A card form filled in but not saved is saved as Save Card would (issue 35.5: it said 'Please provide your
    // card details'); one that does not validate shows its own messages, beside its fields.
    const proceed = paymentMethod === 'card' && cardFormOpen ? await cardForm.current?.saveOnProceed() : null;
    const savedCard = typeof proceed === 'object' && proceed ? proceed : card;
    if (typeof proceed === 'string') targets.push(proceed);
    // 2. A payment method.
    if (!paymentMethod) {
      next.method = SELECT_METHOD_MESSAGE;
      targets.push(methodInputId(PAYMENT_METHODS[0].id));
    }
    // 3. Card details when paying by card.
    if (paymentMethod === 'card' && !savedCard && !proceed) {
      setCardFormOpen(true);
      next.card = CARD_DETAILS_MESSAGE;
      targets.push(cardInputId('number'));
    }
    // 4. Every patient field filled in (trimmed).
    const missing = missingCustomerFields(customer, fulfilment.optionalFields);
    const missingMessage = missingCustomerFieldsMessage(customer, fulfilment.optionalFields);
    if (missing[0] && missingMessage) {
      next.missing = missingMessage;
      for (const f of missing) next.customer[f] = true;
    }
    // Then the browser's type check on email and what the relay would refuse, on the fields filled in.
    const emailInput = formRef.current?.elements.namedItem('email');
    // the patient schema and its phone checker load when first needed, not with the page (issue 35.5)
    const { customerFieldErrors } = await import('@/lib/checkout/customerChecks');
    const invalid = await customerFieldErrors(
      customer,
      emailInput instanceof HTMLInputElement ? emailInput : null,
    );
    for (const f of CUSTOMER_FIELDS) {
      const message = invalid[f];
      if (message && !missing.includes(f)) next.customer[f] = message;
    }
    for (const f of CUSTOMER_FIELDS) if (next.customer[f]) targets.push(customerInputId(f));
    const chosen = await fulfilment.check();
    if (!chosen.ok) {
      next.fulfilment = chosen.errors;
      targets.push(chosen.focusId);
    }
    targets.push(...(await patientPart.check()));
    if (targets[0] || !paymentMethod || !chosen.ok) {
      show(next, ...targets);
      return;
    }
    setErrors(NO_ERRORS);
    await send({
      draft: {
        customer,
        paymentMethod,
        card: savedCard,
        newsletter,
        lines,
        fulfilment: chosen.choice,
        patient: patientPart.body(),
        confirmationMail: confirmation.value,
      },
      show,
    });
  };

  const changeCustomer = (field: keyof CustomerInfo, value: string) => {
    dispatch(customerFieldChanged({ field, value }));
    setErrors((prev) => {
      if (!prev.customer[field]) return prev;
      const rest = { ...prev.customer };
      delete rest[field];
      const stillMissing = Object.values(rest).some((v) => v === true);
      return { ...prev, customer: rest, missing: stillMissing ? prev.missing : undefined };
    });
  };

  const chooseMethod = (id: PaymentMethodId) => {
    dispatch(paymentMethodChosen(id));
    setErrors((prev) => ({ ...prev, method: undefined, card: undefined }));
    // Another method discards the card; choosing card opens its form (docs/design.md, original 4).
    if (id !== 'card') setCard(null);
    setCardFormOpen(id === 'card');
  };

  const toggleCardForm = (open: boolean) => {
    focusTarget.current = [open ? cardInputId('number') : card ? CARD_EDIT_ID : CARD_ADD_ID];
    setCardFormOpen(open);
  };

  const saveCard = (summary: CardSummary) => {
    focusTarget.current = [CARD_SUMMARY_ID];
    setCard(summary);
    setCardFormOpen(false);
    setErrors((prev) => ({ ...prev, card: undefined }));
  };

  return (
    <Columns>
      <form id="checkout-form" ref={formRef} noValidate onSubmit={submit}>
        <PatientFields
          values={customer}
          errors={errors.customer}
          missingMessage={errors.missing}
          onChange={changeCustomer}
          optional={fulfilment.optionalFields}
        />
        <FulfilmentFields {...fulfilment.fieldProps} />
        {patientPart.fields}
      </form>
      <Panel as="div">
        <PaymentMethodList value={paymentMethod} error={errors.method} onChange={chooseMethod} />
        {paymentMethod === 'card' ? (
          <CardSection
            card={card}
            formOpen={cardFormOpen}
            error={errors.card}
            onToggle={toggleCardForm}
            onSave={saveCard}
            formHandle={cardForm}
          />
        ) : null}
        <NewsletterField />
        {confirmation.field}
      </Panel>
      <OrderSummary lines={lines} totals={fulfilment.totals(totals)} unavailable={unavailable}>
        {unavailable.length > 0 ? (
          <UnavailableAlert lead={errors.unavailable ?? UNAVAILABLE_LINES_MESSAGE} lines={unavailable} />
        ) : null}
        <SubmitBlock errors={errors} processing={processing} onConfirmRepeat={confirmRepeat} />
      </OrderSummary>
    </Columns>
  );
}
