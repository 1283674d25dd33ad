// POST /api/staff/mail/resend: queue a copy of every staff message whose latest copy failed. Contract in docs/api.md.
import { relay, withStore } from '@/lib/relay/state';
import { staffPost } from '@/lib/staff/api';
import { resendFailedMail } from '@/lib/staff/failedMail';
import { emptySchema } from '@/lib/validation/staff';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export { OPTIONS, GET, PUT, PATCH, DELETE } from '@/lib/relay/routeMethods';

export const POST = staffPost('staff-change', emptySchema, async ({ staff }) => {
  const resent = await withStore((db) => resendFailedMail(db, staff.name));
  if (resent.messages > 0) relay().worker.kick();
  return { status: 202, body: resent };
});
