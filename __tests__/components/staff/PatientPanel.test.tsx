// The desk's recommendation panel (issue 26.4): the fields and what to check at handover, who checked the document,
// and only the fact of the erasure once the retention period ended.
import { render, screen } from '@testing-library/react';
import PatientPanel from '@/components/staff/PatientPanel';
import type { PatientRecordView } from '@/lib/patient/fields';

jest.mock('next/navigation', () => jest.requireActual('@/__tests__/mocks/nextNavigation'));

const RECORD: PatientRecordView = {
  patient: { recommendationNumber: 'REC-2026-0001', expires: '2099-12-31', issuer: 'Sacramento County' },
  eraseAfter: '2027-02-24T10:00:00.000Z',
  erasedAt: null,
  documentCheckedAt: null,
  documentCheckedBy: null,
};

it('shows the recommendation beside what to check at handover, and the button that records it', () => {
  render(<PatientPanel number="ABC123XYZ" record={RECORD} timeZone="America/Los_Angeles" />);
  const panel = screen.getByRole('region', { name: 'Patient recommendation' });
  expect(screen.getByText('Recommendation or card number').nextElementSibling).toHaveTextContent(
    'REC-2026-0001',
  );
  expect(screen.getByText('Valid until').nextElementSibling).toHaveTextContent('2099-12-31');
  expect(panel).toHaveTextContent('Check against the document at handover.');
  expect(screen.getByRole('button', { name: 'Mark document checked' })).toBeEnabled();
  expect(screen.getByRole('status')).toBeEmptyDOMElement();
});

it('says who checked the document and when, in the shop time zone', () => {
  render(
    <PatientPanel
      number="ABC123XYZ"
      record={{ ...RECORD, documentCheckedAt: '2026-11-26T18:30:00.000Z', documentCheckedBy: 'dana' }}
      timeZone="America/Los_Angeles"
    />,
  );
  expect(screen.getByRole('status')).toHaveTextContent('Document checked by dana at');
  expect(screen.getByRole('status')).toHaveTextContent('10:30 AM');
  expect(screen.getByRole('button', { name: 'Mark document checked again' })).toBeInTheDocument();
});

it('once erased, shows none of it and no button', () => {
  render(
    <PatientPanel
      number="ABC123XYZ"
      record={{ ...RECORD, patient: null, erasedAt: '2027-02-24T10:00:00.000Z' }}
      timeZone="America/Los_Angeles"
    />,
  );
  expect(screen.getByRole('region', { name: 'Patient recommendation' })).toHaveTextContent(
    /Erased after its retention period/,
  );
  expect(screen.queryByText('REC-2026-0001')).not.toBeInTheDocument();
  expect(screen.queryByRole('button')).not.toBeInTheDocument();
});
