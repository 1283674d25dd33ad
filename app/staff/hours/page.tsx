import type { Metadata } from 'next';
import { shopSettings } from '@/lib/config/shop';
import { deskHoursState } from '@/lib/db/hours';
import { withStore } from '@/lib/relay/state';
import { shopDay } from '@/lib/schedule/hours';
import { requireStaff } from '@/lib/staff/page';
import { PageTitle } from '@/components/ui/Page';
import HoursOverrides from '@/components/staff/HoursOverrides';
import HoursPause from '@/components/staff/HoursPause';
import { HoursHistory, HoursWeekly } from '@/components/staff/HoursWeekly';

export const metadata: Metadata = { title: 'Hours' };

/** Pause online ordering, other hours for a date, the weekly hours and the history of changes (issue 25.2). */
export default async function StaffHoursPage() {
  await requireStaff();
  const now = new Date();
  const state = await withStore((db) => deskHoursState(db, now));
  const today = shopDay(now);
  return (
    <>
      <PageTitle>Hours</PageTitle>
      <HoursPause pause={state.pause} />
      <HoursOverrides today={today} overrides={state.overrides.filter((o) => o.date >= today)} />
      <HoursWeekly hours={shopSettings.hours} timeZone={shopSettings.timeZone} />
      <HoursHistory history={state.history} />
    </>
  );
}
