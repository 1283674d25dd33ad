// The shopper's status link (issue 25.4): /orders#t=<status token>. The token is in the fragment, which a browser
// never sends to a server or in a Referer, and it names the order only (no contact details: lib/relay/token.ts).
// One home for the confirmation mail that writes the link and the /orders page that reads it. Client-safe.
import { STATUS_TOKEN_PATTERN } from '@/lib/order/contract';

export const STATUS_PAGE_PATH = '/orders';
const FRAGMENT_KEY = 't';

/** The absolute status link of an order: `<site>/orders#t=<status token>`. */
export function statusLink(statusToken: string, siteUrl: string): string {
  const url = new URL(STATUS_PAGE_PATH, siteUrl);
  url.hash = `${FRAGMENT_KEY}=${statusToken}`;
  return url.toString();
}

/** The status token a fragment ('#t=s1.…') carries, or null when it holds none of the right shape. */
export function statusTokenFromFragment(hash: string): string | null {
  const token = new URLSearchParams(hash.replace(/^#/, '')).get(FRAGMENT_KEY);
  return token && STATUS_TOKEN_PATTERN.test(token) ? token : null;
}
