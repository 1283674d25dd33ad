// Who sent a request, as far as this server can know: the key the rate limiter counts against.
import type { IncomingMessage } from 'node:http';
import proxyaddr from 'proxy-addr';
import type { TrustProxy } from '@/lib/config/serverFields';
import edge from '@/lib/relay/edge.json';

/**
 * Set by our own server (scripts/server.mjs) from the socket's address, after deleting whatever the client sent
 * under this name; route handlers cannot see the socket themselves.
 */
export const CLIENT_ADDRESS_HEADER: string = edge.clientAddressHeader;

/** The key when no server set the header: `next dev` and tests, where every request is one local client. */
export const LOCAL_CLIENT = 'local';

const MAX_KEY_LENGTH = 64;

type Trust = (address: string, hop: number) => boolean;

// compiled once per TRUST_PROXY list (the config object lives as long as the relay)
const compiled = new WeakMap<readonly string[], Trust>();
function trustOf(addresses: readonly string[]): Trust {
  let trust = compiled.get(addresses);
  if (!trust) {
    trust = proxyaddr.compile([...addresses]);
    compiled.set(addresses, trust);
  }
  return trust;
}

const isLoopback = proxyaddr.compile('loopback');

/** `::ffff:192.0.2.1` (a dual-stack socket's IPv4 peer) is the client 192.0.2.1. */
function plain(address: string): string {
  const v4 = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address);
  return (v4?.[1] ?? address).slice(0, MAX_KEY_LENGTH);
}

/** The socket's peer as our server saw it; null without our server. */
function socketAddress(req: Request): string | null {
  return req.headers.get(CLIENT_ADDRESS_HEADER)?.trim() || null;
}

function forwardedFor(req: Request): string[] {
  return (req.headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
}

/**
 * With TRUST_PROXY naming proxies (proxy-addr, express's implementation): the socket's peer, unless it is one of
 * them; then X-Forwarded-For is walked from the right while each address is a trusted proxy, and the first one
 * that is not is the client. A client that reaches the port directly is its socket, whatever it writes.
 * With the older hop count: the Nth entry from the right, whoever connected; fewer entries: the socket.
 */
export function clientKey(req: Request, trust: TrustProxy): string {
  const socket = socketAddress(req);
  if ('hops' in trust) {
    const hops = forwardedFor(req);
    const forwarded = hops[hops.length - trust.hops];
    return plain(forwarded ?? socket ?? LOCAL_CLIENT);
  }
  if (!socket) return LOCAL_CLIENT;
  if (trust.addresses.length === 0) return plain(socket);
  // proxy-addr reads a Node request; ours is a fetch Request with the socket's peer in a header
  const incoming = {
    headers: { 'x-forwarded-for': req.headers.get('x-forwarded-for') ?? undefined },
    connection: { remoteAddress: socket },
    socket: { remoteAddress: socket },
  } as unknown as IncomingMessage;
  return plain(proxyaddr(incoming, trustOf(trust.addresses)));
}

/**
 * Whether the request reached us through a proxy TRUST_PROXY trusts, so its forwarded headers (X-Forwarded-Proto,
 * X-Forwarded-Host) are the proxy's word: the socket's peer is one of the named proxies. The older hop count
 * trusts any peer. Without our server (no socket address) no proxy is known.
 */
export function fromTrustedProxy(req: Request, trust: TrustProxy): boolean {
  if ('hops' in trust) return true;
  const socket = socketAddress(req);
  return socket !== null && trust.addresses.length > 0 && trustOf(trust.addresses)(plain(socket), 0);
}

/**
 * A request made on this machine and forwarded by no proxy: monitoring on the host. The socket's peer is loopback,
 * and the request carries no forwarding header but the X-Forwarded-For that Next itself fills with the socket's
 * address when there is none. A proxy on this machine (nginx on 127.0.0.1) forwards with X-Forwarded-For set to
 * its client, so what it forwards is not local. Without our server (no socket address) nothing is local.
 */
export function isLocalRequest(req: Request): boolean {
  const socket = socketAddress(req);
  if (!socket || !isLoopback(socket, 0)) return false;
  if (req.headers.has('forwarded') || req.headers.has('x-real-ip')) return false;
  const forwarded = forwardedFor(req);
  return forwarded.length === 0 || (forwarded.length === 1 && plain(forwarded[0] ?? '') === plain(socket));
}

/** The startup line for the older hop count, which trusts any peer's X-Forwarded-For; null otherwise. */
export function trustProxyWarning(trust: TrustProxy): string | null {
  if (!('hops' in trust)) return null;
  return (
    `[relay] WARNING: TRUST_PROXY=${trust.hops} trusts X-Forwarded-For from any peer: a client that reaches this ` +
    'port directly picks its own address and dodges the rate limits. Name the proxies instead, such as ' +
    'TRUST_PROXY=127.0.0.1 (addresses or CIDR ranges), and bind to them (HOSTNAME=127.0.0.1 behind nginx).'
  );
}
