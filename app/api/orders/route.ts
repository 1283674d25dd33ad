// POST /api/orders: parse -> validate -> lib/relay. Contract in docs/api.md.
import { jsonPost } from '@/lib/relay/request';
import { placeOrder } from '@/lib/relay/orders';
import { replayEarlierBody } from '@/lib/relay/earlierBody';
import { orderRequestSchema } from '@/lib/validation/order';
import { loadPhoneLibrary } from '@/lib/validation/phone';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export { OPTIONS, GET, PUT, PATCH, DELETE } from '@/lib/relay/routeMethods';

// a body without `fulfilment` is refused, after a replayed key stored before that rule answers its order
const post = jsonPost('orders', orderRequestSchema, placeOrder, replayEarlierBody);

/** The schema checks the phone with libphonenumber, synchronously once loaded: loaded before any body (issue 35.5). */
export async function POST(req: Request): Promise<Response> {
  await loadPhoneLibrary();
  return post(req);
}
