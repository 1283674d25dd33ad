'use client';

import { useRouter } from 'next/navigation';
import { useRef, useState, type FormEvent } from 'react';
import { recordAnotherPatient } from '@/lib/api/staffClient';
import type { DailyLimitConflict } from '@/lib/limits/daily';
import { dailyLimitText } from '@/lib/limits/texts';
import { MAX_NOTE_LENGTH } from '@/lib/order/states';
import { Button } from '@/components/ui/Button';
import { ErrorText, Field, Panel } from '@/components/staff/styles';

/**
 * An order past a per-day limit with other orders of its day (issue 45.1): why it cannot be handed over, and the form
 * that records, with why, that the document at the counter shows another patient.
 */
export default function DailyLimitPanel({
  number,
  conflict,
}: {
  number: string;
  conflict: DailyLimitConflict;
}) {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const [why, setWhy] = useState('');
  const [error, setError] = useState<string | null>(null);
  const whyRef = useRef<HTMLTextAreaElement>(null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!why.trim()) {
      setError('Please write who the document shows and why they are another patient.');
      whyRef.current?.focus();
      return;
    }
    setBusy(true);
    const result = await recordAnotherPatient(number, why);
    setBusy(false);
    if (!result.ok && result.status === 401) return router.replace('/staff/login');
    setError(result.ok ? null : result.error);
    router.refresh();
  }

  return (
    <Panel aria-labelledby="daily-limit-title" data-testid="daily-limit">
      <h2 id="daily-limit-title">{dailyLimitText(conflict)}</h2>
      <p>
        It cannot be marked ready or completed: cancel one of these orders, or check the document at the
        counter and, if it shows another patient, record it here.
      </p>
      {error ? <ErrorText role="alert">{error}</ErrorText> : null}
      <form onSubmit={onSubmit} aria-label="Record another patient">
        <Field>
          <label htmlFor="another-patient">Who the document shows, and why they are another patient</label>
          <textarea
            ref={whyRef}
            id="another-patient"
            autoComplete="off"
            rows={2}
            maxLength={MAX_NOTE_LENGTH}
            value={why}
            onChange={(e) => setWhy(e.target.value)}
          />
        </Field>
        <Button type="submit" $variant="secondary" disabled={busy}>
          Record another patient
        </Button>
      </form>
    </Panel>
  );
}
