'use client';

import { useRouter } from 'next/navigation';
import { useState, type FormEvent } from 'react';
import { setHours } from '@/lib/api/staffClient';
import { describeDay, type HoursDeskState } from '@/lib/schedule/shopState';
import { formatShopDateTime } from '@/lib/site/shopTime';
import { overrideDateProblem, type HoursChangeBody } from '@/lib/validation/hours';
import { openingProblems, type Opening } from '@/lib/staff/openings';
import { Button } from '@/components/ui/Button';
import HoursOpenings, { openingInputId } from '@/components/staff/HoursOpenings';
import { ErrorText, Field, Muted, Panel, Row, TableWrap } from '@/components/staff/styles';

interface Props {
  /** today, shop-local 'YYYY-MM-DD' (the date field's first day) */
  today: string;
  overrides: HoursDeskState['overrides'];
}

/**
 * Other hours for a date (issue 25.2): closed all day, or up to four openings that replace the weekly hours (closing
 * early is an earlier close; a break is two openings). A close at or before the open runs past midnight. Each field's
 * problem is shown beside it. Set dates are listed with a Clear button.
 */
export default function HoursOverrides({ today, overrides }: Props) {
  const router = useRouter();
  const [date, setDate] = useState(today);
  const [closed, setClosed] = useState(false);
  const [openings, setOpenings] = useState<Opening[]>([{ id: 0, open: '10:00', close: '17:00' }]);
  const [dateError, setDateError] = useState('');
  const [openingErrors, setOpeningErrors] = useState<(string | null)[]>([]);
  const [error, setError] = useState('');
  const [status, setStatus] = useState('');
  const [busy, setBusy] = useState(false);

  async function send(change: HoursChangeBody, done: string) {
    setBusy(true);
    setError('');
    setStatus('Saving…');
    const answer = await setHours(change);
    setBusy(false);
    if (!answer.ok) {
      setStatus('');
      setError(`Not saved: ${answer.error} (HTTP ${answer.status})`);
      return;
    }
    setStatus(answer.data.changed ? done : 'Nothing to change.');
    router.refresh();
  }

  function onSave(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setError('');
    const intervals = openings.map(({ open, close }) => ({ open, close }));
    const dateProblem = overrideDateProblem(date) ?? '';
    const rows = closed ? [] : openingProblems(openings);
    setDateError(dateProblem);
    setOpeningErrors(rows);
    const badRow = rows.findIndex((r) => r !== null);
    if (dateProblem || badRow >= 0) {
      document.getElementById(dateProblem ? 'override-date' : openingInputId(badRow, 'open'))?.focus();
      return;
    }
    const change: HoursChangeBody = closed
      ? { action: 'override', date, closed: true }
      : { action: 'override', date, intervals };
    void send(change, `${date}: ${closed ? 'closed' : describeDay({ date, intervals })}.`);
  }

  return (
    <Panel aria-labelledby="override-title">
      <h2 id="override-title">Other hours for a date</h2>
      <Muted>
        Close early, open late or close all day. The date&apos;s weekly hours and closed dates give way.
      </Muted>
      <form noValidate onSubmit={onSave} aria-describedby={error ? 'override-error' : undefined}>
        <Row>
          <Field>
            <label htmlFor="override-date">Date</label>
            <input
              id="override-date"
              type="date"
              min={today}
              autoComplete="off"
              value={date}
              aria-invalid={dateError ? true : undefined}
              aria-describedby={dateError ? 'override-date-error' : undefined}
              onChange={(e) => setDate(e.target.value)}
            />
            {dateError && <ErrorText id="override-date-error">{dateError}</ErrorText>}
          </Field>
          <Field>
            <label htmlFor="override-kind">Hours</label>
            <select
              id="override-kind"
              autoComplete="off"
              value={closed ? 'closed' : 'open'}
              onChange={(e) => setClosed(e.target.value === 'closed')}
            >
              <option value="open">Open these hours</option>
              <option value="closed">Closed all day</option>
            </select>
          </Field>
        </Row>
        <HoursOpenings
          openings={openings}
          errors={closed ? [] : openingErrors}
          disabled={closed}
          onChange={(next) => {
            setOpenings(next);
            setOpeningErrors([]);
          }}
        />
        {error && <ErrorText id="override-error">{error}</ErrorText>}
        <Button type="submit" disabled={busy}>
          Save hours for this date
        </Button>
      </form>
      <p role="status">{status}</p>
      {overrides.length > 0 && (
        <TableWrap>
          <table>
            <caption>Dates with other hours</caption>
            <thead>
              <tr>
                <th scope="col">Date</th>
                <th scope="col">Hours</th>
                <th scope="col">Set by</th>
                <th scope="col">
                  <span className="visually-hidden">Action</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {overrides.map((o) => (
                <tr key={o.date}>
                  <th scope="row">{o.date}</th>
                  <td>{describeDay(o)}</td>
                  <td>
                    {o.by}, {formatShopDateTime(o.at)}
                  </td>
                  <td>
                    <Button
                      type="button"
                      $variant="secondary"
                      disabled={busy}
                      aria-label={`Clear the hours of ${o.date}`}
                      onClick={() => void send({ action: 'clear', date: o.date }, `${o.date}: weekly hours.`)}
                    >
                      Clear
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableWrap>
      )}
    </Panel>
  );
}
