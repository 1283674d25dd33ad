// Shared helpers of scripts/bench.mjs and scripts/drill.mjs: build the production app once into its own dist dir,
// start and stop our production server (scripts/server.mjs) on a loopback port, read the server's memory, count the outbox, small HTTP and table
// utilities. Only 127.0.0.1 is ever contacted; every wait is bounded.
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  closeSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readFileSync,
  readdirSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { isDeepStrictEqual } from 'node:util';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const NEXT_BIN = path.join(ROOT, 'node_modules', 'next', 'dist', 'bin', 'next');
export const SERVER_SCRIPT = path.join(ROOT, 'scripts', 'server.mjs');
export const HOST = '127.0.0.1';

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
export { sleep };

// ---------------------------------------------------------------------------------------------------------------
// Command line and environment

/** Parses `--flag` switches; an unknown one is an error (typos must not silently run the full bench). */
export function parseFlags(argv, known) {
  const flags = Object.fromEntries(known.map((k) => [k, false]));
  for (const arg of argv) {
    const name = arg.replace(/^--/, '');
    if (!arg.startsWith('--') || !(name in flags)) {
      throw new Error(`Unknown argument ${arg}. Known: ${known.map((k) => `--${k}`).join(' ')}`);
    }
    flags[name] = true;
  }
  return flags;
}

/** A positive integer from the environment, or the default; anything else is an error. */
export function envInt(name, fallback, { min = 1, max = 1_000_000 } = {}) {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < min || n > max)
    throw new Error(`${name} must be an integer ${min}..${max}`);
  return n;
}

export function distDirFromEnv() {
  return process.env.NEXT_DIST_DIR || '.next-bench';
}

/** A fresh directory under the system temp dir; removed by cleanup unless `keep` is asked for. */
export function makeTempDir(prefix) {
  return mkdtempSync(path.join(os.tmpdir(), `${prefix}-`));
}

export function removeDir(dir) {
  if (dir) rmSync(dir, { recursive: true, force: true, maxRetries: 3 });
}

// ---------------------------------------------------------------------------------------------------------------
// Processes: the tree of a pid, its memory, stopping it, and cleanup on exit or Ctrl-C

function readProcStat(pid) {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const close = text.lastIndexOf(')');
    const fields = text.slice(close + 2).split(' ');
    return { state: fields[0], ppid: Number(fields[1]), comm: text.slice(text.indexOf('(') + 1, close) };
  } catch {
    return undefined;
  }
}

/** The pid and all its live descendants (from /proc), the root first. */
export function processTree(rootPid) {
  const children = new Map();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = readProcStat(entry);
    if (!stat) continue;
    if (!children.has(stat.ppid)) children.set(stat.ppid, []);
    children.get(stat.ppid).push(Number(entry));
  }
  const out = [];
  const queue = [rootPid];
  while (queue.length > 0 && out.length < 10_000) {
    const pid = queue.shift();
    out.push(pid);
    queue.push(...(children.get(pid) ?? []));
  }
  return out.filter(isAlive);
}

function isAlive(pid) {
  const stat = readProcStat(pid);
  return stat !== undefined && stat.state !== 'Z' && stat.state !== 'X';
}

function vmRssKb(pid) {
  try {
    const m = /^VmRSS:\s+(\d+)\s+kB/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return m ? Number(m[1]) : 0;
  } catch {
    return 0;
  }
}

/** Summed VmRSS of a process and its descendants, in MB, with the processes counted. */
export function treeRss(rootPid) {
  const procs = processTree(rootPid).map((pid) => ({
    pid,
    name: readProcStat(pid)?.comm ?? '?',
    kb: vmRssKb(pid),
  }));
  const kb = procs.reduce((sum, p) => sum + p.kb, 0);
  return { mb: Math.round((kb / 1024) * 10) / 10, processes: procs };
}

/** utime + stime of a /proc stat file, in ms (/proc counts in USER_HZ, 100 a second on Linux). */
function cpuMsOf(statFile) {
  try {
    const text = readFileSync(statFile, 'utf8');
    const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return 0;
  }
}

