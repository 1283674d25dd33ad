// Creates the browser suite's staff accounts in the store the e2e server is about to open (EMBEDDED_DB_DIR), with
// the operator's own command, the password on standard input (the non-interactive path of `npm run staff`).
import { spawnSync } from 'node:child_process';
import { STAFF_ACCOUNTS } from '../__tests__/e2e/staffAccounts.mjs';

for (const { name, password } of STAFF_ACCOUNTS) {
  const result = spawnSync(
    process.execPath,
    [
      'node_modules/tsx/dist/cli.mjs',
      '--conditions=react-server',
      '--tsconfig',
      'tsconfig.json',
      'scripts/staff.ts',
      'add',
      name,
    ],
    { input: `${password}\n`, stdio: ['pipe', 'inherit', 'inherit'] },
  );
  if (result.status !== 0) process.exit(result.status ?? 1);
}
