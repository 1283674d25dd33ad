/** @jest-environment node */
// Issue 33.5: what the shop keeps on disk (the embedded store, the outbox) is readable by its owner only. Each
// case starts from a permissive umask, so a file is tight only because the shop made it so.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase } from '@/lib/db/client';
import { ownerOnlyTree } from '@/lib/db/ownerOnly';
import { createOutboxTransport } from '@/lib/relay/transports';

/** Every path under `dir` (itself included) that anyone but the owner may read, write or enter. */
function openToOthers(dir: string): string[] {
  const found: string[] = [];
  const visit = (p: string) => {
    const info = fs.lstatSync(p);
    if (info.isSymbolicLink()) return;
    if ((info.mode & 0o077) !== 0)
      found.push(`${path.relative(dir, p) || '.'} ${(info.mode & 0o777).toString(8)}`);
    if (info.isDirectory()) for (const entry of fs.readdirSync(p)) visit(path.join(p, entry));
  };
  visit(dir);
  return found;
}

let root: string;
let umask: number;
beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'owner-only-'));
  umask = process.umask(0);
});
afterEach(() => {
  process.umask(umask);
  fs.rmSync(root, { recursive: true, force: true });
});

test('an older, world-readable tree is tightened, and a link out of it is not followed', async () => {
  const dir = path.join(root, 'db');
  fs.mkdirSync(path.join(dir, 'base', '5'), { recursive: true, mode: 0o777 });
  fs.writeFileSync(path.join(dir, 'base', '5', '1259'), 'rows', { mode: 0o666 });
  fs.writeFileSync(path.join(dir, 'PG_VERSION'), '17', { mode: 0o644 });
  const outside = path.join(root, 'outside.txt');
  fs.writeFileSync(outside, 'not ours', { mode: 0o644 });
  fs.symlinkSync(outside, path.join(dir, 'link'));

  expect(await ownerOnlyTree(dir)).toBe(5);
  expect(openToOthers(dir)).toEqual([]);
  expect(fs.statSync(outside).mode & 0o777).toBe(0o644);
  expect(await ownerOnlyTree(dir)).toBe(0);
});

test('the embedded store is owner-only after it is made, written to, and closed', async () => {
  const dir = path.join(root, 'store');
  const store = await openDatabase({ dir });
  try {
    expect(openToOthers(dir)).toEqual([]);
    // enough rows for new relation files and WAL written while the store is open
    await store.db.execute(sql`create table owner_only_probe (note text)`);
    await store.db.execute(
      sql`insert into owner_only_probe select md5(g::text) from generate_series(1, 20000) g`,
    );
    await store.db.execute(sql`checkpoint`);
  } finally {
    await store.close();
  }
  expect(openToOthers(dir)).toEqual([]);
}, 60_000);

test('outbox messages are owner-only files in an owner-only folder', async () => {
  const dir = path.join(root, 'outbox');
  await createOutboxTransport(dir).send({
    kind: 'order',
    to: 'staff@example.com',
    subject: 'New Order #ABCDEFGH2',
    fields: { order_number: 'ABCDEFGH2', name: 'Pat Doe' },
  });
  expect(fs.readdirSync(dir)).toHaveLength(1);
  expect(openToOthers(dir)).toEqual([]);
});
