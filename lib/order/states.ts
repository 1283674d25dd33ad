// The one home of an order's states as staff work them (orders.status in the database): their ids, labels, the
// moves allowed from each, and what the shopper reads for each. Client-safe: the desk and /orders both show them.

export const ORDER_STATES = [
  'new',
  'contacted',
  'awaiting-payment',
  'paid',
  'ready',
  'completed',
  'cancelled',
  'expired',
] as const;
export type OrderState = (typeof ORDER_STATES)[number];

export const isOrderState = (value: unknown): value is OrderState =>
  typeof value === 'string' && (ORDER_STATES as readonly string[]).includes(value);

/** What staff read in the queue and the history. */
export const STATE_LABELS: Record<OrderState, string> = {
  new: 'New',
  contacted: 'Contacted',
  'awaiting-payment': 'Awaiting payment',
  paid: 'Paid',
  ready: 'Ready',
  completed: 'Completed',
  cancelled: 'Cancelled',
  expired: 'Expired',
};

/** The button that moves an order into a state. */
export const STATE_ACTIONS: Record<OrderState, string> = {
  new: 'Reopen',
  contacted: 'Mark contacted',
  'awaiting-payment': 'Mark awaiting payment',
  paid: 'Mark paid',
  ready: 'Mark ready',
  completed: 'Mark completed',
  cancelled: 'Cancel order',
  // never a button: only the server moves an order here (EXPIRY below)
  expired: 'Mark expired',
};

/**
 * The moves staff may make: one step at a time, forwards, or cancelled before it is completed. Steps may be skipped
 * (a walk-in pays at once), never walked back except a cancelled or expired order reopened as new.
 */
export const TRANSITIONS: Record<OrderState, readonly OrderState[]> = {
  new: ['contacted', 'awaiting-payment', 'paid', 'cancelled'],
  contacted: ['awaiting-payment', 'paid', 'cancelled'],
  'awaiting-payment': ['paid', 'cancelled'],
  paid: ['ready', 'cancelled'],
  ready: ['completed', 'cancelled'],
  completed: [],
  cancelled: ['new'],
  expired: ['new', 'cancelled'],
};

/**
 * The one move only the server makes (issue 35.6): a new order of a method with a payment window whose window
 * closed with no payment seen and no "I've Sent" from the shopper (lib/staff/expiry.ts), recorded as this actor.
 */
export const EXPIRY = { from: 'new', to: 'expired', actor: 'system' } as const satisfies {
  from: OrderState;
  to: OrderState;
  actor: string;
};

export const canMove = (from: OrderState, to: OrderState): boolean => TRANSITIONS[from].includes(to);

/** States still waiting for staff: the queue shows these unless a filter says otherwise (expired has its own). */
export const OPEN_STATES: readonly OrderState[] = ['new', 'contacted', 'awaiting-payment', 'paid', 'ready'];

/** What the shopper reads on /orders for each state. */
export const SHOPPER_STATE_TEXTS: Record<OrderState, string> = {
  new: 'Received: staff will contact you soon',
  contacted: 'Staff have contacted you',
  'awaiting-payment': 'Waiting for your payment',
  paid: 'Paid: being prepared',
  ready: 'Ready',
  completed: 'Completed',
  cancelled: 'Cancelled',
  expired: 'Payment window closed unpaid: call us if you paid',
};

/** What /orders says of an order whose status token the shop can no longer verify (its key was changed). */
export const KEYS_CHANGED_TEXT = "Placed before the shop's keys changed: please call us for its status";

/** The longest note staff may add to an order. */
export const MAX_NOTE_LENGTH = 1000;
