// Order tokens: an HMAC-SHA256-signed, expiring copy of a placed order (docs/design.md, decision 4). Updates and error
// reports carry it back, and their mail is built from its signed contents only.
// Format: base64url(JSON claims) + '.' + base64url(HMAC-SHA256(secret, first part)).
import { createHmac, timingSafeEqual } from 'node:crypto';
import {
  STATUS_TOKEN_PATTERN,
  type BitcoinPayTo,
  type CardBrand,
  type PlacedFulfilment,
  type PlacedOrder,
} from '@/lib/order/contract';
import { isPaymentMethodId, type PaymentMethodId } from '@/lib/order/paymentMethods';
import { factsOf, toPlacedOrder, type OrderFacts } from '@/lib/relay/placedOrder';

/** How long a token is accepted after the order was placed. */
export const TOKEN_TTL_MS = 24 * 60 * 60 * 1000;

type ItemClaim = [
  productId: number,
  name: string,
  strainOrType: string,
  size: string,
  unitCents: number,
  qty: number,
];

/** Short keys keep a 50-line order's token well inside the 16 KB body limit of the routes that carry it. */
interface Claims {
  v: 1;
  /** token expiry, ms since epoch */
  x: number;
  n: string;
  /** createdAt, ms since epoch */
  c: number;
  m: PaymentMethodId;
  u: [name: string, email: string, phone: string, address: string, city: string, zipCode: string];
  k: [brand: CardBrand, last4: string, expiry: string, name: string, zipCode: string] | null;
  l: boolean;
  i: ItemClaim[];
  /** a bitcoin order's payment terms (address, source, BTC amount, rate, rate time, watched) */
  b?: [
    address: string,
    source: BitcoinPayTo['source'],
    amountBtc: string | null,
    rateUsd: string | null,
    rateAt: string | null,
    watched: boolean,
  ];
  /**
   * delivery or pickup (issue 25.3): kind, slot start and end (ms), zone or null, fee in cents, fee taxed. Optional,
   * so a token signed before it verifies the same (v stays 1).
   */
  f?: [
    kind: PlacedFulfilment['kind'],
    slotStart: number,
    slotEnd: number,
    zone: string | null,
    feeCents: number,
    feeTaxed: boolean,
  ];
}

function mac(secret: string, data: string): string {
  return createHmac('sha256', secret).update(data).digest('base64url');
}

function toClaims(order: PlacedOrder, expiresAtMs: number): Claims {
  const { customer: u, card, lines, bitcoin, fulfilment: f, deliveryFeeCents } = factsOf(order);
  return {
    v: 1,
    x: expiresAtMs,
    n: order.orderNumber,
    c: Date.parse(order.createdAt),
    m: order.paymentMethod,
    u: [u.name, u.email, u.phone, u.address, u.city, u.zipCode],
    k: card ? [card.brand, card.last4, card.expiry, card.name, card.zipCode] : null,
    l: order.newsletter,
    i: lines.map((l) => [l.productId, l.name, l.strainOrType, l.size, l.unitCents, l.quantity]),
    ...(bitcoin
      ? {
          b: [
            bitcoin.address,
            bitcoin.source,
            bitcoin.amountBtc,
            bitcoin.rateUsd,
            bitcoin.rateAt,
            bitcoin.watched,
          ],
        }
      : {}),
    ...(f
      ? {
          f: [
            f.kind,
            Date.parse(f.slotStart),
            Date.parse(f.slotEnd),
            f.zone ?? null,
            deliveryFeeCents ?? 0,
            f.feeTaxed === true,
          ],
        }
      : {}),
  };
}

/** The fulfilment part of the claims, as the order carried it. */
function fulfilmentOf(f: NonNullable<Claims['f']>): Pick<OrderFacts, 'fulfilment' | 'deliveryFeeCents'> {
  const [kind, start, end, zone, feeCents, feeTaxed] = f;
  return {
    fulfilment: {
      kind,
      slotStart: new Date(start).toISOString(),
      slotEnd: new Date(end).toISOString(),
      ...(zone === null ? {} : { zone }),
      ...(kind === 'delivery' ? { feeTaxed } : {}),
    },
    deliveryFeeCents: feeCents,
  };
}

/** The signed facts, made into an order by the same builder that placed it. */
function fromClaims(c: Claims): PlacedOrder {
  const [name, email, phone, address, city, zipCode] = c.u;
  return toPlacedOrder({
    orderNumber: c.n,
    createdAtMs: c.c,
    paymentMethod: c.m,
    customer: { name, email, phone, address, city, zipCode },
    card: c.k ? { brand: c.k[0], last4: c.k[1], expiry: c.k[2], name: c.k[3], zipCode: c.k[4] } : null,
    newsletter: c.l,
    lines: c.i.map(([productId, name, strainOrType, size, unitCents, quantity]) => ({
      productId,
      name,
      strainOrType,
      size,
      unitCents,
      quantity,
    })),
    ...(c.b
      ? {
          bitcoin: {
            address: c.b[0],
            source: c.b[1],
            amountBtc: c.b[2],
            rateUsd: c.b[3],
            rateAt: c.b[4],
            watched: c.b[5],
          },
        }
      : {}),
    ...(c.f ? fulfilmentOf(c.f) : {}),
  });
}

export function signOrderToken(order: PlacedOrder, secret: string, expiresAtMs: number): string {
  const payload = Buffer.from(JSON.stringify(toClaims(order, expiresAtMs)), 'utf8').toString('base64url');
  return `${payload}.${mac(secret, payload)}`;
}

const PART = /^[A-Za-z0-9_-]+$/;

/** The signed order, or null when the token is malformed, tampered with, signed with another secret or expired. */
export function verifyOrderToken(
  token: string,
  secret: string,
  nowMs: number = Date.now(),
): PlacedOrder | null {
  const parts = token.split('.');
  if (parts.length !== 2) return null;
  const [payload, signature] = parts as [string, string];
  if (!PART.test(payload) || !PART.test(signature)) return null;
  // compare the canonical text, not decoded bytes: base64url decoding ignores the spare bits of the last character
  const expected = Buffer.from(mac(secret, payload), 'ascii');
  const given = Buffer.from(signature, 'ascii');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Claims;
    if (claims.v !== 1 || typeof claims.x !== 'number' || claims.x <= nowMs) return null;
    if (!isPaymentMethodId(claims.m) || !Array.isArray(claims.u) || !Array.isArray(claims.i)) return null;
    return fromClaims(claims);
  } catch {
    return null;
  }
}

/**
 * The status token: what the shopper's order history keeps to read the order's state later. It names the order
 * and nothing else (no contact details, unlike the order token), so it may live in localStorage, and it does not
 * expire: it can only ever read that one order's state. Format: 's1.' + number + '.' + HMAC.
 */
export function signStatusToken(orderNumber: string, secret: string): string {
  return `s1.${orderNumber}.${mac(secret, `status|${orderNumber}`)}`;
}

/** The order number a status token names, or null when it is malformed or signed with another secret. */
export function verifyStatusToken(token: string, secret: string): string | null {
  const match = STATUS_TOKEN_PATTERN.exec(token);
  if (!match) return null;
  const [, number, signature] = match as unknown as [string, string, string];
  const expected = Buffer.from(mac(secret, `status|${number}`), 'ascii');
  const given = Buffer.from(signature, 'ascii');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return number;
}
