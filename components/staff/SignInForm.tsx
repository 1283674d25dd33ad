'use client';

import { useRouter } from 'next/navigation';
import { useRef, useState, type FormEvent } from 'react';
import { staffSignIn } from '@/lib/api/staffClient';
import { Button } from '@/components/ui/Button';
import { ErrorText, Field } from '@/components/staff/styles';

/**
 * The desk's sign-in form; on success the queue. A wrong name or password reads the same (the server's message).
 * Without scripts the browser posts it to the form route, which redirects back here with `initialError`.
 */
export default function SignInForm({ initialError = null }: { initialError?: string | null }) {
  const router = useRouter();
  const [error, setError] = useState<string | null>(initialError);
  const [busy, setBusy] = useState(false);
  const nameRef = useRef<HTMLInputElement>(null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    setBusy(true);
    setError(null);
    const result = await staffSignIn({
      name: String(data.get('name') ?? ''),
      password: String(data.get('password') ?? ''),
    });
    setBusy(false);
    if (result.ok) {
      router.replace('/staff');
      router.refresh();
      return;
    }
    setError(result.status === 0 ? 'The desk could not reach the shop. Check the connection.' : result.error);
    nameRef.current?.focus();
  }

  return (
    <form
      method="post"
      action="/api/staff/session/form"
      onSubmit={onSubmit}
      aria-describedby={error ? 'sign-in-error' : undefined}
      noValidate
    >
      {error && (
        <ErrorText id="sign-in-error" role="alert">
          {error}
        </ErrorText>
      )}
      <Field>
        <label htmlFor="staff-name">Name</label>
        <input
          ref={nameRef}
          id="staff-name"
          name="name"
          type="text"
          autoComplete="username"
          required
          autoCapitalize="none"
        />
      </Field>
      <Field>
        <label htmlFor="staff-password">Password</label>
        <input id="staff-password" name="password" type="password" autoComplete="current-password" required />
      </Field>
      <Button type="submit" disabled={busy}>
        {busy ? 'Signing in…' : 'Sign in'}
      </Button>
    </form>
  );
}