/**
 * CPU time a process has used so far, in ms: `totalMs` all its threads (its JavaScript, V8's helpers, libuv's
 * pool), `mainMs` its main thread alone, where the JavaScript (and an embedded PGlite with it) runs.
 */
export function processCpu(pid) {
  return { totalMs: cpuMsOf(`/proc/${pid}/stat`), mainMs: cpuMsOf(`/proc/${pid}/task/${pid}/stat`) };
}

const live = new Set(); // handles with killSync(), stopped on exit / Ctrl-C
const cleanups = new Set(); // async functions run on Ctrl-C
const lateCleanups = new Set(); // run after those (e.g. removing a temp dir the servers wrote to)
let handlersInstalled = false;

function killTreeSync(rootPid, signal) {
  // children first, so a parent cannot respawn them
  for (const pid of processTree(rootPid).reverse()) {
    try {
      process.kill(pid, signal);
    } catch {
      /* already gone */
    }
  }
}

/** SIGTERM to a process tree, SIGKILL to what is left after `graceMs`. Resolves when all are gone (bounded). */
export async function stopTree(rootPid, graceMs = 5000) {
  const pids = processTree(rootPid);
  if (pids.length === 0) return;
  killTreeSync(rootPid, 'SIGTERM');
  const deadline = Date.now() + graceMs;
  while (Date.now() < deadline && pids.some(isAlive)) await sleep(100);
  const left = pids.filter(isAlive);
  for (const pid of left) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      /* gone */
    }
  }
  const hard = Date.now() + 3000;
  while (Date.now() < hard && left.some(isAlive)) await sleep(50);
}

/** Ctrl-C / SIGTERM stop every server and child process this script started; so does any exit. */
export function installSignalHandlers() {
  if (handlersInstalled) return;
  handlersInstalled = true;
  let stopping = false;
  const onSignal = async (signal) => {
    if (stopping) return;
    stopping = true;
    console.error(`\n${signal}: stopping the processes this script started…`);
    const timer = setTimeout(() => process.exit(130), 10_000);
    await Promise.allSettled([...cleanups].map((fn) => fn()));
    await Promise.allSettled([...lateCleanups].map(async (fn) => fn()));
    clearTimeout(timer);
    process.exit(signal === 'SIGINT' ? 130 : 143);
  };
  process.on('SIGINT', () => void onSignal('SIGINT'));
  process.on('SIGTERM', () => void onSignal('SIGTERM'));
  process.on('exit', () => {
    for (const handle of live) handle.killSync();
  });
}

/** Runs `fn` on Ctrl-C / SIGTERM after the processes are stopped; returns a function that unregisters it. */
export function onInterrupt(fn) {
  lateCleanups.add(fn);
  return () => lateCleanups.delete(fn);
}

/** Runs a child process (tracked for cleanup) with a time limit; resolves with its code and output. */
export function runTracked(cmd, args, { env, timeoutMs, cwd = ROOT, stdoutFile } = {}) {
  return new Promise((resolve) => {
    const outFd = stdoutFile ? openSync(stdoutFile, 'w') : undefined;
    const child = spawn(cmd, args, {
      cwd,
      env,
      detached: false,
      stdio: ['ignore', outFd ?? 'pipe', outFd ?? 'pipe'],
    });
    if (outFd !== undefined) closeSync(outFd);
    let stdout = '';
    let stderr = '';
    child.stdout?.on('data', (d) => {
      if (stdout.length < 1_000_000) stdout += d;
    });
    child.stderr?.on('data', (d) => {
      if (stderr.length < 1_000_000) stderr += d;
    });
    const handle = { killSync: () => killTreeSync(child.pid, 'SIGKILL') };
    const cleanup = () => stopTree(child.pid, 2000);
    live.add(handle);
    cleanups.add(cleanup);
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      void stopTree(child.pid, 2000);
    }, timeoutMs ?? 600_000);
    const done = (code, error) => {
      clearTimeout(timer);
      live.delete(handle);
      cleanups.delete(cleanup);
      resolve({ code, stdout, stderr, timedOut, error });
    };
    child.on('error', (err) => done(-1, err));
    child.on('exit', (code, signal) => done(code ?? (signal ? 128 : -1)));
  });
}

