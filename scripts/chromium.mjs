// Where the system Chromium is and how to start it (Debian's package; never a downloaded browser).
import { existsSync } from 'node:fs';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export function chromiumMissingMessage() {
  return (
    `No Chromium found at ${CHROMIUM_PATH}.\n` +
    'The browser suite uses Debian\'s "chromium" package. Install it with:\n' +
    '  sudo apt-get update && sudo apt-get install -y chromium\n' +
    'or point CHROMIUM_PATH at another Chromium binary.'
  );
}

export function hasChromium() {
  return existsSync(CHROMIUM_PATH);
}
