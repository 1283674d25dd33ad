// The Debian packages the test command needs (Chromium for the browser suite, PostgreSQL for the PostgreSQL
// store's tests, nginx and openssl for the drill behind a proxy): found, installed with apt when running as root,
// or named with the command that installs them.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { CHROMIUM_PATH } from '../chromium.mjs';

const PG_ROOT = '/usr/lib/postgresql';
/** Debian's nginx binary (package nginx). */
export const NGINX_PATH = '/usr/sbin/nginx';

/** The bin directory of the newest PostgreSQL server Debian installed, or undefined. */
export function postgresBinDir() {
  if (process.env.PG_BIN_DIR) return process.env.PG_BIN_DIR;
  if (!existsSync(PG_ROOT)) return undefined;
  const versions = readdirSync(PG_ROOT)
    .filter((v) => existsSync(path.join(PG_ROOT, v, 'bin', 'postgres')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? path.join(PG_ROOT, versions[0], 'bin') : undefined;
}

export const TOOLS = {
  chromium: { pkg: 'chromium', present: () => existsSync(CHROMIUM_PATH), why: 'the browser suite' },
  postgresql: {
    pkg: 'postgresql',
    present: () => postgresBinDir() !== undefined,
    why: 'the PostgreSQL store tests',
  },
  // Debian's Java for the Nu HTML Checker (vnu-jar's own Java download is never used); optional: a machine
  // without it skips the Nu check with one line (scripts/ensure-tools.mjs)
  java: {
    pkg: 'default-jre-headless',
    present: () => spawnSync('sh', ['-c', 'command -v java'], { stdio: 'ignore' }).status === 0,
    why: 'the Nu HTML Checker',
  },
  nginx: { pkg: 'nginx', present: () => existsSync(NGINX_PATH), why: 'the drill behind nginx' },
  openssl: { pkg: 'openssl', present: () => onPath('openssl'), why: "the drill's throwaway certificate" },
};

const isRoot = () => typeof process.getuid === 'function' && process.getuid() === 0;
function onPath(name) {
  return spawnSync('sh', ['-c', `command -v ${name}`], { stdio: 'ignore' }).status === 0;
}
const hasApt = () => onPath('apt-get');

/**
 * Installs what is missing as root with apt, like ensureTools, but never exits: answers null when every tool is
 * there, else one line saying what is missing and the command that installs it (a drill then skips its step).
 */
export function tryTools(names) {
  const missing = names.map((n) => TOOLS[n]).filter((t) => !t.present());
  if (missing.length === 0) return null;
  const pkgs = missing.map((t) => t.pkg);
  if (isRoot() && hasApt()) {
    ensureTools(names);
    return null;
  }
  return `missing Debian package(s) ${pkgs.join(', ')} (not root, so not installed): sudo apt-get install -y ${pkgs.join(' ')}`;
}

/** Installs what is missing (as root with apt), or exits at once naming the command that does. */
export function ensureTools(names) {
  const missing = names.map((n) => TOOLS[n]).filter((t) => !t.present());
  if (missing.length === 0) return;
  const pkgs = missing.map((t) => t.pkg);
  const command = `sudo apt-get update && sudo apt-get install -y ${pkgs.join(' ')}`;
  if (!isRoot() || !hasApt()) {
    console.error(
      `Missing Debian package(s) ${pkgs.join(', ')}, needed for ${missing.map((t) => t.why).join(' and ')}.\n` +
        `Install with:\n  ${command}`,
    );
    process.exit(1);
  }
  console.log(
    `Installing Debian's ${pkgs.join(' and ')} for ${missing.map((t) => t.why).join(' and ')} (apt-get)`,
  );
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [
    ['update', '-qq'],
    ['install', '-y', '-qq', ...pkgs],
  ]) {
    const r = spawnSync('apt-get', args, { stdio: ['ignore', 'ignore', 'inherit'], env });
    if (r.status !== 0) {
      console.error(`apt-get ${args.join(' ')} failed (exit ${r.status}). Install by hand:\n  ${command}`);
      process.exit(1);
    }
  }
  const still = missing.filter((t) => !t.present());
  if (still.length > 0) {
    console.error(`Still missing after apt-get: ${still.map((t) => t.pkg).join(', ')}`);
    process.exit(1);
  }
}
