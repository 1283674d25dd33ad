'use client';

import { useRouter } from 'next/navigation';
import { useRef, useState, type FormEvent } from 'react';
import { recordAnotherPatient } from '@/lib/api/staffClient';
import { MAX_NOTE_LENGTH } from '@/lib/order/states';
import { Button } from '@/components/ui/Button';
import { ErrorText, Field } from '@/components/staff/styles';

/** The form that records, with why, that the document at the counter shows another patient (issue 45.1). */
export default function AnotherPatientForm({ number }: { number: string }) {
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
    <>
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
    </>
  );
}
