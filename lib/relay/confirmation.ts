// Whether an order's shopper gets a confirmation mail (issue 25.4): they ticked "Email me a confirmation" and the
// configured transport reaches shoppers (lib/mail/reach.mjs). Decided by the server's own EMAIL_TRANSPORT at run
// time, whatever the page built with it said. The message is queued with the staff mail, in the order's transaction.
import type { SiteConfig } from '@/lib/config/public';
import type { ServerConfig } from '@/lib/config/server';
import { reachesShoppers } from '@/lib/mail/reach.mjs';
import type { Mail } from '@/lib/mail/types';
import type { OrderRequest, PlacedOrder } from '@/lib/order/contract';
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

/** The confirmation to queue beside the staff mail: none, or one to the shopper with the order's status link. */
export function confirmationMails(
  request: Pick<OrderRequest, 'confirmationMail'>,
  order: PlacedOrder,
  config: ServerConfig,
  tokenSecret: string,
): Mail[] {
  if (!wantsConfirmation(request, config)) return [];
  return [buildConfirmationMail(order, config, signStatusToken(order.orderNumber, tokenSecret))];
}
