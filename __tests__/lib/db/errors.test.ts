/** @jest-environment node */
// Issue 33.6: what a log line says about a failed store call, with the customer's data in every place a
// database error can carry it.
import { DrizzleQueryError } from 'drizzle-orm';
import { StoreUnavailableError } from '@/lib/db/client';
import { describeStoreError, describeWithStack } from '@/lib/db/errors';

const NAME = 'Patient Zero';
const EMAIL = 'zero@example.com';
const PARAMS = [
  'LWZF5I8QE',
  JSON.stringify({ customer: { name: NAME, email: EMAIL, phone: '(555) 010-9876' } }),
];

/** A database error as PGlite and pg give it: SQLSTATE in `code`, the values in `detail` (and, PGlite, `params`). */
function databaseError(code: string, message: string): Error {
  return Object.assign(new Error(message), {
    name: 'error',
    code,
    detail: `Key (email)=(${EMAIL}) already exists.`,
    query: 'insert into "orders" ("number", "placed") values ($1, $2)',
    params: PARAMS,
  });
}

function queryError(cause: Error): DrizzleQueryError {
  return new DrizzleQueryError(
    'insert into "orders" ("id", "number", "placed") values (default, $1, $2) returning "id"',
    PARAMS,
    cause,
  );
}

function expectNoCustomerData(text: string): void {
  for (const secret of [NAME, EMAIL, '555', 'LWZF5I8QE', 'params']) expect(text).not.toContain(secret);
}

describe('describeStoreError', () => {
  it("says what failed and the database's code, never drizzle's parameters", () => {
    const err = queryError(databaseError('22P02', 'unsupported Unicode escape sequence'));
    expect(err.message).toContain(NAME); // what used to be logged
    const line = describeStoreError(err);
    expect(line).toBe(
      'DrizzleQueryError: query failed (insert into orders) <- error 22P02: unsupported Unicode escape sequence',
    );
    expectNoCustomerData(line);
  });

  it('hides a value PostgreSQL quotes in its message, and keeps the names of constraints', () => {
    const bad = describeStoreError(
      queryError(databaseError('22P02', `invalid input syntax for type integer: "${NAME}"`)),
    );
    expect(bad).toContain('22P02: invalid input syntax for type integer: "…"');
    expectNoCustomerData(bad);
    const range = describeStoreError(
      databaseError('22003', `value "${NAME}" is out of range for type integer`),
    );
    expectNoCustomerData(range);
    const unique = describeStoreError(
      databaseError('23505', 'duplicate key value violates unique constraint "idempotency_keys_pkey"'),
    );
    expect(unique).toContain('23505: duplicate key value violates unique constraint "idempotency_keys_pkey"');
    expectNoCustomerData(unique);
  });

  it('names reads and other statements without their values', () => {
    const read = new DrizzleQueryError('select "id" from "staff_accounts" where "name" = $1', [NAME]);
    expect(describeStoreError(read)).toBe('DrizzleQueryError: query failed (select ... from staff_accounts)');
    expect(describeStoreError(new DrizzleQueryError('truncate orders', []))).toContain('(truncate)');
  });

  it('keeps our own store errors and connection errors readable', () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    expect(describeStoreError(refused)).toBe('Error ECONNREFUSED: connect ECONNREFUSED 127.0.0.1:5432');
    expect(describeStoreError(new StoreUnavailableError('rate limiter store failed'))).toBe(
      'StoreUnavailableError: rate limiter store failed',
    );
  });

  it('prints nothing of a thrown value that is not an error, nor quoted text of any other error', () => {
    expect(describeStoreError(`${NAME} <${EMAIL}>`)).toBe('thrown string');
    expect(describeStoreError(null)).toBe('thrown null');
    const parse = new SyntaxError(`Unexpected token 'P', "${NAME}" is not valid JSON`);
    expectNoCustomerData(describeStoreError(parse));
    expect(describeStoreError(new Error(`first line\nparams: ${NAME}`))).toBe('Error: first line');
  });

  it('stops after a few causes, however long the chain', () => {
    let err: unknown = new Error('bottom');
    for (let i = 0; i < 20; i += 1) err = new Error(`level ${i}`, { cause: err });
    expect(describeStoreError(err).split(' <- ')).toHaveLength(4);
  });
});

describe('describeWithStack', () => {
  it('keeps the frames and drops the message, lines that look like frames included', () => {
    const err = queryError(databaseError('23514', 'new row violates check constraint "x"'));
    const forged = new Error(`Failed query\nparams: ${NAME}\n    at ${EMAIL}`);
    for (const e of [err, forged]) {
      const text = describeWithStack(e);
      expect(text).toMatch(/\n\s+at /);
      expectNoCustomerData(text);
    }
  });
});
