// Prints the settings the browser gets (lib/config/browserSettings.ts) as JSON; next.config.mjs runs it at build
// (lib/site/browserBuild.mjs). A bad data/shop.json fails here with the lines naming each field.
import { BROWSER_SETTINGS_ENV, browserSettings } from '@/lib/config/browserSettings';

// { SHOP_BROWSER_SHOP: '<json>', ... }: next.config.mjs `env`, one variable per part
const settings = browserSettings();
const env = Object.fromEntries(
  Object.entries(BROWSER_SETTINGS_ENV).map(([part, name]) => [
    name,
    JSON.stringify(settings[part as keyof typeof settings]),
  ]),
);
process.stdout.write(JSON.stringify(env));
