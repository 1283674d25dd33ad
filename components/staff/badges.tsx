import Link from 'next/link';
import { STATE_LABELS, type OrderState } from '@/lib/order/states';
import type { MailDelivery } from '@/lib/staff/types';
import type { DailyLimitConflict } from '@/lib/limits/daily';
import { dailyLimitText } from '@/lib/limits/texts';
import { Badge } from '@/components/staff/styles';

const MAIL_LABELS: Record<Exclude<MailDelivery, null>, string> = {
  queued: 'Queued',
  sending: 'Sending',
  sent: 'Sent',
  failed: 'Failed',
  cancelled: 'Cancelled',
};

export function StateBadge({ state }: { state: OrderState }) {
  const tone =
    state === 'cancelled' || state === 'expired'
      ? 'bad'
      : state === 'completed'
        ? 'done'
        : state === 'new'
          ? 'warn'
          : 'open';
  return <Badge $tone={tone}>{STATE_LABELS[state]}</Badge>;
}

/** The order mail's delivery: failed stands out, since staff then have only the desk to go by. */
export default function MailBadge({ state }: { state: MailDelivery }) {
  if (!state) return <Badge $tone="done">None</Badge>;
  const tone = state === 'failed' ? 'bad' : state === 'sent' ? 'done' : 'warn';
  return <Badge $tone={tone}>{MAIL_LABELS[state]}</Badge>;
}

/** The queue's mark of a likely second copy of an order (issue 35.4): in words, not a colour alone. */
export function DuplicateMark({ of }: { of: string }) {
  return (
    <div>
      <small>
        <Link href={`/staff/orders/${of}`}>Possible duplicate of #{of}</Link>
      </small>
    </div>
  );
}

/** The queue's mark of an order held back from handover past a per-day limit (issue 45.1): in words. */
export function DailyLimitMark({ conflict }: { conflict: DailyLimitConflict }) {
  return (
    <div>
      <small>
        <strong>{dailyLimitText(conflict)}</strong>
      </small>
    </div>
  );
}
