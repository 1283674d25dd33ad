// Who sent a request, as far as this server can know: the key the rate limiter counts against.
import edge from '@/lib/relay/edge.json';

/**
 * Set by our own server (scripts/server.mjs) from the socket's address, after deleting whatever the client sent
 * under this name; route handlers cannot see the socket themselves.
 */
export const CLIENT_ADDRESS_HEADER: string = edge.clientAddressHeader;

/** The key when no server set the header: `next dev` and tests, where every request is one local client. */
export const LOCAL_CLIENT = 'local';

const MAX_KEY_LENGTH = 64;

/**
 * Without a trusted proxy (0 hops) the socket's address; X-Forwarded-For is written by the client then and is
 * never read. Behind N trusted proxies, each appends the address it received from, so the Nth entry from the right
 * is the one the outermost trusted proxy saw; entries further left are the client's own claims. A request with
 * fewer entries did not pass through all of them and is keyed by its socket.
 */
export function clientKey(req: Request, trustProxyHops: number): string {
  const socket = req.headers.get(CLIENT_ADDRESS_HEADER)?.trim().slice(0, MAX_KEY_LENGTH) || LOCAL_CLIENT;
  if (trustProxyHops <= 0) return socket;
  const hops = (req.headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const forwarded = hops[hops.length - trustProxyHops];
  return forwarded ? forwarded.slice(0, MAX_KEY_LENGTH) : socket;
}