// ---------------------------------------------------------------------------------------------------------------
// Build once into the dist dir

function buildIdPath(distDir, projectDir = ROOT) {
  return path.join(projectDir, distDir, 'BUILD_ID');
}

/**
 * `next build` adds `<distDir>/types/**` to tsconfig.json's include list when it builds into a new dist dir. That
 * file is not ours: take our entries out again. When the build changed nothing else, the file gets back its exact
 * bytes; when something else changed it meanwhile (another build), only our entries are removed.
 */
export function restoreTsconfig(before, distDir) {
  const file = path.join(ROOT, 'tsconfig.json');
  if (before === undefined || !existsSync(file)) return;
  const after = readFileSync(file, 'utf8');
  if (after === before) return;
  const prefix = `${distDir.replace(/^\.\//, '').replace(/\/$/, '')}/`;
  const ours = (entry) => String(entry).startsWith(prefix);
  let a;
  let b;
  try {
    a = JSON.parse(after);
  } catch {
    console.warn('warning: tsconfig.json changed during the build and is not plain JSON; left as it is');
    return;
  }
  try {
    b = JSON.parse(before);
  } catch {
    b = undefined;
  }
  if (!Array.isArray(a.include) || !a.include.some(ours)) return; // not our change
  if (b && Array.isArray(b.include) && b.include.some(ours)) return; // our entries were there already
  a.include = a.include.filter((entry) => !ours(entry));
  if (b && isDeepStrictEqual(a, b)) {
    writeFileSync(file, before);
  } else {
    writeFileSync(file, `${JSON.stringify(a, null, 2)}\n`);
    console.warn(
      `warning: tsconfig.json also changed in other ways during the build; removed only the ${prefix} entries`,
    );
  }
}

async function withBuildLock(distDir, fn) {
  const key = createHash('sha256').update(path.resolve(ROOT, distDir)).digest('hex').slice(0, 16);
  const lock = path.join(os.tmpdir(), `next-build-lock-${key}`);
  const deadline = Date.now() + 15 * 60_000;
  for (;;) {
    try {
      mkdirSync(lock);
      writeFileSync(path.join(lock, 'pid'), String(process.pid));
      break;
    } catch (err) {
      if (err.code !== 'EEXIST') throw err;
      let owner = NaN;
      try {
        owner = Number(readFileSync(path.join(lock, 'pid'), 'utf8'));
      } catch {
        /* being written */
      }
      if (Number.isInteger(owner) && owner > 0 && !isAlive(owner)) {
        removeDir(lock); // stale: its owner died
        continue;
      }
      if (Date.now() > deadline) throw new Error(`another build of ${distDir} holds ${lock} for too long`);
      await sleep(1000);
    }
  }
  try {
    return await fn();
  } finally {
    removeDir(lock);
  }
}

/**
 * Builds the app into `distDir` when it has no BUILD_ID (or when `rebuild`); returns a description of the build.
 * `projectDir` builds another Next app with the repository's `next` (the bench's blank page, bench/blank).
 */
