// `npm test` step 0: Debian's Chromium and PostgreSQL, installed when missing (as root), never downloaded builds.
import { ensureTools } from './lib/debian.mjs';

ensureTools(process.argv.length > 2 ? process.argv.slice(2) : ['chromium', 'postgresql']);
