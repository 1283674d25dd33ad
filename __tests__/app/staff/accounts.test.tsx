// /staff/accounts: behind the session, every account with its failed sign-ins of the current window.
import { render, screen } from '@testing-library/react';
import { redirect } from 'next/navigation';
import { listAccounts } from '@/lib/staff/accounts';
import { recentFailures } from '@/lib/staff/limits';
import { currentStaff } from '@/lib/staff/page';
import StaffAccountsPage from '@/app/staff/accounts/page';

jest.mock('@/lib/staff/page', () => ({
  requireStaff: jest.fn(async () => {
    const { currentStaff: current } = jest.requireMock('@/lib/staff/page');
    const staff = await current();
    if (!staff) jest.requireMock('next/navigation').redirect('/staff/login');
    return staff;
  }),
  currentStaff: jest.fn(),
}));
jest.mock('@/lib/staff/accounts', () => ({ listAccounts: jest.fn() }));
jest.mock('@/lib/staff/limits', () => ({ recentFailures: jest.fn() }));
jest.mock('@/lib/relay/state', () => ({
  withStore: (work: (db: unknown) => unknown) => work({}),
  relay: () => ({ config: { staffLoginWindowMinutes: 15, shopTimeZone: 'America/Los_Angeles' } }),
}));
jest.mock('@/components/staff/SignOutButton', () => () => null);
jest.mock('next/navigation', () => ({
  ...jest.requireActual('@/__tests__/mocks/nextNavigation'),
  redirect: jest.fn(() => {
    throw new Error('NEXT_REDIRECT');
  }),
}));

const account = (id: number, name: string, disabled = false) => ({
  id,
  name,
  passwordHash: 'x',
  createdAt: new Date('2026-11-20T18:00:00Z'),
  disabledAt: disabled ? new Date('2026-11-21T18:00:00Z') : null,
});

it('lists each account with its failed sign-ins of the window', async () => {
  jest.mocked(currentStaff).mockResolvedValue({ accountId: 1, name: 'alice', idHash: 'x' });
  jest.mocked(listAccounts).mockResolvedValue([account(1, 'alice'), account(2, 'bob', true)]);
  jest.mocked(recentFailures).mockResolvedValue(
    new Map([
      ['alice', 0],
      ['bob', 7],
    ]),
  );
  render(await StaffAccountsPage());
  expect(screen.getByTestId('failures-bob')).toHaveTextContent('7');
  expect(screen.getByTestId('failures-alice')).toHaveTextContent('0');
  expect(screen.getByRole('row', { name: /bob/ })).toHaveTextContent('disabled');
  expect(screen.getByText(/last 15 minutes/)).toBeInTheDocument();
});

it('sends a visitor without a session to sign in, before reading any account', async () => {
  jest.mocked(currentStaff).mockResolvedValue(null);
  jest.mocked(listAccounts).mockClear();
  await expect(StaffAccountsPage()).rejects.toThrow('NEXT_REDIRECT');
  expect(redirect).toHaveBeenCalledWith('/staff/login');
  expect(listAccounts).not.toHaveBeenCalled();
});
