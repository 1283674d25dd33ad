// POST /api/orders/status: the shopper's orders' states. Each status token (or order token) authorises reading
// that one order's state and nothing else. Contract in docs/api.md.
import { jsonPost } from '@/lib/relay/request';
import { relay, withStore } from '@/lib/relay/state';
import { STATUS_TOKEN_PATTERN } from '@/lib/order/contract';
import { verifyOrderToken, verifyStatusToken } from '@/lib/relay/token';
import { orderStatuses } from '@/lib/staff/desk';
import type { OrderStatusAnswer } from '@/lib/staff/types';
import { statusSchema } from '@/lib/validation/staff';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export { OPTIONS, GET, PUT, PATCH, DELETE } from '@/lib/relay/routeMethods';

export const POST = jsonPost('order-status', statusSchema, async ({ tokens }) => {
  const tokenSecret = await relay().secret('token');
  const numbers: string[] = [];
  // a status token that no longer verifies never will (the shop's key changed): the shopper is told so, not
  // "right now"; such a token names no order here, so answering it back tells nothing about the shop's orders
  const unverifiable: string[] = [];
  for (const t of tokens) {
    const number = verifyStatusToken(t, tokenSecret) ?? verifyOrderToken(t, tokenSecret)?.orderNumber ?? null;
    if (number) numbers.push(number);
    else if (STATUS_TOKEN_PATTERN.test(t)) unverifiable.push(t);
  }
  const orders = await withStore((db) => orderStatuses(db, [...new Set(numbers)]));
  const body: OrderStatusAnswer = { orders, unverifiable };
  return { status: 200, body };
});
