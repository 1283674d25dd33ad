'use client';

// The live queue (issue 27.7): the pieces are in components/staff/queue/ (the polling hook, the title count, the
// search, the alert settings and the table).
import { useCallback, useState } from 'react';
import type { QueueAnswer, QueueFilter } from '@/lib/staff/types';
import { theme } from '@/lib/site/theme';
import { Button } from '@/components/ui/Button';
import FailedMailBanner from '@/components/staff/FailedMailBanner';
import { chime, useDeskPrefs } from '@/components/staff/useDeskPrefs';
import { Muted, Row } from '@/components/staff/styles';
import QueueAlerts from '@/components/staff/queue/QueueAlerts';
import QueueSearch from '@/components/staff/queue/QueueSearch';
import QueueTable from '@/components/staff/queue/QueueTable';
import { useQueue } from '@/components/staff/queue/useQueue';
import { useTitleCount } from '@/components/staff/queue/useTitleCount';

/** The live queue: newest first, polled every POLL_MS, with an optional chime and a title count for new orders. */
export default function StaffQueue({ initial }: { initial: QueueAnswer }) {
  const [filter, setFilter] = useState<QueueFilter>('open');
  const [applied, setApplied] = useState('');
  const [prefs, setPrefs] = useDeskPrefs();
  const onArrival = useCallback(() => {
    if (prefs.sound) chime();
  }, [prefs.sound]);
  const { data, fresh, markSeen, announcement, problem, now, reload } = useQueue(
    initial,
    filter,
    applied,
    onArrival,
  );
  useTitleCount(fresh.length, prefs.title);

  return (
    <>
      <FailedMailBanner failed={data.failedMail} onResent={reload} />
      <QueueSearch filter={filter} onFilter={setFilter} applied={applied} onSearch={setApplied} />
      <QueueAlerts prefs={prefs} onChange={setPrefs} />
      <p role="status" aria-live="polite" className="visually-hidden" data-testid="queue-announcement">
        {announcement}
      </p>
      {problem && <Muted role="alert">{problem}</Muted>}
      {fresh.length > 0 && (
        <Row style={{ marginBottom: theme.space(3) }}>
          <strong>
            {fresh.length} new order{fresh.length === 1 ? '' : 's'}
          </strong>
          <Button type="button" $variant="secondary" onClick={markSeen}>
            Mark as seen
          </Button>
        </Row>
      )}
      {data.orders.length === 0 ? (
        <Muted>No orders match.</Muted>
      ) : (
        <QueueTable orders={data.orders} filter={filter} fresh={fresh} now={now} />
      )}
    </>
  );
}
