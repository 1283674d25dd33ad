// An order past a per-day limit with other orders of its day (issue 45.1): why it cannot be handed over, rendered on
// the server; the form that records another patient is the one client part.
import type { DailyLimitConflict } from '@/lib/limits/daily';
import { dailyLimitText } from '@/lib/limits/texts';
import AnotherPatientForm from '@/components/staff/AnotherPatientForm';
import { Panel } from '@/components/staff/styles';

export default function DailyLimitPanel({
  number,
  conflict,
}: {
  number: string;
  conflict: DailyLimitConflict;
}) {
  return (
    <Panel aria-labelledby="daily-limit-title" data-testid="daily-limit">
      <h2 id="daily-limit-title">{dailyLimitText(conflict)}</h2>
      <p>
        It cannot be marked ready or completed: cancel one of these orders, or check the document at the
        counter and, if it shows another patient, record it here.
      </p>
      <AnotherPatientForm number={number} />
    </Panel>
  );
}
