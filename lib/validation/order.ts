// Schemas of the relay's request bodies, used by the route handlers; the customer and card-summary parts are the
// schemas the checkout validates with (lib/validation/customer.ts, cardSummary.ts).
// Every object is closed(): an unknown field anywhere (a card number, a CVV, a price) is a violation.
import * as yup from 'yup';
import { PAYMENT_METHOD_IDS, type PaymentMethodId } from '@/lib/order/paymentMethods';
import { MAX_LINE_QUANTITY, MAX_ORDER_LINES, PAYMENT_WINDOW_SECONDS } from '@/lib/order/rules';
import {
  UPDATE_STATUSES,
  type ErrorReportRequest,
  type OrderRequest,
  type OrderRequestItem,
  type PaymentStatusRequest,
  type UpdateRequest,
  type UpdateStatus,
} from '@/lib/order/contract';
import { boundsProblem, type BodyLimits } from '@/lib/validation/bounds';
import { customerSchema } from '@/lib/validation/customer';
import { patientPartSchema } from '@/lib/patient/schema';
import { cardSummarySchema } from '@/lib/validation/cardSummary';
import { fulfilmentChoiceSchema, streetAddressTest } from '@/lib/validation/fulfilment';
import { FULFILMENT_REQUIRED_MESSAGE } from '@/lib/fulfilment/kinds';
import { closed, exactText, findInheritedKeys, plainText, trimmedText } from '@/lib/validation/common';

const TOKEN_MAX_LENGTH = 12_000;
const TOO_MANY_LINES = `At most ${MAX_ORDER_LINES} lines per order`;

/**
 * What any relay body may hold before a schema looks at it: the order (body > items > item) is the deepest shape,
 * `items` the longest list, an order the object with the most fields, a token the longest text.
 */
export const BODY_LIMITS: BodyLimits = {
  depth: 3,
  arrayLength: MAX_ORDER_LINES,
  // items is the only list in any body
  tooManyEntries: TOO_MANY_LINES,
  keys: 16,
  stringLength: TOKEN_MAX_LENGTH,
};

function integer(label: string, min: number, max: number): yup.NumberSchema<number> {
  return yup
    .number()
    .strict()
    .typeError(`${label} must be a number`)
    .required(`${label} is required`)
    .integer(`${label} must be a whole number`)
    .min(min, `${label} must be at least ${min}`)
    .max(max, `${label} must be at most ${max}`);
}

export const orderItemSchema: yup.ObjectSchema<OrderRequestItem> = closed(
  yup.object({
    productId: integer('Product id', 1, 1_000_000),
    size: plainText(
      trimmedText('Size must be text').required('Size is required').max(40, 'Size is too long'),
      {
        label: 'Size',
      },
    ),
    quantity: integer('Quantity', 1, MAX_LINE_QUANTITY),
  }),
);

export const orderRequestSchema: yup.ObjectSchema<OrderRequest> = closed(
  yup.object({
    // default(undefined): a missing object is "required", not an object of missing fields
    customer: closed(customerSchema).default(undefined).required('Customer details are required'),
    paymentMethod: exactText('Payment method must be text')
      .required('Please select a payment method')
      .oneOf(PAYMENT_METHOD_IDS as PaymentMethodId[], 'Unknown payment method'),
    card: cardSummarySchema
      .nullable()
      .defined('Card must be given (null when not paying by card)')
      .test('card-matches-method', 'Card details must be null unless paying by card', function matches(card) {
        const method: unknown = (this.parent as { paymentMethod?: unknown } | undefined)?.paymentMethod;
        if (method === 'card')
          return card != null || this.createError({ message: 'Please provide your card details' });
        // an unknown method is reported on its own field
        return card === null || !PAYMENT_METHOD_IDS.includes(method as PaymentMethodId);
      }),
    newsletter: yup
      .boolean()
      .strict()
      .typeError('Newsletter must be true or false')
      .defined('Newsletter is required'),
    items: yup
      .array()
      .typeError('Items must be a list')
      .of(orderItemSchema)
      .required('Items are required')
      .min(1, 'Your cart is empty')
      .max(MAX_ORDER_LINES, TOO_MANY_LINES),
    idempotencyKey: exactText('Idempotency key must be text')
      .required('Idempotency key is required')
      .min(8, 'Idempotency key must be 8 to 64 characters')
      .max(64, 'Idempotency key must be 8 to 64 characters'),
    patient: patientPartSchema(),
    fulfilment: fulfilmentChoiceSchema.default(undefined).required(FULFILMENT_REQUIRED_MESSAGE),
    confirmationMail: yup.boolean().strict().typeError('Confirmation mail must be true or false').optional(),
  }),
).test('street-address', streetAddressTest);

