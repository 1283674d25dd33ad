// Who each mail kind is for (issue 25.4): staff receive the order, update and error-report mails; the shopper
// receives their confirmation. The desk's failure counts and resend notes, the transports and the copy notice
// read it here. Pure and client-safe.
import type { MailKind } from '@/lib/mail/types';

/** The kind of the shopper's confirmation mail (the queue's kind column holds at most 16 characters). */
export const CONFIRMATION_KIND = 'confirmation' satisfies MailKind;

/** Whether a message of this kind goes to a shopper rather than to staff. */
export const isShopperKind = (kind: string): boolean => kind === CONFIRMATION_KIND;

/** How the desk names a kind beside its subject: 'shopper confirmation' or 'staff mail'. */
export const mailKindLabel = (kind: string): string =>
  isShopperKind(kind) ? 'shopper confirmation' : 'staff mail';
