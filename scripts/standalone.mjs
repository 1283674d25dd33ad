// Makes Next's standalone output (`NEXT_OUTPUT=standalone npm run build`, in <NEXT_DIST_DIR>/standalone) a folder
// that serves the shop with OUR server (issue 27.4): `npm run build` runs this after `next build`. Next writes a
// server.js of its own that would serve without what scripts/server.mjs does (the client address, the 405s, the
// timeouts, the CSP hashes); it is replaced by one that starts scripts/server.mjs, which is copied in with every
// file it loads (traced by Next's own @vercel/nft), together with what the server reads at run time and Next
// leaves out: public/, <dist>/static, data/ and the SQL migrations (lib/db/migrations). The folder then needs
// only Node: `node server.js` inside it (README, "Deploying on any Node host").
//
//   node scripts/standalone.mjs [DIST_DIR]      (default NEXT_DIST_DIR or .next; no standalone output: says so)
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** What the folder runs: our server, and the backup command the README names (run inside the folder). */
export const ENTRIES = [path.join('scripts', 'server.mjs'), path.join('scripts', 'backup.mjs')];
/** Folders the server reads at run time that the trace of the pages does not carry whole. */
export const RUNTIME_DIRS = ['public', 'data', path.join('lib', 'db', 'migrations')];
/**
 * What of those the server never reads: the photos' originals (camera files of megabytes each, issue 30). The build
 * made the served sizes from them into public/photos/, and the product data carries what it needs of them.
 */
export const BUILD_ONLY_DIRS = [path.join('data', 'photos')];
/** The marker our server.js carries, so a test (and a second run) can tell it from Next's own. */
/** Where a shop run from a folder keeps its embedded store and outbox: never part of the folder we ship. */
export const RUNTIME_STATE_DIR = '.data';
export const ENTRY_MARKER = 'scripts/standalone.mjs: our server';

/** The server.js that replaces Next's: the config Next baked in, then our server. */
function entry(distDir, config) {
  return `// ${ENTRY_MARKER} (scripts/server.mjs) on this folder's build; made by \`npm run build\`.
// Start it with \`node server.js\` in this folder; settings from the environment, then .env here.
const path = require('node:path');

process.chdir(__dirname);
process.env.NODE_ENV = 'production';
// the build in this folder, whatever NEXT_DIST_DIR says elsewhere; Next reads its config from here, not next.config.mjs
process.env.NEXT_DIST_DIR = ${JSON.stringify(distDir)};
process.env.__NEXT_PRIVATE_STANDALONE_CONFIG = ${JSON.stringify(JSON.stringify(config))};

import(path.join(__dirname, 'scripts', 'server.mjs'))
  .then((server) => server.main())
  .catch((err) => {
    console.error(\`[server] could not start: \${err instanceof Error ? err.message : String(err)}\`);
    process.exit(1);
  });
`;
}

/** Copies `files` (paths relative to ROOT) into `out`, keeping their places. */
function copyFiles(files, out) {
  for (const file of files) {
    const to = path.join(out, file);
    mkdirSync(path.dirname(to), { recursive: true });
    cpSync(path.join(ROOT, file), to, { dereference: true });
  }
}

/** Assembles the standalone folder of `distDir`; returns its path, or null when the build made none. */
export async function assembleStandalone(distDir = process.env.NEXT_DIST_DIR || '.next') {
  const dist = path.resolve(ROOT, distDir);
  const out = path.join(dist, 'standalone');
  const manifest = path.join(out, path.relative(ROOT, dist), 'required-server-files.json');
  if (!existsSync(manifest)) return null;
  const relDist = path.relative(ROOT, dist);
  if (relDist.startsWith('..') || path.isAbsolute(relDist))
    throw new Error(`${distDir} is outside the project: build into a folder inside it`);

  // our server and the backup command with everything they load, as Node resolves it (@next/env, proper-lockfile…)
  const { nodeFileTrace } = require('next/dist/compiled/@vercel/nft');
  const traced = await nodeFileTrace(
    ENTRIES.map((f) => path.join(ROOT, f)),
    {
      base: ROOT,
      // Next's own trace (next-server.js.nft.json) already carries what `next` loads to serve
      ignore: (file) => file.startsWith('node_modules/next/'),
    },
  );
  copyFiles(
    [...traced.fileList].filter((f) => !f.startsWith('..')),
    out,
  );
  for (const dir of RUNTIME_DIRS) {
    if (existsSync(path.join(ROOT, dir)))
      cpSync(path.join(ROOT, dir), path.join(out, dir), {
        recursive: true,
        filter: (src) => !BUILD_ONLY_DIRS.includes(path.relative(ROOT, src)),
      });
  }
  cpSync(path.join(dist, 'static'), path.join(out, relDist, 'static'), { recursive: true });
  // Next's tracer copies the checkout's own embedded store and outbox (`path.join('.data', 'db')` in
  // lib/db/client.ts reads as a file it needs): a folder built after running the shop here would ship its orders,
  // patients and mail, and a host would open that copy instead of a store of its own. The folder holds none.
  rmSync(path.join(out, RUNTIME_STATE_DIR), { recursive: true, force: true });

  const { config } = JSON.parse(readFileSync(manifest, 'utf8'));
  writeFileSync(path.join(out, 'server.js'), entry(relDist, { ...config, distDir: `./${relDist}` }));
  return out;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const distDir = process.argv[2] || process.env.NEXT_DIST_DIR || '.next';
  const out = await assembleStandalone(distDir);
  console.log(
    out
      ? `[standalone] ${path.relative(ROOT, out)}: our server with public/, data/ (not the photos' originals), ` +
          `the migrations and the static files; start it with \`node server.js\` in that folder (copy the folder ` +
          `alone to the host)`
      : `[standalone] no standalone output in ${distDir} (build with NEXT_OUTPUT=standalone to make one)`,
  );
}
