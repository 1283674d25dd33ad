import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { RELAY_ERRORS, type RelayErrorCode } from '@/lib/order/errors';
import { anyAccount, currentStaff } from '@/lib/staff/page';
import { PageTitle } from '@/components/ui/Page';
import NoAccounts from '@/components/staff/NoAccounts';
import SignInForm from '@/components/staff/SignInForm';
import { Panel } from '@/components/staff/styles';

export const metadata: Metadata = { title: 'Sign in' };

/** The message of the code the script-free form route sent back (`?error=`), only for codes it can send. */
function formError(code: string | undefined): string | null {
  return code && Object.hasOwn(RELAY_ERRORS, code) ? RELAY_ERRORS[code as RelayErrorCode].message : null;
}

export default async function StaffLoginPage({
  searchParams,
}: {
  searchParams: Promise<{ error?: string }>;
}) {
  if (await currentStaff()) redirect('/staff');
  const { error } = await searchParams;
  const accounts = await anyAccount();
  return (
    <>
      <PageTitle>Staff sign-in</PageTitle>
      {accounts ? (
        <Panel aria-label="Sign in" style={{ maxWidth: 480 }}>
          <SignInForm initialError={formError(error)} />
        </Panel>
      ) : (
        <NoAccounts />
      )}
    </>
  );
}
