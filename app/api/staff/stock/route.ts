// POST /api/staff/stock: the desk sets sizes in stock, sold out or to a count, up to STOCK_BATCH_MAX at once (a CSV
// paste is sent in batches); each change is answered applied or refused and why. Contract in docs/api.md.
import { applyStockChanges } from '@/lib/db/stockDesk';
import type { StockChangeAnswer } from '@/lib/order/availability';
import { forgetAvailability } from '@/lib/relay/availability';
import { withStore } from '@/lib/relay/state';
import { staffPost } from '@/lib/staff/api';
import { STOCK_BODY_LIMITS, stockChangeRequestSchema } from '@/lib/validation/stock';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export { OPTIONS, GET, PUT, PATCH, DELETE } from '@/lib/relay/routeMethods';

export const POST = staffPost(
  'staff-stock',
  stockChangeRequestSchema,
  async ({ value, staff }) => {
    const results = await withStore((db) => applyStockChanges(db, value.changes, staff.name));
    // this process's shoppers read the change at once; other instances within their server cache time
    forgetAvailability();
    const body: StockChangeAnswer = { results };
    return { status: 200, body };
  },
  STOCK_BODY_LIMITS,
);
