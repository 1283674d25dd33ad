'use client';

import { useRef, useState } from 'react';
import { sendErrorReport } from '@/lib/api/relayClient';
import { Button } from '@/components/ui/Button';
import { REPORT_FAILED_TEXT, reportSubmittedText } from '@/components/transaction/texts';

/** The relay accepts at most this many characters of error message. */
export const MAX_REPORT_CHARS = 1000;

interface Props {
  token: string | null;
  /** What failed, in words staff can act on. */
  message: string;
}

type ReportState =
  { kind: 'idle' } | { kind: 'sending' } | { kind: 'sent'; reference: string } | { kind: 'failed' };

/** Spec section 4: the submit-report button and its two inline outcomes. */
export default function ErrorReport({ token, message }: Props) {
  const [state, setState] = useState<ReportState>({ kind: 'idle' });
  const inFlight = useRef(false);

  const submit = async () => {
    if (inFlight.current) return;
    if (!token) {
      setState({ kind: 'failed' });
      return;
    }
    inFlight.current = true;
    setState({ kind: 'sending' });
    const result = await sendErrorReport({ token, errorMessage: message.slice(0, MAX_REPORT_CHARS) });
    inFlight.current = false;
    setState(result.ok ? { kind: 'sent', reference: result.data.reference } : { kind: 'failed' });
  };

  const sending = state.kind === 'sending';
  return (
    <>
      <Button
        type="button"
        $variant="danger"
        onClick={submit}
        disabled={sending || state.kind === 'sent'}
        aria-busy={sending}
      >
        Submit Error Report
      </Button>
      <p role="alert" data-testid="error-report-message">
        {state.kind === 'sent' ? reportSubmittedText(state.reference) : null}
        {state.kind === 'failed' ? REPORT_FAILED_TEXT : null}
      </p>
    </>
  );
}
