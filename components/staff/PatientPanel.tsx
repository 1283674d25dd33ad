'use client';

import { useRouter } from 'next/navigation';
import { Fragment, useState } from 'react';
import styled from 'styled-components';
import { markDocumentChecked } from '@/lib/api/staffClient';
import {
  CHECK_AT_HANDOVER,
  PATIENT_FIELDS,
  PATIENT_FIELD_LABELS,
  type PatientRecordView,
} from '@/lib/patient/fields';
import { formatShopDateTime } from '@/lib/site/shopTime';
import { theme } from '@/lib/site/theme';
import { Button } from '@/components/ui/Button';
import { ErrorText, Muted, Panel } from '@/components/staff/styles';

// the labels' column gives way on a 320 px phone (issue 29.3): max-content pushed the answers 19 px off screen
const Facts = styled.dl`
  display: grid;
  grid-template-columns: fit-content(45%) minmax(0, 1fr);
  gap: ${theme.space(1)} ${theme.space(4)};
  margin: 0 0 ${theme.space(3)};
  dt {
    color: ${theme.colors.textMuted};
  }
  dd {
    margin: 0;
    font-weight: 600;
    overflow-wrap: anywhere;
  }
`;

interface Props {
  number: string;
  record: PatientRecordView;
  timeZone: string;
}

/** The order's recommendation (issue 26.4), what to do at handover, and the button that records it was done, once. */
export default function PatientPanel({ number, record, timeZone }: Props) {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const { patient } = record;

  async function check() {
    setBusy(true);
    const result = await markDocumentChecked(number);
    setBusy(false);
    if (!result.ok) {
      if (result.status === 401) router.replace('/staff/login');
      else setError(result.error);
      // someone checked it meanwhile: the message names who and when, and the page shows their mark
      if (result.code === 'document_already_checked') router.refresh();
      return;
    }
    setError(null);
    router.refresh();
  }

  return (
    <Panel aria-labelledby="patient-title">
      <h2 id="patient-title">Patient recommendation</h2>
      {patient ? (
        <>
          <Facts>
            {PATIENT_FIELDS.filter((f) => patient[f] !== '').map((f) => (
              <Fragment key={f}>
                <dt>{PATIENT_FIELD_LABELS[f]}</dt>
                <dd>{patient[f]}</dd>
              </Fragment>
            ))}
          </Facts>
          <p>
            <strong>{CHECK_AT_HANDOVER}</strong>
          </p>
          <div role="status" aria-live="polite">
            {record.documentCheckedAt ? (
              <Muted>
                Document checked by {record.documentCheckedBy} at{' '}
                {formatShopDateTime(record.documentCheckedAt, timeZone)}
              </Muted>
            ) : null}
          </div>
          {error ? <ErrorText role="alert">{error}</ErrorText> : null}
          {/* recorded once (issue 45): a second check would change nothing */}
          {record.documentCheckedAt ? null : (
            <Button type="button" disabled={busy} onClick={() => void check()}>
              Mark document checked
            </Button>
          )}
          <Muted>Erased by the shop after {formatShopDateTime(record.eraseAfter, timeZone)}.</Muted>
        </>
      ) : (
        <Muted>
          Erased after its retention period
          {record.erasedAt ? ` (${formatShopDateTime(record.erasedAt, timeZone)})` : ''}.
        </Muted>
      )}
    </Panel>
  );
}
