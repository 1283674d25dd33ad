import type { HoursSettings, Weekday } from '@/lib/config/hoursSettings';
import { describeDay, type HoursHistoryEntry } from '@/lib/schedule/shopState';
import { formatShopDateTime } from '@/lib/site/shopTime';
import { Muted, Panel, TableWrap } from '@/components/staff/styles';

const DAY_NAMES: Record<Weekday, string> = {
  mon: 'Monday',
  tue: 'Tuesday',
  wed: 'Wednesday',
  thu: 'Thursday',
  fri: 'Friday',
  sat: 'Saturday',
  sun: 'Sunday',
};
const WEEK_ORDER = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;

/** The weekly hours and closed dates of data/shop.json, as the desk reads them (changed by a deploy, not here). */
export function HoursWeekly({ hours, timeZone }: { hours: HoursSettings | undefined; timeZone: string }) {
  return (
    <Panel aria-labelledby="weekly-title">
      <h2 id="weekly-title">Weekly hours</h2>
      <Muted>
        From data/shop.json, in {timeZone}; an opening whose close is before its open runs past midnight.
      </Muted>
      {hours ? (
        <TableWrap>
          <table>
            <tbody>
              {WEEK_ORDER.map((d) => (
                <tr key={d}>
                  <th scope="row">{DAY_NAMES[d]}</th>
                  <td>
                    {hours.weekly[d].length === 0
                      ? 'closed'
                      : describeDay({ date: d, intervals: hours.weekly[d] })}
                  </td>
                </tr>
              ))}
              <tr>
                <th scope="row">Closed dates</th>
                <td>{hours.closedDates.join(', ') || 'none'}</td>
              </tr>
            </tbody>
          </table>
        </TableWrap>
      ) : (
        <Muted>No hours are set: orders are taken around the clock.</Muted>
      )}
    </Panel>
  );
}

const KIND_LABELS: Record<HoursHistoryEntry['kind'], string> = {
  pause: 'Paused',
  resume: 'Resumed',
  override: 'Hours for a date',
  clear: 'Date cleared',
};

/** Every change of the pause and the dates' hours, newest first, with who made it. */
export function HoursHistory({ history }: { history: HoursHistoryEntry[] }) {
  return (
    <Panel aria-labelledby="hours-history-title">
      <h2 id="hours-history-title">History</h2>
      {history.length === 0 ? (
        <Muted>No changes yet.</Muted>
      ) : (
        <TableWrap>
          <table>
            <thead>
              <tr>
                <th scope="col">When</th>
                <th scope="col">Who</th>
                <th scope="col">Change</th>
                <th scope="col">Before</th>
                <th scope="col">After</th>
              </tr>
            </thead>
            <tbody>
              {history.map((h) => (
                <tr key={h.id}>
                  <td>{formatShopDateTime(h.at)}</td>
                  <td>{h.actor}</td>
                  <td>
                    {KIND_LABELS[h.kind]}
                    {h.date ? ` ${h.date}` : ''}
                  </td>
                  <td>{h.before}</td>
                  <td>{h.after}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableWrap>
      )}
    </Panel>
  );
}
