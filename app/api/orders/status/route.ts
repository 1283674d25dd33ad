// POST /api/orders/status: the shopper's orders' states. Each status token (or order token) authorises reading
// that one order's state and nothing else. Contract in docs/api.md.
import { jsonPost } from '@/lib/relay/http';
import { relay, withStore } from '@/lib/relay/state';
import { verifyOrderToken, verifyStatusToken } from '@/lib/relay/token';
import { orderStatuses } from '@/lib/staff/desk';
import { statusSchema } from '@/lib/validation/staff';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export { OPTIONS, GET, PUT, PATCH, DELETE } from '@/lib/relay/routeMethods';

export const POST = jsonPost('order-status', statusSchema, async ({ tokens }) => {
  const tokenSecret = await relay().secret('token');
  const numbers = tokens
    .map((t) => verifyStatusToken(t, tokenSecret) ?? verifyOrderToken(t, tokenSecret)?.orderNumber ?? null)
    .filter((n): n is string => n !== null);
  const orders = await withStore((db) => orderStatuses(db, [...new Set(numbers)]));
  return { status: 200, body: { orders } };
});
