// What a folder holds, to prove a command left it alone: every entry under it (links not followed) with its kind,
// size, mode and modification time. `npm run test:e2e` takes one of the operator's folders before and after.
import { createHash } from 'node:crypto';
import { lstatSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * One line per entry under each of `roots` (or "absent"), keyed by its path. A file in `byContent` is known by its
 * bytes instead of its size and time: one a command may rewrite, as long as it gives back the same bytes.
 */
export function fingerprint(roots, byContent = []) {
  const entries = new Map();
  const visit = (p) => {
    let info;
    try {
      info = lstatSync(p);
    } catch (err) {
      if (err.code === 'ENOENT') return entries.set(p, 'absent');
      throw err;
    }
    const kind = info.isDirectory()
      ? 'dir'
      : info.isSymbolicLink()
        ? 'link'
        : info.isFile()
          ? 'file'
          : 'other';
    const mode = (info.mode & 0o7777).toString(8);
    if (kind === 'file' && byContent.includes(p)) {
      const sha = createHash('sha256').update(readFileSync(p)).digest('hex');
      return entries.set(p, `${kind} ${mode} sha256:${sha}`);
    }
    entries.set(p, `${kind} ${info.size} ${mode} ${info.mtimeMs}`);
    if (kind === 'dir') for (const name of readdirSync(p).sort()) visit(path.join(p, name));
  };
  for (const root of roots) visit(root);
  return entries;
}

/** What differs between two fingerprints, one line per path: added, removed or changed (before -> after). */
export function changes(before, after) {
  const lines = [];
  for (const [p, was] of before) {
    const now = after.get(p);
    if (now === undefined) lines.push(`removed ${p} (${was})`);
    else if (now !== was) lines.push(`changed ${p}: ${was} -> ${now}`);
  }
  for (const [p, now] of after) if (!before.has(p)) lines.push(`added ${p} (${now})`);
  return lines;
}
