import { boundsProblem } from '@/lib/validation/bounds';
import { BODY_LIMITS, orderRequestSchema, validateBody } from '@/lib/validation/order';

describe('boundsProblem', () => {
  it('passes the deepest and longest legal shape', () => {
    const items = Array.from({ length: 50 }, () => ({ productId: 68, size: '3.5g', quantity: 1 }));
    expect(boundsProblem({ customer: { name: 'x' }, items }, BODY_LIMITS)).toBeUndefined();
  });

  it('names the first list, object, string or nesting over the limits', () => {
    expect(boundsProblem({ items: Array.from({ length: 51 }, () => ({})) }, BODY_LIMITS)).toEqual({
      path: 'items',
      message: 'At most 50 lines per order',
    });
    const wide = Object.fromEntries(Array.from({ length: 17 }, (_, i) => [`k${i}`, 1]));
    expect(boundsProblem({ customer: wide }, BODY_LIMITS)?.path).toBe('customer');
    expect(boundsProblem({ customer: { name: 'x'.repeat(12_001) } }, BODY_LIMITS)?.path).toBe(
      'customer.name',
    );
    expect(boundsProblem({ items: [{ size: { a: 1 } }] }, BODY_LIMITS)).toEqual({
      path: 'items[0].size',
      message: 'Nested too deeply',
    });
    expect(boundsProblem([[[[]]]], BODY_LIMITS)?.message).toBe('Nested too deeply');
    expect(boundsProblem(JSON.parse(`${'['.repeat(9000)}${']'.repeat(9000)}`), BODY_LIMITS)).toBeDefined();
  });

  it('rejects the worst-case 16 KB body quickly, before the schema', () => {
    const text = `{"items":[${Array.from({ length: 5400 }, () => '{}').join(',')}]}`;
    const body: unknown = JSON.parse(text);
    // the schema alone took 0.5-1.5 s for one such body: the bounds refuse it before the schema runs (counted, not
    // timed, so a busy machine cannot fail it; speed lives in `npm run bench`)
    const schemaRuns = jest.spyOn(orderRequestSchema, 'validateSync');
    expect(validateBody(orderRequestSchema, body).ok).toBe(false);
    expect(schemaRuns).not.toHaveBeenCalled();
    schemaRuns.mockRestore();
    expect(validateBody(orderRequestSchema, body)).toEqual({
      ok: false,
      fields: { items: 'At most 50 lines per order' },
    });
  });
});
