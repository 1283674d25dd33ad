// `npm start`: builds once when there is no production build, then serves the shop with our own server
// (scripts/server.mjs). Mail goes to the outbox (.data/outbox) unless EMAIL_TRANSPORT says otherwise.
// SIGINT/SIGTERM are passed on to the server, and this process exits with it, so `kill` of npm start leaves
// nothing serving.
import { spawnSync, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';

const distDir = process.env.NEXT_DIST_DIR || '.next';
const nextBin = path.join('node_modules', 'next', 'dist', 'bin', 'next');

if (!existsSync(path.join(distDir, 'BUILD_ID'))) {
  console.log(`No production build in ${distDir}: building first (about a minute).`);
  // the served photos first: the build reads their manifest (scripts/photos.mjs, issue 30)
  const photos = spawnSync(process.execPath, [path.join('scripts', 'photos.mjs')], { stdio: 'inherit' });
  if (photos.status !== 0) process.exit(photos.status ?? 1);
  const built = spawnSync(process.execPath, [nextBin, 'build'], { stdio: 'inherit' });
  if (built.status !== 0) process.exit(built.status ?? 1);
}

const server = spawn(process.execPath, [path.join('scripts', 'server.mjs')], {
  // the IPC channel closes when this process dies, even by SIGKILL: the server then stops too
  stdio: ['inherit', 'inherit', 'inherit', 'ipc'],
  env: { ...process.env, NODE_ENV: 'production' },
});
for (const sig of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(sig, () => server.kill(sig));
server.on('exit', (code, signal) => process.exit(code ?? (signal === 'SIGINT' ? 130 : 143)));

// npm does not pass a SIGTERM on to the script it runs: when npm (our parent) is gone, stop as if told to
const parent = process.ppid;
setInterval(() => {
  if (process.ppid !== parent) server.kill('SIGTERM');
}, 500).unref();
