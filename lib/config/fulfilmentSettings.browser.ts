// lib/config/fulfilmentSettings.ts for browser bundles (aliased in next.config.mjs): delivery zones, pickup and slot
// settings as checked at build, no checks.
import { fromBuild } from '@/lib/config/browserValues';
import type { FulfilmentSettings } from '@/lib/config/fulfilmentSettings';
import { FULFILMENT_KINDS, type FulfilmentKind } from '@/lib/fulfilment/kinds';

export type { DeliveryZone, FulfilmentSettings, PickupAddress } from '@/lib/config/fulfilmentSettings';
export { FULFILMENT_KINDS, type FulfilmentKind };
export const fulfilmentSettings = fromBuild<FulfilmentSettings>(
  'SHOP_BROWSER_FULFILMENT',
  process.env.SHOP_BROWSER_FULFILMENT,
);
