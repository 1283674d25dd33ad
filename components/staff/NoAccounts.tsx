import { Panel } from '@/components/staff/styles';

/** What /staff and /staff/login say while no account can sign in. */
export default function NoAccounts() {
  return (
    <Panel aria-labelledby="no-accounts-title">
      <h2 id="no-accounts-title">No staff accounts yet</h2>
      <p>
        The desk opens for staff accounts only. On the shop&apos;s server, in its folder, create one with:
      </p>
      <pre>
        <code>npm run staff -- add NAME</code>
      </pre>
      <p>
        With the embedded store (no <code>DATABASE_URL</code>), stop the shop first: that store serves one
        process at a time. With PostgreSQL it works while the shop runs.
      </p>
      <p>
        It asks for the password twice (at least 12 characters) without showing it. Then sign in here with
        that name and password.
      </p>
    </Panel>
  );
}
