// The staff desk's request bodies and the shopper's status request: one schema each, shared by the desk's forms and
// the route handlers (docs/api.md, "Staff desk"). Client-safe.
import * as yup from 'yup';
import { ORDER_NUMBER_PATTERN } from '@/lib/order/contract';
import { MAX_NOTE_LENGTH, ORDER_STATES, type OrderState } from '@/lib/order/states';
import { closed, exactText, plainText, trimmedText } from '@/lib/validation/common';

export const MAX_STATUS_TOKENS = 50;

export interface SignInRequest {
  name: string;
  password: string;
}

export const signInSchema: yup.ObjectSchema<SignInRequest> = closed(
  yup.object({
    name: trimmedText('Name must be text').required('Please enter your name').max(64, 'Name is too long'),
    // taken as typed: spaces are part of a password
    password: exactText('Password must be text')
      .required('Please enter your password')
      .max(200, 'Password is too long'),
  }),
);

export interface QueueRequest {
  /** default 'open': the orders still waiting for staff */
  state?: OrderState | 'open' | 'all' | 'due';
  q?: string;
}

export const queueSchema: yup.ObjectSchema<QueueRequest> = closed(
  yup.object({
    state: exactText('State must be text').oneOf(
      [...ORDER_STATES, 'open', 'all', 'due'] as const,
      'Unknown state',
    ),
    q: trimmedText('Search must be text').max(100, 'Search is too long'),
  }),
) as yup.ObjectSchema<QueueRequest>;

const note = () =>
  plainText(trimmedText('Note must be text').max(MAX_NOTE_LENGTH, `At most ${MAX_NOTE_LENGTH} characters`), {
    label: 'Note',
    multiLine: true,
  });

export interface StateChangeRequest {
  to: OrderState;
  /** the state the desk showed; a change made meanwhile by someone else is refused (409) */
  from?: OrderState;
  note?: string;
}

export const stateChangeSchema: yup.ObjectSchema<StateChangeRequest> = closed(
  yup.object({
    to: exactText('State must be text')
      .required('State is required')
      .oneOf([...ORDER_STATES], 'Unknown state'),
    from: exactText('State must be text').oneOf([...ORDER_STATES], 'Unknown state'),
    note: note(),
  }),
) as yup.ObjectSchema<StateChangeRequest>;

export interface NoteRequest {
  note: string;
}

export const noteSchema: yup.ObjectSchema<NoteRequest> = closed(
  yup.object({ note: note().required('Please write a note') }),
);

export const emptySchema = closed(yup.object({}));

export interface StatusRequest {
  tokens: string[];
}

export const statusSchema: yup.ObjectSchema<StatusRequest> = closed(
  yup.object({
    tokens: yup
      .array()
      .typeError('Tokens must be a list')
      .of(exactText('Token must be text').required().max(12_000, 'Token is too long'))
      .required('Tokens are required')
      .min(1, 'At least one token')
      .max(MAX_STATUS_TOKENS, `At most ${MAX_STATUS_TOKENS} tokens`),
  }),
) as yup.ObjectSchema<StatusRequest>;

export const isOrderNumber = (value: string): boolean => ORDER_NUMBER_PATTERN.test(value);
