// `node scripts/untouched.mjs COMMAND [ARGS…]`: runs the command, then fails if it changed what is the operator's:
// the production build (.next), the data folder (.data: the embedded store, the outbox) and tsconfig.json. Every
// entry is fingerprinted (kind, size, mode, modification time; tsconfig.json by its bytes) before and after; each
// difference is named. `npm test` and `npm run test:e2e` run under it (issue 35.3). A shop running from this folder
// meanwhile writes to .data too: stop it (or give it its own EMBEDDED_DB_DIR and OUTBOX_DIR) before the tests.
import { spawn } from 'node:child_process';
import { OPERATOR_DIRS } from '../__tests__/e2e/settings.mjs';
import { changes, fingerprint } from './lib/fingerprint.mjs';

const [cmd, ...args] = process.argv.slice(2);
if (!cmd) {
  console.error('usage: node scripts/untouched.mjs COMMAND [ARGS…]');
  process.exit(2);
}
// `next build` into a new folder rewrites tsconfig.json and scripts/build-e2e.mjs gives its bytes back: compared by content
const OPERATOR_PATHS = [...OPERATOR_DIRS, 'tsconfig.json'];
const look = () => fingerprint(OPERATOR_PATHS, ['tsconfig.json']);
const before = look();
const child = spawn(cmd, args, { stdio: 'inherit' });
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => child.kill(sig));
child.on('exit', (code, signal) => {
  const changed = changes(before, look());
  if (changed.length > 0) {
    console.error(
      `\nFAIL: the tests changed what is the operator's (${OPERATOR_PATHS.join(', ')}):\n  ${changed.join('\n  ')}`,
    );
    process.exit(1);
  }
  console.log(`[untouched] ${OPERATOR_PATHS.join(', ')}: as they were (${before.size} entries compared)`);
  process.exit(code ?? (signal ? 1 : 0));
});
