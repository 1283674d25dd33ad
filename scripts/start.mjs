// `npm start`: builds once when there is no production build, then serves the shop with `next start`.
// Mail goes to the outbox (.data/outbox) unless EMAIL_TRANSPORT says otherwise.
import { spawnSync, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';

const distDir = process.env.NEXT_DIST_DIR || '.next';
const nextBin = path.join('node_modules', 'next', 'dist', 'bin', 'next');

if (!existsSync(path.join(distDir, 'BUILD_ID'))) {
  console.log(`No production build in ${distDir}: building first (about a minute).`);
  const built = spawnSync(process.execPath, [nextBin, 'build'], { stdio: 'inherit' });
  if (built.status !== 0) process.exit(built.status ?? 1);
}

const port = process.env.PORT || '3000';
const host = process.env.HOSTNAME || '0.0.0.0';
const server = spawn(process.execPath, [nextBin, 'start', '-H', host, '-p', port], { stdio: 'inherit' });
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => server.kill(sig));
server.on('exit', (code) => process.exit(code ?? 0));
