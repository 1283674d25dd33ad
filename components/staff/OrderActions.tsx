'use client';

import { useRouter } from 'next/navigation';
import { useRef, useState, type FormEvent } from 'react';
import { MAX_NOTE_LENGTH, STATE_ACTIONS, TRANSITIONS, type OrderState } from '@/lib/order/states';
import { addOrderNote, changeState, resendOrderMail, type ApiResult } from '@/lib/api/staffClient';
import { Button } from '@/components/ui/Button';
import { StateBadge } from '@/components/staff/badges';
import { ErrorText, Field, Muted, Panel, Row } from '@/components/staff/styles';

/** One button per move allowed from the order's state, a note, and resending the order mail. */
export default function OrderActions({ number, state }: { number: string; state: OrderState }) {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ text: string; error: boolean } | null>(null);
  const [note, setNote] = useState('');
  const noteRef = useRef<HTMLTextAreaElement>(null);

  async function act(run: () => Promise<ApiResult<unknown>>, done: string): Promise<boolean> {
    setBusy(true);
    const result = await run();
    setBusy(false);
    if (!result.ok) {
      if (result.status === 401) {
        router.replace('/staff/login');
        return false;
      }
      setMessage({ text: result.error, error: true });
      router.refresh();
      return false;
    }
    setMessage({ text: done, error: false });
    router.refresh();
    return true;
  }

  async function onNote(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!note.trim()) {
      setMessage({ text: 'Please write a note.', error: true });
      noteRef.current?.focus();
      return;
    }
    if (await act(() => addOrderNote(number, note), 'Note added.')) setNote('');
  }

  const moves = TRANSITIONS[state];
  return (
    <Panel aria-labelledby="actions-title">
      <h2 id="actions-title">
        State: <StateBadge state={state} />
      </h2>
      <div role="status" aria-live="polite">
        {message && !message.error && <Muted>{message.text}</Muted>}
      </div>
      {message?.error && <ErrorText role="alert">{message.text}</ErrorText>}
      {moves.length > 0 ? (
        <Row style={{ marginBottom: 16 }}>
          {moves.map((to) => (
            <Button
              key={to}
              type="button"
              disabled={busy}
              $variant={to === 'cancelled' ? 'danger' : 'primary'}
              onClick={() =>
                void act(() => changeState(number, { to, from: state }), `Marked ${to.replace('-', ' ')}.`)
              }
            >
              {STATE_ACTIONS[to]}
            </Button>
          ))}
        </Row>
      ) : (
        <Muted>This order is {state}: nothing more to do.</Muted>
      )}
      <form onSubmit={onNote} aria-label="Add a note">
        <Field>
          <label htmlFor="order-note">Note for the history</label>
          <textarea
            ref={noteRef}
            id="order-note"
            autoComplete="off"
            rows={2}
            maxLength={MAX_NOTE_LENGTH}
            value={note}
            onChange={(e) => setNote(e.target.value)}
          />
        </Field>
        <Row>
          <Button type="submit" $variant="secondary" disabled={busy}>
            Add note
          </Button>
          <Button
            type="button"
            $variant="secondary"
            disabled={busy}
            onClick={() => void act(() => resendOrderMail(number), 'The order mail is queued again.')}
          >
            Resend order mail
          </Button>
        </Row>
      </form>
    </Panel>
  );
}
