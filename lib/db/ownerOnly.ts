// Owner-only files for what the shop keeps on disk (issue 33.5): the embedded store holds staff password hashes
// and patients' details, the outbox the mail. New folders are made 0700; an existing tree (made by an older
// version, or copied back from a backup) is tightened: folders 0700, files 0600. Links are never followed.
import { chmod, lstat, mkdir, readdir } from 'node:fs/promises';
import path from 'node:path';

export const OWNER_ONLY_DIR = 0o700;
export const OWNER_ONLY_FILE = 0o600;

/** Makes `dir` (and its missing parents) 0700 and everything under it owner-only; how many modes it changed. */
export async function ownerOnlyTree(dir: string): Promise<number> {
  await mkdir(dir, { recursive: true, mode: OWNER_ONLY_DIR });
  let changed = 0;
  const stack = [dir];
  while (stack.length > 0) {
    const current = stack.pop()!;
    const info = await lstat(current);
    if (info.isSymbolicLink()) continue;
    const want = info.isDirectory() ? OWNER_ONLY_DIR : OWNER_ONLY_FILE;
    if ((info.mode & 0o777) !== want) {
      await chmod(current, want);
      changed += 1;
    }
    if (info.isDirectory()) {
      for (const entry of await readdir(current)) stack.push(path.join(current, entry));
    }
  }
  return changed;
}
