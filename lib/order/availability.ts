// Live availability (issue 25.1, DESIGN 17): the one home of its shapes and numbers, shared by the relay (which
// takes stock in the order's own transaction), the desk's Stock page and the shopper's pages (which read it from
// GET /api/availability). Client-safe: no server code, no catalogue data.
import type { ShopAvailability } from '@/lib/schedule/shopState';

/** What staff set for one product size. A size with no setting is in stock. */
export type StockSetting = 'instock' | 'soldout' | number;

/** At this many counted units or fewer the shopper reads "Only N left"; above it the desk keeps the count. */
export const LOW_STOCK_LEFT = 5;

/** How many changes one POST /api/staff/stock may carry (a CSV paste is sent in batches of this size). */
export const STOCK_BATCH_MAX = 100;

/** The longest size name a stock change may carry (the relay's schema and the stock tables' column). */
export const MAX_SIZE_LENGTH = 40;

/** The largest count staff may set for one size. */
export const MAX_STOCK_COUNT = 100_000;

/**
 * Freshness, end to end at most 30 s (issue 25.1): the server keeps its answer this long, browsers and CDNs
 * this long, and the pages ask again this often.
 */
export const AVAILABILITY_SERVER_CACHE_S = 5;
export const AVAILABILITY_MAX_AGE_S = 10;
export const AVAILABILITY_REFRESH_MS = 15_000;

/** Where shoppers read it. A GET outside the relay's per-address POST limit; cacheable. */
export { AVAILABILITY_PATH } from '@/lib/site/apiCaching.mjs';

/** One size that is not simply in stock: sold out, or counted (`left` is given only at LOW_STOCK_LEFT or fewer). */
export type SizeAvailability = { soldOut: true } | { soldOut: false; left: number };

/**
 * Body of GET /api/availability. `items[productId][size]` lists only sizes that are sold out or have
 * LOW_STOCK_LEFT counted units or fewer; every other size of the catalogue is available.
 */
export interface AvailabilityAnswer {
  /** when the server read it (ISO 8601) */
  at: string;
  items: Record<string, Record<string, SizeAvailability>>;
  /**
   * the ordering pause and other hours for dates (issue 25.2): the header's open/closed line and checkout read it.
   * The relay always sends it; an answer cached from before it existed lacks it (read as not paused, no overrides).
   */
  shop?: ShopAvailability;
}

/** One change from the desk: a size set in stock, sold out, or to a counted quantity (0 reads as sold out). */
export interface StockChange {
  productId: number;
  size: string;
  stock: StockSetting;
}

/** Body of POST /api/staff/stock. */
export interface StockChangeRequest {
  changes: StockChange[];
}

/** Per change, in the order sent: applied (with the setting now in force) or refused, and why (for staff). */
export type StockChangeResult =
  | { productId: number; size: string; ok: true; stock: StockSetting }
  | { productId: number; size: string; ok: false; reason: string };

export interface StockChangeAnswer {
  results: StockChangeResult[];
}

/** One order line the relay could not take from stock, with what is left (0: none): the desk's 409 keeps the count. */
export interface SoldOutLine {
  productId: number;
  size: string;
  available: number;
}

/**
 * The same line in the shopper's 422 `sold_out` (issue 45.6): `available` only where GET /api/availability shows
 * the count too (0, or LOW_STOCK_LEFT or fewer); above that the count stays on the desk.
 */
export type ShopperSoldOutLine = Omit<SoldOutLine, 'available'> & { available?: number };

/** What the shopper's 422 says of a line the relay could not take. */
export const shopperSoldOutLine = ({ available, ...line }: SoldOutLine): ShopperSoldOutLine =>
  available <= LOW_STOCK_LEFT ? { ...line, available } : line;

/** A size a 422 sold_out named without its count: fewer than `below` (the units asked for) are left. */
export interface FewerThanAsked {
  soldOut: false;
  below: number;
}

/** One size as the shopper's pages know it: as the answer says, or as a 422 sold_out said since. */
export type KnownSize = SizeAvailability | FewerThanAsked;

/** The answer in the shopper's store, with what a 422 sold_out said laid over its items. */
export interface KnownAvailability extends Omit<AvailabilityAnswer, 'items'> {
  items: Record<string, Record<string, KnownSize>>;
}

/** A size that is not simply in stock, as the desk's Stock page lists it (every size with no entry is in stock). */
export interface StockEntry {
  productId: number;
  size: string;
  stock: Exclude<StockSetting, 'instock'>;
  /** when and by whom staff last set it (ISO 8601; orders taking units do not change these) */
  updatedAt: string;
  updatedBy: string;
}

/**
 * One line of the stock history: staff setting a size ('set'), an order taking units ('take', also a reopened
 * order) or a cancelled one giving them back ('return'). `before`/`after`: 'instock', 'soldout' or the count.
 */
export interface StockHistoryEntry {
  id: number;
  productId: number;
  size: string;
  kind: 'set' | 'take' | 'return';
  /** a staff name, 'order #X' (the order placing itself) or 'system' */
  actor: string;
  before: string;
  after: string;
  /** units the order took (+) or gave back (-); null for a staff setting */
  units: number | null;
  orderNumber: string | null;
  at: string;
}

/** What the answer says of one size: null when it is simply available. */
export function availableFor(
  answer: KnownAvailability | null,
  productId: number,
  size: string,
): KnownSize | null {
  return answer?.items[String(productId)]?.[size] ?? null;
}
