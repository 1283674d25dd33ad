'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import styled from 'styled-components';
import { resendFailedMail } from '@/lib/api/staffClient';
import type { FailedMail } from '@/lib/staff/types';
import { theme } from '@/lib/site/theme';
import { Button } from '@/components/ui/Button';
import { ErrorText } from '@/components/staff/styles';

const Banner = styled.section`
  border: 2px solid ${theme.colors.danger};
  background: ${theme.colors.dangerLight};
  border-radius: ${theme.radius.md};
  padding: ${theme.space(3)} ${theme.space(4)};
  margin-bottom: ${theme.space(4)};
  h2 {
    margin: 0 0 ${theme.space(2)};
    font-size: 18px;
    color: ${theme.colors.danger};
  }
  p {
    margin: 0 0 ${theme.space(3)};
  }
  a {
    font-family: ui-monospace, monospace;
    font-weight: 700;
    color: ${theme.colors.brandDark};
  }
`;

const Result = styled.p`
  margin: 0;
  color: ${theme.colors.textMuted};
  &:not(:empty) {
    margin-bottom: ${theme.space(4)};
  }
`;

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * What failed, by who it was for (issue 25.4): '3 staff messages', '1 shopper confirmation', or both; the heading and
 * the consequence follow, so staff know whether they or a shopper went untold.
 */
export function failedMailWords(failed: FailedMail) {
  const staff = failed.messages - failed.confirmations;
  const parts = [
    ...(staff > 0 ? [plural(staff, 'staff message', 'staff messages')] : []),
    ...(failed.confirmations > 0
      ? [plural(failed.confirmations, 'shopper confirmation', 'shopper confirmations')]
      : []),
  ];
  const who =
    staff > 0 && failed.confirmations > 0
      ? 'Staff or shoppers may not have been told of them by mail.'
      : staff > 0
        ? 'Staff may not have been told of them by mail.'
        : 'The shoppers may not have had their confirmation.';
  const heading =
    failed.confirmations === 0
      ? 'Staff mail not delivered'
      : staff === 0
        ? 'Shopper mail not delivered'
        : 'Mail not delivered';
  return { what: parts.join(' and '), who, heading };
}

/**
 * Staff mail whose latest copy failed (DESIGN 20): staff may not have been told of these orders, so the desk says
 * so and resends them all with one button. The result is announced; the count comes with the queue's next answer.
 */
export default function FailedMailBanner({
  failed,
  onResent,
}: {
  failed: FailedMail;
  /** asks for the queue again, so the banner shows what the resend changed */
  onResent: () => void;
}) {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ text: string; error: boolean } | null>(null);

  async function resend() {
    setBusy(true);
    const answer = await resendFailedMail();
    setBusy(false);
    if (!answer.ok) {
      if (answer.status === 401) {
        router.replace('/staff/login');
        return;
      }
      setResult({ text: `Nothing was resent: ${answer.error}`, error: true });
      return;
    }
    const { messages, confirmations } = answer.data;
    // a shopper's confirmation goes to the shopper again, never to staff
    const toShoppers =
      confirmations > 0
        ? ` (${confirmations} to ${confirmations === 1 ? 'its shopper' : 'their shoppers'})`
        : '';
    setResult({
      text:
        messages === 0
          ? 'No failed mail was left to resend.'
          : `${plural(messages, 'message', 'messages')} queued to send again${toShoppers}. If one fails again, it shows here.`,
      error: false,
    });
    onResent();
  }

  const words = failedMailWords(failed);
  return (
    <>
      {failed.messages > 0 && (
        <Banner aria-labelledby="failed-mail-title" data-testid="failed-mail">
          <h2 id="failed-mail-title">{words.heading}</h2>
          <p role="status">
            {words.what} failed to send
            {failed.orders.length > 0 && (
              <>
                , about {plural(failed.orders.length, 'order', 'orders')}:{' '}
                {failed.orders.map((n, i) => (
                  <span key={n}>
                    {i > 0 && ', '}
                    <Link href={`/staff/orders/${n}`}>{n}</Link>
                  </span>
                ))}
              </>
            )}
            . {words.who}
          </p>
          <Button type="button" $variant="danger" disabled={busy} onClick={() => void resend()}>
            {busy ? 'Resending…' : 'Resend all failed mail'}
          </Button>
        </Banner>
      )}
      <Result role="status" aria-live="polite" data-testid="failed-mail-result">
        {result && !result.error ? result.text : ''}
      </Result>
      {result?.error && <ErrorText role="alert">{result.text}</ErrorText>}
    </>
  );
}
