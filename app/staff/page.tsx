import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { withStore } from '@/lib/relay/state';
import { listQueue } from '@/lib/staff/desk';
import { anyAccount, currentStaff } from '@/lib/staff/page';
import { PageTitle } from '@/components/ui/Page';
import NoAccounts from '@/components/staff/NoAccounts';
import StaffQueue from '@/components/staff/StaffQueue';

export const metadata: Metadata = { title: 'Order queue' };

export default async function StaffQueuePage() {
  const staff = await currentStaff();
  if (!staff) {
    if (!(await anyAccount())) {
      return (
        <>
          <PageTitle>Staff desk</PageTitle>
          <NoAccounts />
        </>
      );
    }
    redirect('/staff/login');
  }
  const initial = await withStore((db) => listQueue(db, 'open', ''));
  return (
    <>
      <PageTitle>Order queue</PageTitle>
      <StaffQueue initial={initial} />
    </>
  );
}
