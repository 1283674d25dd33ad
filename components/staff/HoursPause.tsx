'use client';

import { useRouter } from 'next/navigation';
import { useState, type FormEvent } from 'react';
import { setHours } from '@/lib/api/staffClient';
import { formatShopDateTime } from '@/lib/site/shopTime';
import { DEFAULT_PAUSE_MESSAGE, PAUSE_MESSAGE_MAX, type HoursDeskState } from '@/lib/schedule/shopState';
import { Button } from '@/components/ui/Button';
import { Badge, ErrorText, Field, Muted, Panel, Row } from '@/components/staff/styles';

/**
 * Online ordering on the desk (issue 25.2): paused with a message shoppers see at checkout and in the header, or
 * resumed. The page re-reads the store after each change; the outcome is said in one status line.
 */
export default function HoursPause({ pause }: { pause: HoursDeskState['pause'] }) {
  const router = useRouter();
  const [message, setMessage] = useState(pause?.message ?? DEFAULT_PAUSE_MESSAGE);
  const [error, setError] = useState('');
  const [status, setStatus] = useState('');
  const [busy, setBusy] = useState(false);

  async function send(change: Parameters<typeof setHours>[0], done: string) {
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

  function onPause(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (message.trim() === '') return setError('Write the message shoppers will see');
    void send({ action: 'pause', message }, 'Online ordering is paused.');
  }

  return (
    <Panel aria-labelledby="pause-title">
      <h2 id="pause-title">Online ordering</h2>
      {pause ? (
        <Muted>
          <Badge $tone="bad">Paused</Badge> by {pause.by}, {formatShopDateTime(pause.at)}. Shoppers read: “
          {pause.message}”
        </Muted>
      ) : (
        <Muted>
          <Badge $tone="open">Taking orders</Badge> within the shop&apos;s hours and for later.
        </Muted>
      )}
      <form noValidate onSubmit={onPause}>
        <Field>
          <label htmlFor="pause-message">Message shown to shoppers while paused</label>
          <textarea
            id="pause-message"
            rows={2}
            maxLength={PAUSE_MESSAGE_MAX}
            autoComplete="off"
            value={message}
            aria-invalid={error !== '' || undefined}
            aria-describedby={error ? 'pause-error' : undefined}
            onChange={(e) => setMessage(e.target.value)}
          />
        </Field>
        {error && <ErrorText id="pause-error">{error}</ErrorText>}
        <Row>
          <Button type="submit" disabled={busy}>
            {pause ? 'Update the message' : 'Pause online ordering'}
          </Button>
          {pause && (
            <Button
              type="button"
              $variant="secondary"
              disabled={busy}
              onClick={() => void send({ action: 'resume' }, 'Online ordering is resumed.')}
            >
              Resume online ordering
            </Button>
          )}
        </Row>
      </form>
      <p role="status">{status}</p>
    </Panel>
  );
}