export async function ensureBuild({
  distDir,
  rebuild = false,
  logDir,
  projectDir = ROOT,
  env: extraEnv = {},
}) {
  const own = projectDir === ROOT;
  const build = async () => {
    if (!rebuild && existsSync(buildIdPath(distDir, projectDir))) return false;
    const name = own ? path.basename(distDir) : `${path.basename(projectDir)}-${path.basename(distDir)}`;
    const log = path.join(logDir, `build-${name}.log`);
    console.log(
      `Building ${own ? 'the app' : path.relative(ROOT, projectDir)} into ${distDir} (next build; log: ${log})…`,
    );
    const tsconfigFile = path.join(ROOT, 'tsconfig.json');
    const tsconfigBefore = existsSync(tsconfigFile) ? readFileSync(tsconfigFile, 'utf8') : undefined;
    const started = Date.now();
    const env = { ...process.env, ...extraEnv, NEXT_DIST_DIR: distDir, NEXT_TELEMETRY_DISABLED: '1' };
    if (own) {
      // the served photos first: the build reads their manifest (scripts/photos.mjs, issue 30)
      const photosLog = path.join(logDir, `photos-${name}.log`);
      const photos = await runTracked(process.execPath, [path.join(ROOT, 'scripts', 'photos.mjs')], {
        env,
        timeoutMs: 30 * 60_000,
        stdoutFile: photosLog,
      });
      if (photos.code !== 0)
        throw new Error(`scripts/photos.mjs failed (exit ${photos.code}); log: ${photosLog}`);
    }
    const res = await runTracked(process.execPath, [NEXT_BIN, 'build', ...(own ? [] : [projectDir])], {
      env,
      timeoutMs: 15 * 60_000,
      stdoutFile: log,
    });
    if (own) restoreTsconfig(tsconfigBefore, distDir);
    if (res.code !== 0 || !existsSync(buildIdPath(distDir, projectDir))) {
      const tail = existsSync(log) ? readFileSync(log, 'utf8').split('\n').slice(-30).join('\n') : '';
      throw new Error(`next build failed (exit ${res.code}${res.timedOut ? ', timed out' : ''}):\n${tail}`);
    }
    console.log(`Built in ${((Date.now() - started) / 1000).toFixed(0)} s.`);
    return true;
  };
  const built = await withBuildLock(path.join(projectDir, distDir), build);
  const id = readFileSync(buildIdPath(distDir, projectDir), 'utf8').trim();
  const at = statSync(buildIdPath(distDir, projectDir)).mtime;
  return { distDir, buildId: id, builtAt: at.toISOString(), builtNow: built };
}

// ---------------------------------------------------------------------------------------------------------------
// The production server

/** True when something accepts connections on 127.0.0.1:port. */
/** A loopback port nothing listens on right now. */
export async function freePort() {
  const srv = net.createServer();
  await new Promise((resolve) => srv.listen(0, HOST, resolve));
  const { port } = srv.address();
  await new Promise((resolve) => srv.close(resolve));
  return port;
}

