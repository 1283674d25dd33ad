// POST /api/orders/payment: parse -> validate -> lib/relay. Contract in docs/api.md.
import { jsonPost } from '@/lib/relay/request';
import { checkPayment } from '@/lib/relay/paymentStatus';
import { paymentStatusRequestSchema } from '@/lib/validation/order';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export { OPTIONS, GET, PUT, PATCH, DELETE } from '@/lib/relay/routeMethods';

export const POST = jsonPost('payment', paymentStatusRequestSchema, checkPayment);
