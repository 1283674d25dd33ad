// /staff/login chooses between three answers from the server: the desk for a signed-in member, the sign-in form
// while an account can sign in, and how to create one while none can.
import { render, screen } from '@testing-library/react';
import { redirect } from 'next/navigation';
import { anyAccount, currentStaff } from '@/lib/staff/page';
import StaffLoginPage from '@/app/staff/login/page';

jest.mock('@/lib/staff/page', () => ({ currentStaff: jest.fn(), anyAccount: jest.fn() }));
jest.mock('next/navigation', () => ({
  ...jest.requireActual('@/__tests__/mocks/nextNavigation'),
  redirect: jest.fn(() => {
    throw new Error('NEXT_REDIRECT');
  }),
}));

const staff = { accountId: 1, name: 'alice', idHash: 'x' };
const page = (error?: string) => ({ searchParams: Promise.resolve(error === undefined ? {} : { error }) });

beforeEach(() => {
  jest.mocked(currentStaff).mockResolvedValue(null);
  jest.mocked(redirect).mockClear();
});

it('with no account that can sign in, says how to create one and offers no form', async () => {
  jest.mocked(anyAccount).mockResolvedValue(false);
  render(await StaffLoginPage(page()));
  expect(screen.getByRole('heading', { name: 'No staff accounts yet' })).toBeInTheDocument();
  expect(screen.getByText('npm run staff -- add NAME')).toBeInTheDocument();
  // the embedded store serves one process: the command cannot open it while the shop runs
  expect(screen.getByText(/stop the shop first/)).toBeInTheDocument();
  expect(screen.queryByLabelText(/password/i)).not.toBeInTheDocument();
});

it('with an account, shows the labelled sign-in form', async () => {
  jest.mocked(anyAccount).mockResolvedValue(true);
  render(await StaffLoginPage(page()));
  expect(screen.getByLabelText(/name/i)).toBeInTheDocument();
  expect(screen.getByLabelText(/password/i)).toHaveAttribute('type', 'password');
  expect(screen.queryByText('No staff accounts yet')).not.toBeInTheDocument();
});

it('sends a signed-in member on to the desk', async () => {
  jest.mocked(currentStaff).mockResolvedValue(staff);
  await expect(StaffLoginPage(page())).rejects.toThrow('NEXT_REDIRECT');
  expect(redirect).toHaveBeenCalledWith('/staff');
});

it('posts to the form route, so a browser without scripts signs in without putting the password in a URL', async () => {
  jest.mocked(anyAccount).mockResolvedValue(true);
  const { container } = render(await StaffLoginPage(page()));
  const form = container.querySelector('form');
  expect(form).toHaveAttribute('method', 'post');
  expect(form).toHaveAttribute('action', '/api/staff/session/form');
});

it("shows the form route's error by its code, and nothing for a code it does not know", async () => {
  jest.mocked(anyAccount).mockResolvedValue(true);
  const { unmount } = render(await StaffLoginPage(page('bad_credentials')));
  expect(screen.getByRole('alert')).toHaveTextContent('That name and password do not match');
  unmount();
  for (const code of ['toString', '__proto__', '<script>']) {
    const view = render(await StaffLoginPage(page(code)));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    view.unmount();
  }
});