export function portInUse(port) {
  return new Promise((resolve) => {
    const socket = net.connect({ host: HOST, port });
    const done = (v) => {
      socket.destroy();
      resolve(v);
    };
    socket.setTimeout(1000, () => done(true));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}

/** Server env: ours, with every relay knob set explicitly so the caller's shell cannot change what is measured. */
/** LOAD_TEST_SLOT_CAPACITY of every server started here: far more than any run places in one slot. */
const LOAD_SLOT_CAPACITY = '1000000';

function serverEnv(distDir, outboxDir, dbDir, extra) {
  const env = { ...process.env };
  for (const k of [
    'RELAY_RATE_LIMIT',
    'READ_RATE_LIMIT',
    'TRUST_PROXY',
    'ALLOWED_ORIGINS',
    'SERVER_HEADERS_TIMEOUT_MS',
    'SERVER_REQUEST_TIMEOUT_MS',
    'SERVER_KEEP_ALIVE_TIMEOUT_MS',
    'EMAIL_TRANSPORT',
    'OUTBOX_DIR',
    'ORDER_TOKEN_SECRET',
    'SMTP_URL',
    'WEB3FORMS_ORDER_KEY',
    'WEB3FORMS_UPDATE_KEY',
    'DATABASE_URL',
    'EMBEDDED_DB_DIR',
    'MAIL_RETRY_BASE_MS',
    'LOAD_TEST_SLOT_CAPACITY',
    'PORT',
    'HOSTNAME',
    'NODE_OPTIONS',
  ]) {
    delete env[k];
  }
  return {
    ...env,
    NEXT_DIST_DIR: distDir,
    NEXT_TELEMETRY_DISABLED: '1',
    NODE_ENV: 'production',
    EMAIL_TRANSPORT: 'outbox',
    OUTBOX_DIR: outboxDir,
    EMBEDDED_DB_DIR: dbDir,
    ORDER_TOKEN_SECRET: 'bench-secret',
    // the bench and the drill place thousands of orders, each naming a slot (issue 25): every slot takes them all
    // (still checked and counted), where data/shop.json's few places a slot would refuse most of them
    LOAD_TEST_SLOT_CAPACITY: LOAD_SLOT_CAPACITY,
    ...extra,
  };
}

/**
 * Starts our production server (scripts/server.mjs, as `npm start` does) on 127.0.0.1:port with a fresh outbox dir (under `workDir`) and waits until `/` answers 200.
 * Returns { pid, port, url, outboxDir, logFile, rss(), cpu(), stop() }.
 */
export async function startServer({ distDir, port, workDir, label, env: extra = {}, args, cwd = ROOT }) {
  if (await portInUse(port)) {
    throw new Error(
      `127.0.0.1:${port} is already in use (another server?). Choose another port with the env.`,
    );
  }
  const outboxDir = extra.OUTBOX_DIR ?? mkdtempSync(path.join(workDir, `outbox-${label}-`));
  // each server its own embedded store unless told to share one (a restart) or to use PostgreSQL
  const dbDir = extra.EMBEDDED_DB_DIR ?? path.join(workDir, `db-${label}`);
  const logFile = path.join(workDir, `server-${label}.log`);
  const fd = openSync(logFile, 'w');
  // `args`: another server command (the bench's blank page runs `next start` on its own app dir)
  const child = spawn(process.execPath, args ?? [SERVER_SCRIPT], {
    // `cwd`: another folder to start in (the standalone folder's own server.js, scripts/lib/standaloneCheck.mjs)
    cwd,
    env: { ...serverEnv(distDir, outboxDir, dbDir, extra), PORT: String(port), HOSTNAME: HOST },
    detached: false,
    stdio: ['ignore', fd, fd],
  });
  closeSync(fd);
  let exited = false;
  let exitInfo = '';
  const exitedPromise = new Promise((resolve) => {
    child.on('exit', (code, signal) => {
      exited = true;
      exitInfo = signal ? `signal ${signal}` : `code ${code}`;
      resolve();
    });
    child.on('error', (err) => {
      exited = true;
      exitInfo = err.message;
      resolve();
    });
  });
  const handle = { killSync: () => killTreeSync(child.pid, 'SIGKILL') };
  const stop = async () => {
    live.delete(handle);
    cleanups.delete(stop);
    if (child.pid) await stopTree(child.pid, 5000);
    await Promise.race([exitedPromise, sleep(3000)]);
  };
  live.add(handle);
  cleanups.add(stop);

  const logTail = () => {
    try {
      return readFileSync(logFile, 'utf8').split('\n').slice(-20).join('\n');
    } catch {
      return '';
    }
  };
  const url = `http://${HOST}:${port}`;
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (exited) throw new Error(`the server exited (${exitInfo}) before it was ready:\n${logTail()}`);
    const res = await request({ port, method: 'GET', path: '/', timeoutMs: 2000 });
    if (res.status === 200) break;
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`the server on ${url} was not ready within 90 s:\n${logTail()}`);
    }
    await sleep(250);
  }
  return {
    pid: child.pid,
    port,
    url,
    outboxDir,
    dbDir,
    /** SIGKILL: the process gets no chance to finish anything */
    kill: async () => {
      live.delete(handle);
      cleanups.delete(stop);
      handle.killSync();
      await Promise.race([exitedPromise, sleep(5000)]);
    },
    logFile,
    logTail,
    rss: () => treeRss(child.pid),
    cpu: () => processCpu(child.pid),
    isRunning: () => !exited,
    stop,
  };
}

// ---------------------------------------------------------------------------------------------------------------
// HTTP to the local server

/**
 * One request to 127.0.0.1. Never rejects: `{ status, headers, text, ms }` or `{ error, ms }`.
 * `chunked: true` sends the body in two writes without Content-Length. `localAddress` (another loopback address,
 * e.g. 127.0.0.2) makes the request come from another client as the server sees the socket.
 */
