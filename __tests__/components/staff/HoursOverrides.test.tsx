// The desk's other hours for a date (issue 25): up to four openings, each row labelled with its number, added and
// removed from the keyboard with focus kept in the form, each row's problem beside it (nothing sent), and the
// openings sent as the API takes them.
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import HoursOverrides from '@/components/staff/HoursOverrides';
import type { HoursChangeBody } from '@/lib/validation/hours';
import { shopDay } from '@/lib/schedule/hours';
import { mockRouter } from '../../mocks/nextNavigation';
import { server, withMswServer } from '../../mocks/server';

jest.mock('next/navigation', () => jest.requireActual('@/__tests__/mocks/nextNavigation'));

withMswServer();

const TODAY = shopDay(new Date());
let sent: HoursChangeBody[] = [];

beforeEach(() => {
  jest.clearAllMocks();
  sent = [];
  server.use(
    http.post('*/api/staff/hours', async ({ request }) => {
      sent.push((await request.json()) as HoursChangeBody);
      return HttpResponse.json({ changed: true });
    }),
  );
});

const time = (name: string) => screen.getByLabelText(name, { exact: true }) as HTMLInputElement;

async function setTime(name: string, value: string) {
  const input = time(name);
  await userEvent.clear(input);
  await userEvent.type(input, value);
}

it('adds up to four openings from the keyboard, each labelled, and sends them all', async () => {
  const user = userEvent.setup();
  render(<HoursOverrides today={TODAY} overrides={[]} />);
  expect(time('Opens')).toHaveValue('10:00');
  expect(time('Closes')).toHaveValue('17:00');
  expect(screen.queryByRole('button', { name: /Remove opening/ })).not.toBeInTheDocument();

  await setTime('Closes', '12:00');
  const add = screen.getByRole('button', { name: 'Add an opening' });
  add.focus();
  await user.keyboard('{Enter}');
  // the new row is labelled by its number, the first row too, and focus is in it
  expect(time('Opens (opening 1)')).toHaveValue('10:00');
  expect(time('Opens (opening 2)')).toHaveFocus();
  expect(time('Opens (opening 2)')).toHaveValue('12:00');
  await setTime('Opens (opening 2)', '13:00');
  await setTime('Closes (opening 2)', '15:00');
  for (const n of [3, 4]) {
    screen.getByRole('button', { name: 'Add an opening' }).focus();
    await user.keyboard('{Enter}');
    await setTime(`Opens (opening ${n})`, `${14 + n}:00`);
    await setTime(`Closes (opening ${n})`, `${14 + n}:30`);
  }
  // four is the most a date takes
  expect(screen.queryByRole('button', { name: 'Add an opening' })).not.toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Save hours for this date' }));
  await waitFor(() => expect(sent).toHaveLength(1));
  expect(sent[0]).toEqual({
    action: 'override',
    date: TODAY,
    intervals: [
      { open: '10:00', close: '12:00' },
      { open: '13:00', close: '15:00' },
      { open: '17:00', close: '17:30' },
      { open: '18:00', close: '18:30' },
    ],
  });
  expect(await screen.findByRole('status')).toHaveTextContent(`${TODAY}:`);
  expect(mockRouter.refresh).toHaveBeenCalled();
});

it('removes an opening, its place taken by the next, with focus on it', async () => {
  const user = userEvent.setup();
  render(<HoursOverrides today={TODAY} overrides={[]} />);
  await setTime('Closes', '12:00');
  await user.click(screen.getByRole('button', { name: 'Add an opening' }));
  await setTime('Opens (opening 2)', '14:00');
  await setTime('Closes (opening 2)', '18:00');
  screen.getByRole('button', { name: 'Remove opening 1' }).focus();
  await user.keyboard('{Enter}');
  expect(time('Opens')).toHaveValue('14:00');
  expect(time('Opens')).toHaveFocus();
  await user.click(screen.getByRole('button', { name: 'Save hours for this date' }));
  await waitFor(() => expect(sent).toHaveLength(1));
  expect(sent[0]!.intervals).toEqual([{ open: '14:00', close: '18:00' }]);
});

it("shows each row's problem beside it, focuses the first, and sends nothing", async () => {
  const user = userEvent.setup();
  render(<HoursOverrides today={TODAY} overrides={[]} />);
  await setTime('Closes', '14:00');
  await user.click(screen.getByRole('button', { name: 'Add an opening' }));
  await setTime('Opens (opening 2)', '12:00');
  await setTime('Closes (opening 2)', '12:00');
  await user.click(screen.getByRole('button', { name: 'Save hours for this date' }));

  const second = time('Opens (opening 2)');
  expect(second).toHaveFocus();
  expect(second).toHaveAttribute('aria-invalid', 'true');
  expect(second).toHaveAccessibleDescription(
    'Opening 2 opens and closes at 12:00: remove it to close the day',
  );
  expect(time('Opens (opening 1)')).not.toHaveAttribute('aria-invalid');
  expect(sent).toEqual([]);

  // a second opening before the first closes is named on its own row
  await setTime('Closes (opening 2)', '16:00');
  await user.click(screen.getByRole('button', { name: 'Save hours for this date' }));
  expect(time('Closes (opening 2)')).toHaveAccessibleDescription(
    'Opening 2 opens at 12:00, before the opening before it closes (14:00)',
  );
  expect(sent).toEqual([]);
});

it('puts a date that has passed beside the date field', async () => {
  const user = userEvent.setup();
  render(<HoursOverrides today={TODAY} overrides={[]} />);
  const date = screen.getByLabelText('Date');
  await user.clear(date);
  await user.type(date, '2020-01-01');
  await user.click(screen.getByRole('button', { name: 'Save hours for this date' }));
  expect(date).toHaveFocus();
  expect(date).toHaveAccessibleDescription('Date has passed');
  expect(sent).toEqual([]);
});
