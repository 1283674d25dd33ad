import type { Metadata } from 'next';
import { getAllProducts } from '@/lib/catalogue/products';
import { listStock } from '@/lib/db/stockDesk';
import { withStore } from '@/lib/relay/state';
import { requireStaff } from '@/lib/staff/page';
import { stockRows } from '@/lib/staff/stockRows';
import { PageTitle } from '@/components/ui/Page';
import StockTable from '@/components/staff/StockTable';

export const metadata: Metadata = { title: 'Stock' };

/** Every size of the catalogue with what is in force (issue 25.1): set one at a time, or many from a paste. */
export default async function StaffStockPage() {
  const staff = await requireStaff();
  const stored = await withStore((db) => listStock(db));
  return (
    <>
      <PageTitle>Stock</PageTitle>
      <StockTable rows={stockRows(getAllProducts(), stored)} staffName={staff.name} />
    </>
  );
}
