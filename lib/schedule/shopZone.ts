// The shop zone's offset changes as a table where the build made one: browser bundles get shopZone.browser.ts, with
// the table data/shop.json's zone resolved to at build (lib/config/browserSettings.ts). The server has none: it reads
// Intl, once per quarter hour (lib/schedule/hours.ts).
import type { ZoneTable } from '@/lib/schedule/zoneTable';

export const shopZoneTable: ZoneTable | null = null;
