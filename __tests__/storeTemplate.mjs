// The relay tests' migrated store, made once per change of the migrations (issue 51.7): a new PGlite cluster takes
// about 2.5 s to create and migrate, a dump of one 0.6 s to load, and about 50 test files open one each. jest's
// global setup makes the dump (makeStoreTemplate); __tests__/mocks/store.ts starts each file's store from it, and
// migrates on, as the shop does at every start. The file is named by a hash of the migrations and PGlite's
// version, so a new migration makes a new one; it lives in the system's temporary folder, outside the checkout.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const MIGRATIONS = path.join(process.cwd(), 'lib', 'db', 'migrations');

function migrationFiles(dir = MIGRATIONS) {
  return readdirSync(dir, { withFileTypes: true })
    .sort((a, b) => a.name.localeCompare(b.name))
    .flatMap((entry) =>
      entry.isDirectory() ? migrationFiles(path.join(dir, entry.name)) : [path.join(dir, entry.name)],
    );
}

/** Where the dump of a store with every migration applied is kept. */
export function storeTemplatePath() {
  const hash = createHash('sha256');
  const pglite = JSON.parse(
    readFileSync(path.join('node_modules', '@electric-sql', 'pglite', 'package.json')),
  );
  hash.update(pglite.version);
  for (const file of migrationFiles())
    hash.update(path.relative(MIGRATIONS, file)).update(readFileSync(file));
  return path.join(os.tmpdir(), `dispensary-test-store-${hash.digest('hex').slice(0, 16)}.tar`);
}

/** Makes the dump unless this set of migrations has one; written whole or not at all. */
export async function makeStoreTemplate() {
  const target = storeTemplatePath();
  if (existsSync(target)) return target;
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  const client = await PGlite.create();
  try {
    await migrate(drizzle(client), { migrationsFolder: MIGRATIONS });
    const dump = await client.dumpDataDir('none');
    const partial = `${target}.${process.pid}.partial`;
    writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    renameSync(partial, target);
  } finally {
    await client.close();
  }
  return target;
}
