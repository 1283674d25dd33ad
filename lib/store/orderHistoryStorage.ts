// Keeps the order history under localStorage 'order-history' as a plain JSON list. Whatever is stored is
// checked entry by entry, so a hand-edited or older value can never break the /orders page.
import { STATUS_TOKEN_PATTERN } from '@/lib/order/contract';
import { isPaymentMethodId } from '@/lib/order/paymentMethods';
import { FULFILMENT_KINDS } from '@/lib/fulfilment/kinds';
import {
  normalizeHistory,
  type OrderHistoryEntry,
  type OrderHistoryState,
} from '@/lib/store/orderHistorySlice';
import { browserStorage, isRecord } from '@/lib/store/webStorage';

export const ORDER_HISTORY_STORAGE_KEY = 'order-history';

const isAmount = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v) && v >= 0;

function toItem(raw: unknown): OrderHistoryEntry['items'][number] | undefined {
  if (!isRecord(raw)) return undefined;
  const { name, size, quantity, lineTotal } = raw;
  if (typeof name !== 'string' || typeof size !== 'string') return undefined;
  if (typeof quantity !== 'number' || !Number.isInteger(quantity) || quantity < 1 || !isAmount(lineTotal)) {
    return undefined;
  }
  return { name, size, quantity, lineTotal };
}

/** A stored slot (issue 25.3) when its kind and times are well formed. */
function toSlot(raw: unknown): OrderHistoryEntry['slot'] {
  if (!isRecord(raw)) return undefined;
  const { kind, start, end } = raw;
  if (!(FULFILMENT_KINDS as readonly unknown[]).includes(kind)) return undefined;
  if (
    typeof start !== 'string' ||
    typeof end !== 'string' ||
    Number.isNaN(Date.parse(start)) ||
    Number.isNaN(Date.parse(end))
  )
    return undefined;
  return { kind: kind as NonNullable<OrderHistoryEntry['slot']>['kind'], start, end };
}

function toEntry(raw: unknown): OrderHistoryEntry | undefined {
  if (!isRecord(raw)) return undefined;
  const { orderNumber, createdAt, items, total, paymentMethod, statusToken, slot } = raw;
  if (typeof orderNumber !== 'string' || !/^[A-Z0-9]{1,32}$/.test(orderNumber)) return undefined;
  if (typeof createdAt !== 'string' || Number.isNaN(Date.parse(createdAt))) return undefined;
  if (!isAmount(total) || !isPaymentMethodId(paymentMethod) || !Array.isArray(items)) return undefined;
  const lines = items.map(toItem);
  if (lines.some((l) => l === undefined)) return undefined;
  const entry: OrderHistoryEntry = {
    orderNumber,
    createdAt,
    items: lines as OrderHistoryEntry['items'],
    total,
    paymentMethod,
  };
  // the shop checks the signature; here only its shape, so junk is never sent
  if (typeof statusToken === 'string' && STATUS_TOKEN_PATTERN.test(statusToken))
    entry.statusToken = statusToken;
  const kept = toSlot(slot);
  if (kept) entry.slot = kept;
  return entry;
}

/** Valid entries only (fields not shown are dropped), newest first, at most 50. */
export function sanitizeStoredHistory(raw: unknown): OrderHistoryEntry[] {
  if (!Array.isArray(raw)) return [];
  return normalizeHistory(raw.map(toEntry).filter((e): e is OrderHistoryEntry => e !== undefined));
}

function readList(storage: Storage): OrderHistoryEntry[] {
  const text = storage.getItem(ORDER_HISTORY_STORAGE_KEY);
  if (text === null) return [];
  try {
    return sanitizeStoredHistory(JSON.parse(text));
  } catch (err) {
    console.warn('Discarding an unreadable order history', err);
    return [];
  }
}

/** A redux-persist storage engine (serialize/deserialize off) that speaks plain lists. */
export function createOrderHistoryStorage() {
  const local = () => browserStorage('local');
  return {
    async getItem(): Promise<Pick<OrderHistoryState, 'entries'> | undefined> {
      const storage = local();
      if (!storage) return undefined;
      try {
        return { entries: readList(storage) };
      } catch (err) {
        console.warn('Could not load the order history', err);
        return undefined;
      }
    },
    async setItem(_key: string, value: Pick<OrderHistoryState, 'entries'>): Promise<void> {
      const storage = local();
      if (!storage) return;
      try {
        // Merged with what is stored, so orders placed in another tab are not overwritten.
        const merged = sanitizeStoredHistory([...(value.entries ?? []), ...readList(storage)]);
        storage.setItem(ORDER_HISTORY_STORAGE_KEY, JSON.stringify(merged));
      } catch (err) {
        console.warn('Could not save the order history', err);
      }
    },
    async removeItem(): Promise<void> {
      local()?.removeItem(ORDER_HISTORY_STORAGE_KEY);
    },
  };
}
