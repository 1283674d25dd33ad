// POST /api/orders: parse -> validate -> lib/relay. Contract in docs/api.md.
import { jsonPost } from '@/lib/relay/http';
import { placeOrder } from '@/lib/relay/orders';
import { orderRequestSchema } from '@/lib/validation/order';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export { OPTIONS, GET, PUT, PATCH, DELETE } from '@/lib/relay/routeMethods';

export const POST = jsonPost('orders', orderRequestSchema, placeOrder);
