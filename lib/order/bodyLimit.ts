// The relay's request size limit, in a module of its own so that lib/order/errors.ts (which states it in the 413's
// message) and lib/order/contract.ts (which types the error answers) need not import each other (issue 27.8).

/** Request bodies above this many bytes are answered 413. */
export const MAX_BODY_BYTES = 16 * 1024;
