// `npm test` step 0: Debian's Chromium and PostgreSQL, installed when missing (as root), never downloaded builds;
// Debian's Java for the Nu HTML Checker too, but optional: without root it is skipped with one line, and the browser
// suite's checkers.spec.ts then says it did not run the Nu checker.
import { ensureTools, TOOLS } from './lib/debian.mjs';

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
const named = process.argv.length > 2 ? process.argv.slice(2) : ['chromium', 'postgresql', 'java'];
const optional = named.filter((n) => n === 'java' && !TOOLS[n].present() && !isRoot);
for (const n of optional) {
  console.log(
    `Skipping ${TOOLS[n].why}: no ${TOOLS[n].pkg} and not root (sudo apt-get install -y ${TOOLS[n].pkg})`,
  );
}
ensureTools(named.filter((n) => !optional.includes(n)));
