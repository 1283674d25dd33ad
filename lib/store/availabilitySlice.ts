import { createAsyncThunk, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import {
  AVAILABILITY_MAX_AGE_S,
  AVAILABILITY_PATH,
  AVAILABILITY_SERVER_CACHE_S,
  availableFor,
  type AvailabilityAnswer,
  type KnownAvailability,
  type KnownSize,
  type ShopperSoldOutLine,
} from '@/lib/order/availability';
import type { OrderRequestItem } from '@/lib/order/contract';

/** A size a 422 sold_out named, as the store lays it over the answer. */
interface ReportedSize {
  productId: number;
  size: string;
  known: KnownSize;
}

/**
 * Live availability (issue 25.1): the last answer of GET /api/availability, with what a 422 sold_out reported laid
 * over it. Never persisted: a stale "in stock" would be worse than none.
 */
export interface AvailabilityState {
  answer: KnownAvailability | null;
  status: 'idle' | 'loading' | 'ready' | 'failed';
  /** What the relay's 422 sold_out said, newer than any cached answer for a while; `at` on this browser's clock. */
  reported: { at: number; sizes: ReportedSize[] } | null;
}

export const initialState: AvailabilityState = { answer: null, status: 'idle', reported: null };

// An answer can be this old when it arrives (server cache + max-age); a report outlives it by that much.
const STALE_MS = (AVAILABILITY_SERVER_CACHE_S + AVAILABILITY_MAX_AGE_S) * 1000;

/**
 * What a 422's line says of its size: available 0 sold out, another count counted; no count (the desk keeps it)
 * fewer than the order asked for. Null for a line the order did not ask for.
 */
function reportedSize(l: ShopperSoldOutLine, asked: readonly OrderRequestItem[]): ReportedSize | null {
  const { productId, size, available } = l;
  if (available !== undefined)
    return {
      productId,
      size,
      known: available > 0 ? { soldOut: false, left: available } : { soldOut: true },
    };
  const below = asked.find((i) => i.productId === productId && i.size === size)?.quantity;
  return below === undefined ? null : { productId, size, known: { soldOut: false, below } };
}

function withReported(answer: KnownAvailability | null, sizes: readonly ReportedSize[]): KnownAvailability {
  const items = { ...answer?.items };
  for (const r of sizes) items[r.productId] = { ...items[r.productId], [r.size]: r.known };
  return { ...answer, at: answer?.at ?? '', items };
}

interface WithAvailability {
  availability: AvailabilityState;
}

/** GET the availability answer; skipped while one is in flight. */
export const fetchAvailability = createAsyncThunk<
  { answer: AvailabilityAnswer; receivedAt: number },
  void,
  { state: WithAvailability }
>(
  'availability/fetch',
  async (_arg, { signal }) => {
    const res = await fetch(AVAILABILITY_PATH, { signal });
    const answer = (await res.json()) as AvailabilityAnswer;
    if (!res.ok || typeof answer?.items !== 'object' || !answer.items) throw new Error(`HTTP ${res.status}`);
    return { answer, receivedAt: Date.now() };
  },
  { condition: (_arg, { getState }) => getState().availability.status !== 'loading' },
);

export const availabilitySlice = createSlice({
  name: 'availability',
  initialState,
  reducers: {
    /**
     * The relay's 422 sold_out, whatever the cache says: these lines are sold out, have `available` left, or (no
     * count) fewer than `asked`, the order's items, asked for.
     */
    soldOutReported: {
      reducer(state, { payload }: PayloadAction<{ sizes: ReportedSize[]; at: number }>) {
        const sizes = [...(state.reported?.sizes ?? []), ...payload.sizes];
        state.reported = { at: payload.at, sizes };
        state.answer = withReported(state.answer, sizes);
      },
      prepare: (lines: readonly ShopperSoldOutLine[], asked: readonly OrderRequestItem[]) => ({
        payload: { sizes: lines.flatMap((l) => reportedSize(l, asked) ?? []), at: Date.now() },
      }),
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(fetchAvailability.pending, (state) => {
        state.status = 'loading';
      })
      .addCase(fetchAvailability.fulfilled, (state, { payload }) => {
        state.status = 'ready';
        // an answer fetched soon after a 422 may predate it: the report stays laid over it until then
        if (state.reported && payload.receivedAt - state.reported.at > STALE_MS) state.reported = null;
        const next = state.reported ? withReported(payload.answer, state.reported.sizes) : payload.answer;
        // unchanged items keep their identity, so cards re-render only when their product's sizes change
        if (state.answer && JSON.stringify(state.answer.items) === JSON.stringify(next.items)) {
          state.answer.at = next.at;
          // the shop part (pause, overrides) is small: replaced when it changed
          if (JSON.stringify(state.answer.shop) !== JSON.stringify(next.shop)) state.answer.shop = next.shop;
        } else state.answer = next;
      })
      .addCase(fetchAvailability.rejected, (state) => {
        // the last answer stays: the relay refuses what it cannot take anyway
        state.status = 'failed';
      });
  },
  selectors: {
    selectAvailability: (state) => state.answer,
    selectAvailabilityStatus: (state) => state.status,
    /** null: simply available (or not known yet). */
    selectSizeAvailability: (state, productId: number, size: string) =>
      availableFor(state.answer, productId, size),
    /** The sizes of one product the answer lists (undefined: all simply available); same object while unchanged. */
    selectProductAvailability: (state, productId: number) => state.answer?.items[String(productId)],
    /** The pause and date overrides (issue 25.2); undefined until an answer has come. */
    selectShopAvailability: (state) => state.answer?.shop,
  },
});

export const { soldOutReported } = availabilitySlice.actions;
export const {
  selectAvailability,
  selectAvailabilityStatus,
  selectSizeAvailability,
  selectProductAvailability,
  selectShopAvailability,
} = availabilitySlice.selectors;

/**
 * The most of a size the shopper may take: the counted units left (0: sold out), one under what was asked when a
 * 422 said only "fewer", null when not limited.
 */
export function unitsLeft(size: KnownSize | null): number | null {
  if (!size) return null;
  if (size.soldOut) return 0;
  return 'left' in size ? size.left : size.below - 1;
}

/** The count the shopper may be shown (0: sold out); null when not limited or the desk keeps the count. */
export const countLeft = (size: KnownSize | null): number | null =>
  size && (size.soldOut || 'left' in size) ? unitsLeft(size) : null;
