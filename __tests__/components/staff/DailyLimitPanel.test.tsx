// The desk's panel on an order held back past a per-day limit (issue 45.1): why, with the other orders named, and the
// form that records, with why, that the document at the counter shows another patient.
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import DailyLimitPanel from '@/components/staff/DailyLimitPanel';
import { mockRouter } from '../../mocks/nextNavigation';
import { server, withMswServer } from '../../mocks/server';

jest.mock('next/navigation', () => jest.requireActual('@/__tests__/mocks/nextNavigation'));

withMswServer();

const CONFLICT = { classes: ['Flower'], with: ['A1B2C3D4E'] };

it('names the limit and the other orders, and what staff may do', () => {
  render(<DailyLimitPanel number="ABC123XYZ" conflict={CONFLICT} />);
  const panel = screen.getByRole('region', { name: "Over today's flower limit with #A1B2C3D4E" });
  expect(panel).toHaveTextContent('It cannot be marked ready or completed');
  expect(
    screen.getByRole('textbox', { name: 'Who the document shows, and why they are another patient' }),
  ).toBeInTheDocument();
});

it('asks why before sending anything, with focus on the field', async () => {
  let sent = 0;
  server.use(
    http.post('*/api/staff/orders/:number/another-patient', () => {
      sent += 1;
      return HttpResponse.json({ ok: true }, { status: 201 });
    }),
  );
  render(<DailyLimitPanel number="ABC123XYZ" conflict={CONFLICT} />);
  await userEvent.click(screen.getByRole('button', { name: 'Record another patient' }));
  expect(screen.getByRole('alert')).toHaveTextContent('Please write who the document shows');
  expect(screen.getByRole('textbox')).toHaveFocus();
  expect(sent).toBe(0);
});

it('sends the reason and refreshes the page; a refusal is shown', async () => {
  const bodies: unknown[] = [];
  server.use(
    http.post('*/api/staff/orders/:number/another-patient', async ({ request }) => {
      bodies.push(await request.json());
      return bodies.length === 1
        ? HttpResponse.json({ ok: true }, { status: 201 })
        : HttpResponse.json(
            { code: 'another_patient_not_needed', error: 'Nothing to record.' },
            { status: 409 },
          );
    }),
  );
  mockRouter.refresh.mockClear();
  render(<DailyLimitPanel number="ABC123XYZ" conflict={CONFLICT} />);
  await userEvent.type(screen.getByRole('textbox'), 'Card REC-9 is Ann Lee');
  await userEvent.click(screen.getByRole('button', { name: 'Record another patient' }));
  await waitFor(() => expect(mockRouter.refresh).toHaveBeenCalledTimes(1));
  expect(bodies).toEqual([{ note: 'Card REC-9 is Ann Lee' }]);
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Record another patient' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Nothing to record.');
});
