// Builds the production bundle the browser suite runs against, with marker values in every server-side
// variable: the security spec then proves none of them reached a static file or a page.
import { spawnSync } from 'node:child_process';
import { BUILD_ONLY_MARKERS, SECRET_MARKERS } from '../__tests__/e2e/markers.mjs';

const env = { ...process.env, ...SECRET_MARKERS, ...BUILD_ONLY_MARKERS, NEXT_TELEMETRY_DISABLED: '1' };
const result = spawnSync(process.execPath, ['node_modules/next/dist/bin/next', 'build'], {
  stdio: 'inherit',
  env,
});
process.exit(result.status ?? 1);
