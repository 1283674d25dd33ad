import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { anyAccount, currentStaff } from '@/lib/staff/page';
import { PageTitle } from '@/components/ui/Page';
import NoAccounts from '@/components/staff/NoAccounts';
import SignInForm from '@/components/staff/SignInForm';
import { Panel } from '@/components/staff/styles';

export const metadata: Metadata = { title: 'Sign in' };

export default async function StaffLoginPage() {
  if (await currentStaff()) redirect('/staff');
  const accounts = await anyAccount();
  return (
    <>
      <PageTitle>Staff sign-in</PageTitle>
      {accounts ? (
        <Panel aria-label="Sign in" style={{ maxWidth: 480 }}>
          <SignInForm />
        </Panel>
      ) : (
        <NoAccounts />
      )}
    </>
  );
}
