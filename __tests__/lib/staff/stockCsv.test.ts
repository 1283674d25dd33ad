// Reading the desk's stock paste (issue 25.1): line numbers as staff see them, sizes with spaces, a header, and every
// kind of line that cannot be sent, named with why.
import { MAX_STOCK_COUNT } from '@/lib/order/availability';
import { parseStockCsv, readSetting } from '@/lib/staff/stockCsv';

it('reads counts, soldout and instock in any case or spelling, and nothing else', () => {
  expect(readSetting('0')).toBe(0);
  expect(readSetting('007')).toBe(7);
  expect(readSetting(String(MAX_STOCK_COUNT))).toBe(MAX_STOCK_COUNT);
  expect(readSetting(String(MAX_STOCK_COUNT + 1))).toBeNull();
  expect(readSetting('SoldOut')).toBe('soldout');
  expect(readSetting('sold out')).toBe('soldout');
  expect(readSetting('in_stock')).toBe('instock');
  expect(readSetting('In-Stock')).toBe('instock');
  for (const bad of ['', '-1', '1.5', '1e3', 'lots', '12 units']) expect(readSetting(bad)).toBeNull();
});

it('keeps the line numbers of the paste across blank lines, CRLF and a header', async () => {
  const parsed = await parseStockCsv(
    'product_id,size,stock\r\n\r\n1,1 unit,4\r\n  \r\n221,1 unit,soldout\r\n',
  );
  expect(parsed.changes).toEqual([
    { line: 3, change: { productId: 1, size: '1 unit', stock: 4 } },
    { line: 5, change: { productId: 221, size: '1 unit', stock: 'soldout' } },
  ]);
  expect(parsed.problems).toEqual([]);
});

it('reads a header only on the first line', async () => {
  const parsed = await parseStockCsv('1,1g,3\nproductId,size,quantity');
  expect(parsed.changes).toHaveLength(1);
  expect(parsed.problems).toEqual([
    {
      line: 2,
      productId: 'productId',
      size: 'size',
      reason: 'product id "productId" is not a whole number above 0',
    },
  ]);
});

it('names why each bad line cannot be sent', async () => {
  const text = [
    '1,1g,3,extra',
    '0,1g,3',
    '1,,3',
    '1,1g,',
    `1,1g,${MAX_STOCK_COUNT + 1}`,
    '1,1g,-2',
    `1,${'x'.repeat(41)},3`,
    '1,7\u0007g,3',
    '1,"7g,soldout',
  ].join('\n');
  const { changes, problems } = await parseStockCsv(text);
  expect(changes).toEqual([]);
  expect(problems.map((p) => [p.line, p.reason])).toEqual([
    [1, '4 fields; expected 3: productId,size,quantity'],
    [2, 'product id "0" is not a whole number above 0'],
    [3, 'no size'],
    [4, 'no quantity: give a whole number, soldout or instock'],
    [5, 'quantity 100001 is above 100,000'],
    [6, 'quantity -2 is below 0'],
    [7, 'size is longer than 40 characters'],
    [8, expect.stringMatching(/^Size must be one line of plain text/)],
    [9, expect.stringMatching(/^unreadable: /)],
  ]);
});

it('quoted sizes may hold commas or spaces', async () => {
  const { changes } = await parseStockCsv('"5"," 3.5g ","12"\n6,"2, pack",instock');
  expect(changes.map((c) => c.change)).toEqual([
    { productId: 5, size: '3.5g', stock: 12 },
    { productId: 6, size: '2, pack', stock: 'instock' },
  ]);
});
