import type { Metadata } from 'next';
import { relay, withStore } from '@/lib/relay/state';
import { listAccounts } from '@/lib/staff/accounts';
import { recentFailures } from '@/lib/staff/limits';
import { requireStaff } from '@/lib/staff/page';
import { PageTitle } from '@/components/ui/Page';
import { Muted, Panel, TableWrap } from '@/components/staff/styles';

export const metadata: Metadata = { title: 'Staff accounts' };

/** Every account and its failed sign-ins in the current window: staff see a guesser at work (issue 33). */
export default async function StaffAccountsPage() {
  await requireStaff();
  const accounts = await withStore((db) => listAccounts(db));
  const failures = await recentFailures(accounts.map((a) => a.name));
  const { staffLoginWindowMinutes: window, shopTimeZone: timeZone } = relay().config;
  const date = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone });
  return (
    <>
      <PageTitle>Staff accounts</PageTitle>
      <Panel aria-labelledby="accounts-title">
        <h2 id="accounts-title">Accounts and failed sign-ins</h2>
        <Muted>
          Failed sign-ins count the last {window} minutes. Many on one account means someone is guessing its
          password: its devices that signed in before still sign in; set a new one with{' '}
          <code>npm run staff -- password NAME</code> if in doubt.
        </Muted>
        <TableWrap>
          <table>
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">Created</th>
                <th scope="col">State</th>
                <th scope="col">Failed sign-ins</th>
              </tr>
            </thead>
            <tbody>
              {accounts.map((a) => (
                <tr key={a.id}>
                  <th scope="row">{a.name}</th>
                  <td>{date.format(a.createdAt)}</td>
                  <td>{a.disabledAt ? 'disabled' : 'enabled'}</td>
                  <td data-testid={`failures-${a.name}`}>{failures.get(a.name) ?? 0}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableWrap>
      </Panel>
    </>
  );
}
