'use client';

import { useRouter } from 'next/navigation';
import { useState, type FormEvent } from 'react';
import { setHours } from '@/lib/api/staffClient';
import { describeDay, type HoursDeskState } from '@/lib/schedule/shopState';
import { formatShopDateTime } from '@/lib/site/shopTime';
import { intervalsProblem, overrideDateProblem, type HoursChangeBody } from '@/lib/validation/hours';
import { Button } from '@/components/ui/Button';
import { ErrorText, Field, Muted, Panel, Row, TableWrap } from '@/components/staff/styles';

interface Props {
  /** today, shop-local 'YYYY-MM-DD' (the date field's first day) */
  today: string;
  overrides: HoursDeskState['overrides'];
}

/**
 * Other hours for a date (issue 25.2): closed all day, or one opening that replaces the weekly hours (closing early
 * is an earlier close). A close at or before the open runs past midnight. Set dates are listed with a Clear button.
 */
export default function HoursOverrides({ today, overrides }: Props) {
  const router = useRouter();
  const [date, setDate] = useState(today);
  const [closed, setClosed] = useState(false);
  const [open, setOpen] = useState('10:00');
  const [close, setClose] = useState('17:00');
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
    const intervals = [{ open, close }];
    const problem = overrideDateProblem(date) ?? (closed ? null : intervalsProblem(intervals));
    if (problem) return setError(problem);
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
              onChange={(e) => setDate(e.target.value)}
            />
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
          <Field>
            <label htmlFor="override-open">Opens</label>
            <input
              id="override-open"
              type="time"
              autoComplete="off"
              disabled={closed}
              value={open}
              onChange={(e) => setOpen(e.target.value)}
            />
          </Field>
          <Field>
            <label htmlFor="override-close">Closes</label>
            <input
              id="override-close"
              type="time"
              autoComplete="off"
              disabled={closed}
              value={close}
              onChange={(e) => setClose(e.target.value)}
            />
          </Field>
        </Row>
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
