// The desk's stock changes (issue 25.1): the batch's schema for POST /api/staff/stock and the rules of one value.
// The CSV paste is read in the browser by lib/staff/stockCsv.ts. Client-safe.
// The schema checks the envelope and types only: a bad value, an unknown product or size refuses its own row
// (StockChangeResult), never the batch, so one bad line of a 100-line paste costs that line alone.
import * as yup from 'yup';
import {
  MAX_SIZE_LENGTH,
  MAX_STOCK_COUNT,
  STOCK_BATCH_MAX,
  type StockChange,
  type StockChangeRequest,
  type StockSetting,
} from '@/lib/order/availability';
import type { BodyLimits } from '@/lib/validation/bounds';
import { closed, plainText, trimmedText } from '@/lib/validation/common';

const TOO_MANY_CHANGES = `At most ${STOCK_BATCH_MAX} changes per request`;

/** What a stock body may hold before its schema looks at it (body > changes > change). */
export const STOCK_BODY_LIMITS: BodyLimits = {
  depth: 3,
  arrayLength: STOCK_BATCH_MAX,
  tooManyEntries: TOO_MANY_CHANGES,
  keys: 8,
  stringLength: 100,
};

/** Why `stock` cannot be set, or null: 'instock', 'soldout', or a whole count 0..MAX_STOCK_COUNT. */
export function stockProblem(stock: unknown): string | null {
  if (stock === 'instock' || stock === 'soldout') return null;
  if (typeof stock === 'number') {
    if (!Number.isInteger(stock)) return 'A count must be a whole number';
    if (stock < 0) return 'A count cannot be below 0';
    if (stock > MAX_STOCK_COUNT) return `A count can be at most ${MAX_STOCK_COUNT}`;
    return null;
  }
  return 'Stock must be a count, "soldout" or "instock"';
}

export const stockChangeSchema: yup.ObjectSchema<StockChange> = closed(
  yup.object({
    productId: yup
      .number()
      .strict()
      .typeError('Product id must be a number')
      .required('Product id is required')
      .integer('Product id must be a whole number'),
    size: plainText(
      trimmedText('Size must be text').required('Size is required').max(MAX_SIZE_LENGTH, 'Size is too long'),
      { label: 'Size' },
    ),
    stock: yup
      .mixed<StockSetting>()
      .required('Stock is required')
      .test(
        'stock-type',
        'Stock must be a count or text',
        (value) => typeof value === 'number' || typeof value === 'string',
      ),
  }),
) as yup.ObjectSchema<StockChange>;

export const stockChangeRequestSchema: yup.ObjectSchema<StockChangeRequest> = closed(
  yup.object({
    changes: yup
      .array()
      .typeError('Changes must be a list')
      .of(stockChangeSchema)
      .required('Changes are required')
      .min(1, 'At least one change')
      .max(STOCK_BATCH_MAX, TOO_MANY_CHANGES),
  }),
) as yup.ObjectSchema<StockChangeRequest>;
