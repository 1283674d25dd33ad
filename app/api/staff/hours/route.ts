// POST /api/staff/hours: the desk pauses or resumes online ordering, or sets or clears other hours for a date (issue
// 25.2), one change at a time, each in the hours history with who made it. Contract in docs/api.md.
import { applyHoursChange } from '@/lib/db/hours';
import { forgetAvailability } from '@/lib/relay/availability';
import { forgetSlots } from '@/lib/relay/slotsCache';
import { withStore } from '@/lib/relay/state';
import { staffPost } from '@/lib/staff/api';
import { HOURS_BODY_LIMITS, hoursChangeOf, hoursChangeSchema } from '@/lib/validation/hours';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export { OPTIONS, GET, PUT, PATCH, DELETE } from '@/lib/relay/routeMethods';

export const POST = staffPost(
  'staff-hours',
  hoursChangeSchema,
  async ({ value, staff }) => {
    const changed = await withStore((db) => applyHoursChange(db, hoursChangeOf(value), staff.name));
    // this process's shoppers read it at once; other instances within their server cache time
    forgetAvailability();
    // the slots follow the hours (a pause does not change them; one read more costs nothing)
    forgetSlots();
    return { status: 200, body: { changed } };
  },
  HOURS_BODY_LIMITS,
);
