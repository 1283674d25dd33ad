// Which mail transports can reach a shopper (issue 25.4), one home for next.config.mjs (the public setting the
// checkout reads), the relay (whether it queues a confirmation) and the transports (what they refuse). SMTP sends to
// any address; the outbox writes every mail to a file; the web form service mails only the shop.

/** @type {readonly string[]} */
export const SHOPPER_TRANSPORTS = ['outbox', 'smtp'];

/** Whether mail through this transport (EMAIL_TRANSPORT; unset is the outbox) can reach a shopper. */
export function reachesShoppers(transport) {
  return SHOPPER_TRANSPORTS.includes((transport || 'outbox').trim());
}

/** The build's public setting NEXT_PUBLIC_SHOPPER_MAIL, derived from EMAIL_TRANSPORT: '1' or '0'. */
export function shopperMailSetting(transport) {
  return reachesShoppers(transport) ? '1' : '0';
}
