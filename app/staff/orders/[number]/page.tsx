import type { Metadata } from 'next';
import { relay, withStore } from '@/lib/relay/state';
import { orderDetail } from '@/lib/staff/desk';
import { deskNotFound, requireStaff } from '@/lib/staff/page';
import { isOrderNumber } from '@/lib/validation/staff';
import { decodedOrNull } from '@/lib/site/urlPath.mjs';
import { PageTitle } from '@/components/ui/Page';
import OrderActions from '@/components/staff/OrderActions';
import OrderRecord from '@/components/staff/OrderRecord';
import DeskNotFound from '@/components/staff/DeskNotFound';
import LimitAmounts from '@/components/staff/LimitAmounts';
import DailyLimitPanel from '@/components/staff/DailyLimitPanel';
import { orderLimitAmounts } from '@/lib/db/limits';
import { limitRows } from '@/lib/limits/orderAmounts';
import PatientPanel from '@/components/staff/PatientPanel';
import { patientRecordOf } from '@/lib/db/patients';

export const metadata: Metadata = { title: 'Order' };

export default async function StaffOrderPage({ params }: { params: Promise<{ number: string }> }) {
  // the session first: nothing about the order, not even whether it exists, before it
  await requireStaff();
  // a page rendered per request gets the segment as sent (route handlers get it decoded): malformed is not found
  const number = decodedOrNull((await params).number)?.toUpperCase() ?? '';
  const detail = isOrderNumber(number) ? await withStore((db) => orderDetail(db, number)) : null;
  if (!detail) {
    deskNotFound();
    return <DeskNotFound />;
  }
  const patient = await withStore((db) => patientRecordOf(db, number));
  return (
    <>
      <PageTitle>Order #{detail.order.orderNumber}</PageTitle>
      {detail.overDailyLimit ? <DailyLimitPanel number={number} conflict={detail.overDailyLimit} /> : null}
      <OrderActions number={detail.order.orderNumber} state={detail.state} />
      {patient ? (
        <PatientPanel number={number} record={patient} timeZone={relay().config.shopTimeZone} />
      ) : null}
      <OrderRecord detail={detail} timeZone={relay().config.shopTimeZone} />
      <LimitAmounts rows={limitRows(detail.order, await withStore((db) => orderLimitAmounts(db, number)))} />
    </>
  );
}
