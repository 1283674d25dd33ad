// The desk's recommendation panel (issue 26.4): the fields and what to check at handover, who checked the document
// (once: issue 45), and only the fact of the erasure once the retention period ended.
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import PatientPanel from '@/components/staff/PatientPanel';
import { documentAlreadyCheckedMessage } from '@/lib/order/errors';
import type { PatientRecordView } from '@/lib/patient/fields';
import { mockRouter } from '../../mocks/nextNavigation';
import { server, withMswServer } from '../../mocks/server';

jest.mock('next/navigation', () => jest.requireActual('@/__tests__/mocks/nextNavigation'));

withMswServer();

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
  // recorded once: a second check would change nothing
  expect(screen.queryByRole('button')).not.toBeInTheDocument();
});

it('when someone checked it meanwhile, says who and when and shows their mark', async () => {
  const error = documentAlreadyCheckedMessage({ by: 'dana', at: 'Nov 26, 2026, 10:30 AM PST' });
  server.use(
    http.post('*/api/staff/orders/:number/document', () =>
      HttpResponse.json(
        { code: 'document_already_checked', error, checkedBy: 'dana', checkedAt: '2026-11-26T18:30:00.000Z' },
        { status: 409 },
      ),
    ),
  );
  mockRouter.refresh.mockClear();
  const user = userEvent.setup();
  render(<PatientPanel number="ABC123XYZ" record={RECORD} timeZone="America/Los_Angeles" />);
  await user.click(screen.getByRole('button', { name: 'Mark document checked' }));
  await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(error));
  expect(error).toContain('already checked by dana at Nov 26, 2026, 10:30 AM PST');
  expect(mockRouter.refresh).toHaveBeenCalled();
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
