// POST /api/error-reports: parse -> validate -> lib/relay. Contract in docs/api.md.
import { jsonPost } from '@/lib/relay/request';
import { reportError } from '@/lib/relay/updates';
import { errorReportRequestSchema } from '@/lib/validation/order';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export { OPTIONS, GET, PUT, PATCH, DELETE } from '@/lib/relay/routeMethods';

export const POST = jsonPost('error-reports', errorReportRequestSchema, (report, req) =>
  reportError(report, req.headers.get('user-agent')),
);