export function request({
  port,
  method = 'POST',
  path: urlPath = '/',
  headers = {},
  body,
  agent,
  timeoutMs = 30_000,
  chunked = false,
  localAddress,
}) {
  const started = performance.now();
  return new Promise((resolve) => {
    let settled = false;
    const finish = (value) => {
      if (settled) return;
      settled = true;
      resolve({ ...value, ms: performance.now() - started });
    };
    const buf = body === undefined ? undefined : Buffer.isBuffer(body) ? body : Buffer.from(body);
    const h = { ...headers };
    if (buf && !chunked) h['Content-Length'] = String(buf.length);
    const req = http.request(
      { host: HOST, port, method, path: urlPath, headers: h, agent: agent ?? false, localAddress },
      (res) => {
        const chunks = [];
        let size = 0;
        res.on('data', (c) => {
          size += c.length;
          if (size <= 1_000_000) chunks.push(c);
        });
        res.on('end', () =>
          finish({
            status: res.statusCode,
            headers: res.headers,
            text: Buffer.concat(chunks).toString('utf8'),
          }),
        );
        res.on('error', (err) => finish({ error: err.code || err.message }));
      },
    );
    req.setTimeout(timeoutMs, () => {
      finish({ error: 'timeout' });
      req.destroy();
    });
    // an error after the answer arrived (e.g. EPIPE while the rest of an oversized body is written) is not the answer
    req.on('error', (err) => finish({ error: err.code || err.message }));
    if (buf && chunked) {
      const half = Math.floor(buf.length / 2);
      req.write(buf.subarray(0, half));
      req.end(buf.subarray(half));
    } else {
      req.end(buf);
    }
  });
}

// ---------------------------------------------------------------------------------------------------------------
// The order body (docs/api.md) and the outbox

export const ORDER_TOTAL = 56.16; // $52.00 + 8% tax

/**
 * A patient of its own for each key (issue 26.3): with one phone, email and recommendation number every order of a
 * run would be summed into one patient's day, and past 226.8 g the bench would measure refusals, not orders. The same
 * key makes the same body, so a replay stays a replay.
 */
export function benchPatient(idempotencyKey) {
  const n = 1000 + (createHash('sha256').update(String(idempotencyKey)).digest().readUInt32BE(0) % 9000);
  return { n, email: `bench+${n}@example.com`, phone: `415-555-${n}`, recommendationNumber: `BENCH-${n}` };
}

let slotStarts = [];

/**
 * The pickup slot starts data/shop.json's hours make from now (scripts/slots.ts, the shop's own slot code), read once
 * per process, all but the first two (a long run would see them pass the lead time).
 */
function readSlots() {
  const res = spawnSync(
    process.execPath,
    [
      'node_modules/tsx/dist/cli.mjs',
      '--conditions=react-server',
      '--tsconfig',
      'tsconfig.json',
      'scripts/slots.ts',
    ],
    { cwd: ROOT, encoding: 'utf8', timeout: 60_000 },
  );
  const starts = res.status === 0 ? JSON.parse(res.stdout) : [];
  if (starts.length === 0)
    throw new Error(`scripts/slots.ts gave no slots: ${res.stderr || res.error || ''}`);
  slotStarts = starts.length > 4 ? starts.slice(2) : starts;
}

/**
 * Pickup in one of the shop's slots of the coming days, chosen by the key (the same key, the same body) so that a
 * run's orders spread over them (each server started here has LOAD_TEST_SLOT_CAPACITY: see serverEnv).
 */
export function orderFulfilment(idempotencyKey) {
  if (slotStarts.length === 0) readSlots();
  const n = createHash('sha256').update(`slot:${idempotencyKey}`).digest().readUInt32BE(0);
  return { kind: 'pickup', slotStart: slotStarts[n % slotStarts.length] };
}

export function orderBody(idempotencyKey) {
  const who = benchPatient(idempotencyKey);
  return {
    customer: {
      name: 'Bench Patient',
      email: who.email,
      phone: who.phone,
      address: '1 Test St',
      city: 'Springfield',
      zipCode: '12345',
    },
    paymentMethod: 'bitcoin',
    card: null,
    newsletter: false,
    items: [{ productId: 68, size: '3.5g', quantity: 1 }],
    idempotencyKey,
    // the medical policy asks every order for a recommendation (issue 26.4)
    patient: {
      recommendationNumber: who.recommendationNumber,
      expires: '2099-12-31',
      issuer: 'Dr. Bench Example, MD',
    },
    // delivery or pickup and a slot: every order names them (issue 25)
    fulfilment: orderFulfilment(idempotencyKey),
  };
}

