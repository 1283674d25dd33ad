// Delivery or pickup (issue 25.3, DESIGN 18): data/shop.json's `pickup`, `delivery` and `slots`, checked once here
// with a line naming the file and the field. Client-safe (the checkout prices the fee and names the zones served).
import raw from '@/data/shop.json';
import type { Problems } from '@/lib/config/checks';
import { SHOP_SETTINGS_FILE } from '@/lib/config/shop';

import { FULFILMENT_KINDS, type FulfilmentKind } from '@/lib/fulfilment/kinds';

export { FULFILMENT_KINDS, type FulfilmentKind };

export interface PickupAddress {
  street: string;
  city: string;
  region: string;
  postalCode: string;
}

export interface DeliveryZone {
  name: string;
  /** five-digit ZIP codes; a shopper's ZIP matches on its first five digits */
  zips: string[];
  /** dollars */
  fee: number;
  /** dollars; the shop's $50.00 minimum stays the floor */
  minimum: number;
  /** dollars: a subtotal at or above it is delivered free */
  freeOver?: number;
}

export interface FulfilmentSettings {
  /** the counter orders are collected from (absent: the licensed premises of `identity`) */
  pickup: { address?: PickupAddress };
  delivery: { zones: DeliveryZone[]; feeTaxed: boolean };
  slots: {
    lengthMinutes: number;
    /** a slot must start at least this long after the order */
    leadMinutes: number;
    daysAhead: number;
    /** orders one slot takes, counted apart per kind */
    capacity: Record<FulfilmentKind, number>;
  };
}

const ZIP5 = /^\d{5}$/;
const MONEY = /^\d+(\.\d{1,2})?$/;

const record = (v: unknown): Record<string, unknown> | undefined =>
  typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Record<string, unknown>) : undefined;

/** Problems of the three keys and the settings they make (defaults where a field is at fault). */
export function parseFulfilmentSettings(settings: unknown, file = SHOP_SETTINGS_FILE): FulfilmentSettings {
  const p: Problems = [];
  const at = (path: string) => `${file}: ${path}`;
  const root = record(settings) ?? {};
  const text = (o: Record<string, unknown>, key: string, path: string): string => {
    const v = o[key];
    if (typeof v === 'string' && v.trim() !== '' && v.length <= 100) return v.trim();
    p.push(`${at(path)} must be text of 1 to 100 characters`);
    return '';
  };
  const money = (o: Record<string, unknown>, key: string, path: string, optional = false) => {
    const v = o[key];
    if (v === undefined && optional) return undefined;
    if (typeof v === 'number' && v >= 0 && v <= 10_000 && MONEY.test(String(v))) return v;
    p.push(`${at(path)} must be an amount in dollars from 0 to 10000 with at most two decimals`);
    return 0;
  };
  const whole = (
    o: Record<string, unknown> | undefined,
    key: string,
    path: string,
    min: number,
    max: number,
  ) => {
    const v = o?.[key];
    if (typeof v === 'number' && Number.isInteger(v) && v >= min && v <= max) return v;
    p.push(`${at(path)} must be a whole number from ${min} to ${max}`);
    return min;
  };

  const pickupRaw = record(root.pickup);
  if (!pickupRaw) p.push(`${at('pickup')} must be an object ({} or { "address": {...} })`);
  let address: PickupAddress | undefined;
  if (pickupRaw?.address !== undefined) {
    const a = record(pickupRaw.address);
    if (!a) p.push(`${at('pickup.address')} must be an object (street, city, region, postalCode)`);
    else
      address = {
        street: text(a, 'street', 'pickup.address.street'),
        city: text(a, 'city', 'pickup.address.city'),
        region: text(a, 'region', 'pickup.address.region'),
        postalCode: text(a, 'postalCode', 'pickup.address.postalCode'),
      };
  }

  const deliveryRaw = record(root.delivery);
  if (!deliveryRaw) p.push(`${at('delivery')} must be an object (zones, feeTaxed)`);
  const zonesRaw = deliveryRaw?.zones;
  const zones: DeliveryZone[] = [];
  if (deliveryRaw && !Array.isArray(zonesRaw))
    p.push(`${at('delivery.zones')} must be a list (may be empty)`);
  const seen = new Map<string, string>();
  (Array.isArray(zonesRaw) ? zonesRaw : []).forEach((z: unknown, i) => {
    const path = `delivery.zones[${i}]`;
    const o = record(z);
    if (!o) return void p.push(`${at(path)} must be an object (name, zips, fee, minimum, freeOver)`);
    const name = text(o, 'name', `${path}.name`);
    const zips = Array.isArray(o.zips) ? o.zips : [];
    if (!Array.isArray(o.zips) || zips.length === 0)
      p.push(`${at(`${path}.zips`)} must be a list of ZIP codes`);
    zips.forEach((zip: unknown, j) => {
      if (typeof zip !== 'string' || !ZIP5.test(zip))
        p.push(`${at(`${path}.zips[${j}]`)} must be five digits`);
      else if (seen.has(zip))
        p.push(`${at(`${path}.zips[${j}]`)} ${zip} is already in zone ${seen.get(zip)}`);
      else seen.set(zip, name);
    });
    const freeOver = money(o, 'freeOver', `${path}.freeOver`, true);
    zones.push({
      name,
      zips: zips.filter((zip): zip is string => typeof zip === 'string'),
      fee: money(o, 'fee', `${path}.fee`) ?? 0,
      minimum: money(o, 'minimum', `${path}.minimum`) ?? 0,
      ...(freeOver === undefined ? {} : { freeOver }),
    });
  });
  const feeTaxed = deliveryRaw?.feeTaxed;
  if (deliveryRaw && typeof feeTaxed !== 'boolean')
    p.push(`${at('delivery.feeTaxed')} must be true or false`);

  const slotsRaw = record(root.slots);
  if (!slotsRaw) p.push(`${at('slots')} must be an object (lengthMinutes, leadMinutes, daysAhead, capacity)`);
  const capacityRaw = record(slotsRaw?.capacity);
  if (slotsRaw && !capacityRaw) p.push(`${at('slots.capacity')} must be an object (pickup, delivery)`);
  const lengthMinutes = whole(slotsRaw, 'lengthMinutes', 'slots.lengthMinutes', 15, 240);
  if (lengthMinutes % 5 !== 0) p.push(`${at('slots.lengthMinutes')} must be a multiple of 5`);
  const result: FulfilmentSettings = {
    pickup: address ? { address } : {},
    delivery: { zones, feeTaxed: feeTaxed === true },
    slots: {
      lengthMinutes,
      leadMinutes: whole(slotsRaw, 'leadMinutes', 'slots.leadMinutes', 0, 24 * 60),
      daysAhead: whole(slotsRaw, 'daysAhead', 'slots.daysAhead', 1, 14),
      capacity: {
        pickup: whole(capacityRaw, 'pickup', 'slots.capacity.pickup', 1, 1000),
        delivery: whole(capacityRaw, 'delivery', 'slots.capacity.delivery', 1, 1000),
      },
    },
  };
  if (p.length > 0) throw new Error(`Invalid shop settings:\n  - ${p.join('\n  - ')}`);
  return result;
}

export const fulfilmentSettings: FulfilmentSettings = parseFulfilmentSettings(raw);
