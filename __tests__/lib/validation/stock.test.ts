/** @jest-environment node */
// The desk's stock values (issue 25.1): the rules of one value (a refused row, not a refused batch), and the
// batch's schema with its own shape limits.
import { MAX_STOCK_COUNT, STOCK_BATCH_MAX } from '@/lib/order/availability';
import { validateBody } from '@/lib/validation/order';
import { STOCK_BODY_LIMITS, stockChangeRequestSchema, stockProblem } from '@/lib/validation/stock';

it('refuses what cannot be a size stock, with a reason', () => {
  for (const ok of ['instock', 'soldout', 0, 1, MAX_STOCK_COUNT]) expect(stockProblem(ok)).toBeNull();
  expect(stockProblem(-1)).toBe('A count cannot be below 0');
  expect(stockProblem(1.5)).toBe('A count must be a whole number');
  expect(stockProblem(MAX_STOCK_COUNT + 1)).toBe(`A count can be at most ${MAX_STOCK_COUNT}`);
  expect(stockProblem('SOLDOUT')).toMatch(/"soldout" or "instock"/);
  expect(stockProblem(null)).toMatch(/"soldout" or "instock"/);
});

it('takes a full batch whatever its values, and refuses its envelope and types whole', () => {
  const changes = Array.from({ length: STOCK_BATCH_MAX }, (_, i) => ({
    productId: i,
    size: ' 1g ',
    stock: -i,
  }));
  const checked = validateBody(stockChangeRequestSchema, { changes }, STOCK_BODY_LIMITS);
  expect(checked.ok && checked.value.changes[0]).toEqual({ productId: 0, size: '1g', stock: -0 });
  const tooMany = validateBody(
    stockChangeRequestSchema,
    { changes: [...changes, changes[0]] },
    STOCK_BODY_LIMITS,
  );
  expect(tooMany).toEqual({
    ok: false,
    fields: { changes: `At most ${STOCK_BATCH_MAX} changes per request` },
  });
  const bad = validateBody(
    stockChangeRequestSchema,
    { changes: [{ productId: '1', size: 2, stock: true, extra: 1 }] },
    STOCK_BODY_LIMITS,
  );
  expect(bad.ok).toBe(false);
  expect(Object.keys(bad.ok ? {} : bad.fields).sort()).toEqual([
    'changes[0].extra',
    'changes[0].productId',
    'changes[0].size',
    'changes[0].stock',
  ]);
});