/** An order body as the relay took it before an order had to name delivery or pickup (issue 25). */
export type EarlierOrderRequest = Omit<OrderRequest, 'fulfilment'> &
  Partial<Pick<OrderRequest, 'fulfilment'>>;

/** The same schema with `fulfilment` optional: only to answer a replayed key stored before (lib/relay/earlierBody.ts). */
export const earlierOrderRequestSchema = orderRequestSchema.shape({
  fulfilment: fulfilmentChoiceSchema.default(undefined).optional(),
}) as unknown as yup.ObjectSchema<EarlierOrderRequest>;

function tokenField() {
  return exactText('Token must be text')
    .required('Token is required')
    .max(TOKEN_MAX_LENGTH, 'Token is too long');
}

export const updateRequestSchema: yup.ObjectSchema<UpdateRequest> = closed(
  yup.object({
    token: tokenField(),
    status: exactText('Status must be text')
      .required('Status is required')
      .oneOf(UPDATE_STATUSES as unknown as UpdateStatus[], 'Status must be processing, timeout or error'),
    timeRemaining: integer('Time remaining', 0, PAYMENT_WINDOW_SECONDS),
  }),
);

export const errorReportRequestSchema: yup.ObjectSchema<ErrorReportRequest> = closed(
  yup.object({
    token: tokenField(),
    errorMessage: plainText(
      trimmedText('Error message must be text')
        .required('Error message is required')
        .max(1000, 'Error message must be at most 1000 characters'),
      { label: 'Error message', multiLine: true },
    ),
    customerText: plainText(
      trimmedText('Your words must be text').max(1000, 'Your words must be at most 1000 characters'),
      { label: 'Your words', multiLine: true },
    ),
  }),
);

export const paymentStatusRequestSchema: yup.ObjectSchema<PaymentStatusRequest> = closed(
  yup.object({
    token: tokenField(),
  }),
);

export type ValidateResult<T> = { ok: true; value: T } | { ok: false; fields: Record<string, string> };

const MAX_FIELD_ERRORS = 50;

/**
 * Validates an untrusted body: first its shape against BODY_LIMITS (or a route's own), then the schema. Never throws: every failure,
 * expected or not, comes back as field messages keyed by path (`customer.email`, `items[0].price`; 'body' for the
 * body itself).
 */
export function validateBody<T>(
  schema: yup.Schema<T>,
  body: unknown,
  limits: BodyLimits = BODY_LIMITS,
): ValidateResult<T> {
  const tooBig = boundsProblem(body, limits);
  if (tooBig) return { ok: false, fields: { [tooBig.path]: tooBig.message } };
  // yup's cast looks fields up on a plain object, so a key such as 'constructor' or '__proto__' would crash it
  const inherited = findInheritedKeys(body, MAX_FIELD_ERRORS);
  if (inherited.length > 0) {
    return { ok: false, fields: Object.fromEntries(inherited.map((path) => [path, 'Unknown field'])) };
  }
  try {
    const value = schema.validateSync(body, { abortEarly: false, stripUnknown: true });
    return { ok: true, value };
  } catch (err) {
    if (!(err instanceof yup.ValidationError)) return { ok: false, fields: { body: 'Invalid request body' } };
    // a Map, then fromEntries: a path such as '__proto__' must become a plain key, not a prototype
    const fields = new Map<string, string>();
    const errors = err.inner.length > 0 ? err.inner : [err];
    for (const e of errors) {
      const path = e.path || 'body';
      if (!fields.has(path)) fields.set(path, e.message);
      if (fields.size >= MAX_FIELD_ERRORS) break;
    }
    return { ok: false, fields: Object.fromEntries(fields) };
  }
}