/** What the outbox transport wrote: order numbers of 'order' mail, other kinds, and temp files left over. */
export function readOutbox(dir) {
  const out = { orders: [], other: 0, tmp: 0, unreadable: 0 };
  let names = [];
  try {
    names = readdirSync(dir);
  } catch {
    return out;
  }
  for (const name of names) {
    if (name.startsWith('.')) {
      if (name.endsWith('.tmp')) out.tmp += 1;
      continue;
    }
    if (!name.endsWith('.json')) continue;
    try {
      const mail = JSON.parse(readFileSync(path.join(dir, name), 'utf8'));
      if (mail.kind === 'order') out.orders.push(String(mail.fields?.order_number ?? ''));
      else out.other += 1;
    } catch {
      out.unreadable += 1;
    }
  }
  return out;
}

/**
 * Whether the outbox holds an 'order' mail for every number in `numbers` within `maxMs`. The mail worker writes
 * after the answer, and under load a cold first render takes seconds: wait for the mails expected, not for a quiet
 * outbox (a quiet period is only for what should NOT come, such as duplicates, once these are in).
 */
export async function outboxHasOrders(dir, numbers, maxMs = 60_000) {
  const want = [...new Set(numbers)];
  for (const deadline = Date.now() + maxMs; ; await sleep(200)) {
    const have = new Set(readOutbox(dir).orders);
    if (want.every((n) => have.has(n))) return true;
    if (Date.now() >= deadline) return false;
  }
}

/** Number of mail files, once it has not changed for `quietMs` (bounded by `maxMs`). */
export async function settledOutboxCount(dir, quietMs = 1000, maxMs = 15_000) {
  const count = () => {
    try {
      return readdirSync(dir).filter((n) => n.endsWith('.json') && !n.startsWith('.')).length;
    } catch {
      return 0;
    }
  };
  const deadline = Date.now() + maxMs;
  let last = count();
  let since = Date.now();
  while (Date.now() < deadline) {
    await sleep(200);
    const now = count();
    if (now !== last) {
      last = now;
      since = Date.now();
    } else if (Date.now() - since >= quietMs) break;
  }
  return last;
}

// ---------------------------------------------------------------------------------------------------------------
// Machine, versions, statistics, tables

export function machineInfo() {
  let cpu = os.cpus()[0]?.model ?? 'unknown';
  try {
    const m = /^model name\s*:\s*(.+)$/m.exec(readFileSync('/proc/cpuinfo', 'utf8'));
    if (m) cpu = m[1].trim();
  } catch {
    /* not Linux */
  }
  let distro = `${os.type()} ${os.release()}`;
  try {
    const m = /^PRETTY_NAME="?([^"\n]+)"?$/m.exec(readFileSync('/etc/os-release', 'utf8'));
    if (m) distro = `${m[1]}, kernel ${os.release()}`;
  } catch {
    /* no os-release */
  }
  return {
    cpu,
    cores: os.availableParallelism ? os.availableParallelism() : os.cpus().length,
    memory: `${(os.totalmem() / 1024 ** 3).toFixed(1)} GiB`,
    os: `${distro} (${os.arch()})`,
    load: os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' '),
  };
}

export function packageVersion(name) {
  try {
    return JSON.parse(readFileSync(path.join(ROOT, 'node_modules', name, 'package.json'), 'utf8')).version;
  } catch {
    return 'not installed';
  }
}

export function chromiumVersion(chromiumPath) {
  const res = spawnSync(chromiumPath, ['--version'], { encoding: 'utf8', timeout: 20_000 });
  return (res.stdout || '').trim() || `unknown (${chromiumPath})`;
}

export function gitState() {
  const head = spawnSync('git', ['rev-parse', '--short', 'HEAD'], {
    cwd: ROOT,
    encoding: 'utf8',
  }).stdout?.trim();
  const dirty = spawnSync('git', ['status', '--porcelain', '--untracked-files=no'], {
    cwd: ROOT,
    encoding: 'utf8',
  }).stdout?.trim();
  return head ? `${head}${dirty ? ' (with uncommitted changes in the tree)' : ''}` : 'unknown';
}

