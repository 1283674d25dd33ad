// POST /api/staff/orders/NUMBER/state: move the order to another state (one step of lib/order/states.ts), recorded
// with who did it; a cancel gives the order's counted units back, a reopen takes them again (409 reopen_sold_out
// when short), and an order past a per-day limit with other orders is not handed over (409 over_daily_limit, issue
// 45.1). Contract in docs/api.md.
import { forgetAvailability } from '@/lib/relay/availability';
import { forgetSlots } from '@/lib/relay/slotsCache';
import { errorAnswer } from '@/lib/relay/http';
import { dailyLimitRefusal } from '@/lib/limits/texts';
import { withStore } from '@/lib/relay/state';
import { notFound, orderNumberParam, staffPost, type OrderRouteContext } from '@/lib/staff/api';
import { moveOrder } from '@/lib/staff/deskChanges';
import { stateChangeSchema } from '@/lib/validation/staff';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export { OPTIONS, GET, PUT, PATCH, DELETE } from '@/lib/relay/routeMethods';

export const POST = staffPost(
  'staff-change',
  stateChangeSchema,
  async ({ value, staff }, { params }: OrderRouteContext) => {
    const number = await orderNumberParam(params);
    if (!number) return notFound();
    const { to, from, note } = value;
    const moved = await withStore((db) => moveOrder(db, number, to, staff.name, { expected: from, note }));
    if (moved.ok) {
      // a cancel gave units back or a reopen took them: this process's shoppers read it at once
      if (moved.stock.length > 0) forgetAvailability();
      // a cancel gives its slot's place back, a reopen takes it again: forgotten on every move, one read more
      forgetSlots();
      return { status: 200, body: { state: to, from: moved.from } };
    }
    if (moved.reason === 'not_found') return notFound();
    if (moved.reason === 'sold_out') {
      const short = errorAnswer('reopen_sold_out');
      return { ...short, body: { ...(short.body as object), lines: moved.lines } };
    }
    if (moved.reason === 'slot_full') return errorAnswer('reopen_slot_full');
    if (moved.reason === 'over_daily_limit') {
      const { conflict } = moved;
      const over = errorAnswer('over_daily_limit', { message: dailyLimitRefusal(conflict) });
      return {
        ...over,
        body: { ...(over.body as object), orders: conflict.with, classes: conflict.classes },
      };
    }
    const conflict = errorAnswer('state_conflict');
    return { ...conflict, body: { ...(conflict.body as object), state: moved.current } };
  },
);
