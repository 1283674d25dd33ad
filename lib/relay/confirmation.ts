// Whether an order's shopper gets a confirmation mail (issue 25.4): they ticked "Email me a confirmation" and the
// configured transport reaches shoppers (lib/mail/reach.mjs). Decided by the server's own EMAIL_TRANSPORT at run
// time, whatever the page built with it said. The message is queued with the staff mail, in the order's transaction,
// and at most CONFIRMATIONS_PER_ADDRESS_PER_DAY a shop day to one address (issue 45.5).
import type { SiteConfig } from '@/lib/config/public';
import type { ServerConfig } from '@/lib/config/server';
import { reachesShoppers } from '@/lib/mail/reach.mjs';
import type { Mail } from '@/lib/mail/types';
import type { ConfirmationOutcome, OrderRequest, PlacedOrder } from '@/lib/order/contract';
import { CONFIRMATIONS_PER_ADDRESS_PER_DAY } from '@/lib/order/rules';
import type { Database } from '@/lib/db/client';
import { hasConfirmation } from '@/lib/db/confirmations';
import { buildConfirmationMail } from '@/lib/relay/mail/shopperMail';
import { signStatusToken } from '@/lib/relay/token';

/**
 * The start's line when the pages were built for another transport than the server runs (issue 25.4): the box is
 * offered and nothing is mailed, or the reverse. The relay goes by its own transport either way.
 */
export function shopperMailMismatch(
  site: Pick<SiteConfig, 'shopperMail'>,
  config: Pick<ServerConfig, 'transport'>,
): string | null {
  const reaches = reachesShoppers(config.transport);
  if (site.shopperMail === reaches) return null;
  return site.shopperMail
    ? `[mail] WARNING: the pages were built for a transport that reaches shoppers, but EMAIL_TRANSPORT is ${config.transport}: checkout offers a confirmation mail that is never sent. Build again with EMAIL_TRANSPORT=${config.transport}.`
    : `[mail] WARNING: the pages were built with EMAIL_TRANSPORT=web3forms, but the server runs ${config.transport}: checkout does not offer the confirmation mail it could send. Build again with EMAIL_TRANSPORT=${config.transport}.`;
}

export const wantsConfirmation = (
  request: Pick<OrderRequest, 'confirmationMail'>,
  config: Pick<ServerConfig, 'transport'>,
): boolean => request.confirmationMail === true && reachesShoppers(config.transport);

/** Whether this many confirmations to the address today leave room for one more (issue 45.5). */
export const confirmationOutcome = (sentToday: number): ConfirmationOutcome =>
  sentToday < CONFIRMATIONS_PER_ADDRESS_PER_DAY ? 'sent' : 'not_sent';

export interface ConfirmationStep {
  /** the address whose confirmations today the order's transaction counts; null: none is wanted */
  to: string | null;
  /** the confirmation to queue beside the staff mail: none, or one to the shopper with the order's status link */
  mails: (order: PlacedOrder, sentToday: number) => Mail[];
  /** what the 201 says of it, once `mails` ran in the committed transaction; undefined: none was wanted */
  outcome: () => ConfirmationOutcome | undefined;
}

/**
 * The shopper's confirmation of one order: wanted or not, and, counted in its transaction, sent or not (at most
 * CONFIRMATIONS_PER_ADDRESS_PER_DAY a shop day to one address; past it the order is taken without one).
 */
export function confirmationStep(
  request: Pick<OrderRequest, 'confirmationMail' | 'customer'>,
  config: ServerConfig,
  tokenSecret: string,
): ConfirmationStep {
  const to = wantsConfirmation(request, config) ? request.customer.email : null;
  let outcome: ConfirmationOutcome | undefined;
  return {
    to,
    mails(order, sentToday) {
      if (to === null) return [];
      outcome = confirmationOutcome(sentToday);
      if (outcome === 'not_sent') return [];
      return [buildConfirmationMail(order, config, signStatusToken(order.orderNumber, tokenSecret))];
    },
    outcome: () => outcome,
  };
}

/** What a replayed key's 201 says of the confirmation: what its order queued, when one was wanted. */
export async function replayedOutcome(
  db: Pick<Database, 'select'>,
  request: Pick<OrderRequest, 'confirmationMail'>,
  config: Pick<ServerConfig, 'transport'>,
  orderNumber: string,
): Promise<ConfirmationOutcome | undefined> {
  if (!wantsConfirmation(request, config)) return undefined;
  return (await hasConfirmation(db, orderNumber)) ? 'sent' : 'not_sent';
}
