import { createSelector, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { CustomerInfo } from '@/lib/order/contract';
import { CUSTOMER_FIELDS, EMPTY_CUSTOMER } from '@/lib/validation/customerFields';
import { isPaymentMethodId, type PaymentMethodId } from '@/lib/order/paymentMethods';
import { placeOrder } from '@/lib/store/placeOrder';
import { EMPTY_PATIENT, PATIENT_FIELDS, type PatientDetails, type PatientField } from '@/lib/patient/fields';

/**
 * What the checkout keeps across a reload (sessionStorage): the patient details, the chosen method and the
 * newsletter choice. Card data never enters this slice (docs/design.md, decision 2).
 */
export interface CheckoutState {
  customer: CustomerInfo;
  paymentMethod: PaymentMethodId | null;
  newsletter: boolean;
  /** "Email me a confirmation" (issue 25.4): on until the shopper unticks it; offered only where mail reaches them. */
  confirmationMail: boolean;
  /** Lines of a retried order that are no longer sold, named for the note on the form (docs/design.md, decision 15). */
  notRestored: string[];
  /** An order request is in flight (never persisted: a reload ends it). */
  placing: boolean;
  /** The number of the order this visit to the checkout placed, until the checkout is left. */
  placedNumber: string | null;
  /** The recommendation (issue 26.4): in memory only, never persisted (lib/store/store.ts leaves it out). */
  patient: PatientDetails;
}

export const initialState: CheckoutState = {
  customer: EMPTY_CUSTOMER,
  paymentMethod: null,
  newsletter: false,
  confirmationMail: true,
  notRestored: [],
  placing: false,
  placedNumber: null,
  patient: EMPTY_PATIENT,
};

export const checkoutSlice = createSlice({
  name: 'checkout',
  initialState,
  reducers: {
    customerFieldChanged(state, { payload }: PayloadAction<{ field: keyof CustomerInfo; value: string }>) {
      // spread: a hand-edited stored value may not be an object
      state.customer = { ...EMPTY_CUSTOMER, ...state.customer, [payload.field]: payload.value };
    },
    patientFieldChanged(state, { payload }: PayloadAction<{ field: PatientField; value: string }>) {
      state.patient = { ...EMPTY_PATIENT, ...state.patient, [payload.field]: payload.value };
    },
    paymentMethodChosen(state, { payload }: PayloadAction<PaymentMethodId>) {
      state.paymentMethod = payload;
    },
    newsletterChanged(state, { payload }: PayloadAction<boolean>) {
      state.newsletter = payload;
    },
    confirmationMailChanged(state, { payload }: PayloadAction<boolean>) {
      state.confirmationMail = payload;
    },
    /** Try Again, Start New Payment, Back to Checkout: the order's details go back into the form. */
    orderDetailsRestored(
      state,
      {
        payload,
      }: PayloadAction<{
        customer: CustomerInfo;
        paymentMethod: PaymentMethodId;
        newsletter: boolean;
        notRestored: string[];
      }>,
    ) {
      state.customer = { ...EMPTY_CUSTOMER, ...payload.customer };
      state.paymentMethod = payload.paymentMethod;
      state.newsletter = payload.newsletter;
      state.notRestored = payload.notRestored;
    },
    restoreNoteDismissed(state) {
      state.notRestored = [];
    },
    /** The checkout screen closed: the next visit starts without a placed order. */
    checkoutLeft(state) {
      state.placedNumber = null;
    },
    checkoutCleared() {
      return initialState;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(placeOrder.pending, (state) => {
        state.placing = true;
        state.placedNumber = null;
      })
      .addCase(placeOrder.fulfilled, (state, { payload }) => {
        state.placing = false;
        state.placedNumber = payload.order.orderNumber;
        state.notRestored = [];
      })
      .addCase(placeOrder.rejected, (state) => {
        state.placing = false;
      });
  },
  selectors: {
    selectPlacing: (state) => state.placing === true,
    selectPlacedNumber: (state) => state.placedNumber ?? null,
    // sessionStorage can be edited by hand: every field reads as a string so inputs stay controlled
    selectCustomer: createSelector([(state: CheckoutState) => state.customer], (stored): CustomerInfo => {
      const out = { ...EMPTY_CUSTOMER };
      for (const key of CUSTOMER_FIELDS) {
        const value: unknown = stored?.[key];
        if (typeof value === 'string') out[key] = value;
      }
      return out;
    }),
    // an unknown stored method reads as none chosen
    selectPaymentMethod: (state) => (isPaymentMethodId(state.paymentMethod) ? state.paymentMethod : null),
    selectNewsletter: (state) => state.newsletter === true,
    // a session stored before this field existed has none: the default, on
    selectConfirmationMail: (state) => state.confirmationMail !== false,
    selectPatient: createSelector([(state: CheckoutState) => state.patient], (stored): PatientDetails => {
      const out = { ...EMPTY_PATIENT };
      for (const key of PATIENT_FIELDS) if (typeof stored?.[key] === 'string') out[key] = stored[key];
      return out;
    }),
    // a session stored before this field existed has none
    selectNotRestored: (state) => (Array.isArray(state.notRestored) ? state.notRestored : []),
  },
});

export const {
  customerFieldChanged,
  patientFieldChanged,
  paymentMethodChosen,
  newsletterChanged,
  confirmationMailChanged,
  orderDetailsRestored,
  restoreNoteDismissed,
  checkoutLeft,
  checkoutCleared,
} = checkoutSlice.actions;
export const {
  selectCustomer,
  selectPaymentMethod,
  selectNewsletter,
  selectConfirmationMail,
  selectPatient,
  selectNotRestored,
  selectPlacing,
  selectPlacedNumber,
} = checkoutSlice.selectors;
