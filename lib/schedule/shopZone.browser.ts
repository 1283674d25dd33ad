// lib/schedule/shopZone.ts for browser bundles (aliased in next.config.mjs): the table the build made, no Intl.
import { fromBuild } from '@/lib/config/browserValues';
import type { ZoneTable } from '@/lib/schedule/zoneTable';

export const shopZoneTable: ZoneTable | null = fromBuild<ZoneTable>(
  'SHOP_BROWSER_ZONE',
  process.env.SHOP_BROWSER_ZONE,
);