export function median(values) {
  const v = values.filter((x) => typeof x === 'number' && Number.isFinite(x)).sort((a, b) => a - b);
  if (v.length === 0) return undefined;
  const mid = Math.floor(v.length / 2);
  return v.length % 2 ? v[mid] : (v[mid - 1] + v[mid]) / 2;
}

/** The p-th percentile (0..100) of an already sorted array, nearest-rank. */
export function percentile(sorted, p) {
  if (sorted.length === 0) return undefined;
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[rank];
}

export function utcStamp(date = new Date()) {
  return `${date.toISOString().slice(0, 19).replace('T', ' ')} UTC`;
}

/** A table as aligned text (stdout) and as Markdown. `align` is a string of 'l'/'r' per column. */
export function renderTable(headers, rows, align = '') {
  const cells = rows.map((r) => r.map((c) => (c === undefined || c === null ? '-' : String(c))));
  const widths = headers.map((h, i) => Math.max(h.length, ...cells.map((r) => r[i]?.length ?? 0)));
  const pad = (s, i) => (align[i] === 'r' ? s.padStart(widths[i]) : s.padEnd(widths[i]));
  const line = (r) =>
    r
      .map((c, i) => pad(c, i))
      .join('  ')
      .trimEnd();
  const text = [line(headers), widths.map((w) => '-'.repeat(w)).join('  '), ...cells.map(line)].join('\n');
  const md = [
    `| ${headers.join(' | ')} |`,
    `| ${headers.map((_, i) => (align[i] === 'r' ? '---:' : '---')).join(' | ')} |`,
    ...cells.map((r) => `| ${r.map((c) => c.replace(/\|/g, '\\|')).join(' | ')} |`),
  ].join('\n');
  return { text, md };
}

/**
 * Replaces (or appends) the section that starts with `heading` (a '## ' line) in a Markdown text, up to the next
 * '## ' heading.
 */
export function replaceSection(markdown, heading, body) {
  const lines = markdown.split('\n');
  const start = lines.findIndex((l) => l.trim() === heading);
  const section = `${heading}\n\n${body.trim()}\n`;
  if (start === -1) return `${markdown.trimEnd()}\n\n${section}`;
  let end = lines.findIndex((l, i) => i > start && /^## /.test(l));
  if (end === -1) end = lines.length;
  const before = lines.slice(0, start).join('\n').trimEnd();
  const after = lines.slice(end).join('\n').trim();
  return `${before}\n\n${section}${after ? `\n${after}\n` : ''}`;
}

/** The text of a '## ' section (without its heading), or undefined. */
export function extractSection(markdown, heading) {
  const lines = markdown.split('\n');
  const start = lines.findIndex((l) => l.trim() === heading);
  if (start === -1) return undefined;
  let end = lines.findIndex((l, i) => i > start && /^## /.test(l));
  if (end === -1) end = lines.length;
  return lines
    .slice(start + 1, end)
    .join('\n')
    .trim();
}

export const BENCHMARKS_FILE = path.join(ROOT, 'BENCHMARKS.md');

/** Writes BENCHMARKS.md, formatted by the project's Prettier (as `npm run format` would) when it is installed. */
export async function writeBenchmarks(markdown) {
  let text = markdown;
  try {
    const prettier = await import('prettier');
    const options = (await prettier.resolveConfig(BENCHMARKS_FILE)) ?? {};
    text = await prettier.format(markdown, { ...options, filepath: BENCHMARKS_FILE });
  } catch (err) {
    console.warn(`note: BENCHMARKS.md written without Prettier (${err.message})`);
  }
  writeFileSync(BENCHMARKS_FILE, text);
}
export const DRILL_HEADING = '## Load and fault drill';

/** A section written from a CPU profile of the relay at the bench's load (issue 28.4); a bench run keeps it as it is. */
export const RELAY_PROFILE_HEADING = "## Where the relay's time goes";
