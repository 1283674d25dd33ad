// The staff accounts of the browser suite: made with the real `npm run staff -- add` (scripts/e2e-accounts.mjs)
// before the server opens the store, since the embedded store serves one process at a time.
export const STAFF_ACCOUNTS = [
  { name: 'alice-e2e', password: 'e2e alice password 1' },
  { name: 'bob-e2e', password: 'e2e bobs password 22' },
];
