'use client';

import { useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { sendErrorReport } from '@/lib/api/relayClient';
import { Button } from '@/components/ui/Button';
import { REPORT_FAILED_TEXT, reportSubmittedText } from '@/components/transaction/texts';
import { theme } from '@/lib/site/theme';

/** The relay accepts at most this many characters of error message. */
export const MAX_REPORT_CHARS = 1000;

interface Props {
  token: string | null;
  /** What failed, in words staff can act on. */
  message: string;
}

const Words = styled.textarea`
  display: block;
  width: 100%;
  min-height: 88px;
  margin: ${theme.space(1)} 0 ${theme.space(3)};
  padding: ${theme.space(2)} ${theme.space(3)};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius.sm};
  background: ${theme.colors.surface};
  color: ${theme.colors.text};
  font: inherit;
`;

type ReportState =
  { kind: 'idle' } | { kind: 'sending' } | { kind: 'sent'; reference: string } | { kind: 'failed' };

/** Spec section 4: the submit-report button and its two inline outcomes. */
export default function ErrorReport({ token, message }: Props) {
  const [state, setState] = useState<ReportState>({ kind: 'idle' });
  const inFlight = useRef(false);
  // what the shopper types is quoted to staff as theirs; the page's own detail is labelled as the shop's (issue 32.6)
  const [words, setWords] = useState('');
  const wordsId = useId();

  const submit = async () => {
    if (inFlight.current) return;
    if (!token) {
      setState({ kind: 'failed' });
      return;
    }
    inFlight.current = true;
    setState({ kind: 'sending' });
    const typed = words.trim().slice(0, MAX_REPORT_CHARS);
    const result = await sendErrorReport({
      token,
      errorMessage: message.slice(0, MAX_REPORT_CHARS),
      ...(typed ? { customerText: typed } : {}),
    });
    inFlight.current = false;
    setState(result.ok ? { kind: 'sent', reference: result.data.reference } : { kind: 'failed' });
  };

  const sending = state.kind === 'sending';
  return (
    <>
      <label htmlFor={wordsId}>Anything to add for our team? (optional)</label>
      <Words
        id={wordsId}
        name="customerText"
        maxLength={MAX_REPORT_CHARS}
        value={words}
        onChange={(e) => setWords(e.target.value)}
        disabled={state.kind === 'sent'}
      />
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
