// Zones and fees (issue 25.3): a ZIP matches on its first five digits, the fee is free over the zone's threshold,
// the minimum never drops below the shop's $50.00, and the fee is its own line, taxed only when the settings say.
import type { DeliveryZone } from '@/lib/config/fulfilmentSettings';
import {
  deliveryClaim,
  deliveryFeeCents,
  outsideZoneMessage,
  totalsWithFee,
  zoneForZip,
  zoneMinimumCents,
} from '@/lib/fulfilment/zones';

const near: DeliveryZone = { name: 'Near', zips: ['95814', '95811'], fee: 5, minimum: 30, freeOver: 150 };
const far: DeliveryZone = { name: 'Far', zips: ['95820'], fee: 9.5, minimum: 75 };
const delivery = { zones: [near, far], feeTaxed: false };

describe('delivery zones', () => {
  it('matches a ZIP on its first five digits, ZIP+4 included', () => {
    expect(zoneForZip('95814', delivery)?.name).toBe('Near');
    expect(zoneForZip('95820-1234', delivery)?.name).toBe('Far');
    expect(zoneForZip(' 95811 ', delivery)?.name).toBe('Near');
    expect(zoneForZip('94110', delivery)).toBeUndefined();
    expect(zoneForZip('9581', delivery)).toBeUndefined();
  });

  it('tells which ZIPs are served, or that there is no delivery', () => {
    expect(outsideZoneMessage(delivery)).toBe(
      'We deliver only to ZIP codes 95811, 95814, 95820. Please choose pickup, or a delivery address in one of them.',
    );
    expect(outsideZoneMessage({ zones: [], feeTaxed: false })).toMatch(/does not deliver/);
  });

  it('charges the fee below freeOver and nothing at or above it', () => {
    expect(deliveryFeeCents(near, 14_999)).toBe(500);
    expect(deliveryFeeCents(near, 15_000)).toBe(0);
    expect(deliveryFeeCents(far, 1_000_000)).toBe(950);
  });

  it('keeps the shop minimum as the floor of a zone minimum', () => {
    expect(zoneMinimumCents(near)).toBe(5000);
    expect(zoneMinimumCents(far)).toBe(7500);
  });

  it('adds the fee as its own line, untaxed unless feeTaxed', () => {
    expect(totalsWithFee(10_000, 500, false)).toEqual({
      subtotal: 10_000,
      tax: 800,
      deliveryFee: 500,
      total: 11_300,
    });
    expect(totalsWithFee(10_000, 500, true)).toEqual({
      subtotal: 10_000,
      tax: 840,
      deliveryFee: 500,
      total: 11_340,
    });
    expect(totalsWithFee(5_005, 0, true)).toEqual({
      subtotal: 5_005,
      tax: 400,
      deliveryFee: 0,
      total: 5_405,
    });
  });

  it('states the lowest free-delivery threshold for the home page', () => {
    expect(deliveryClaim(delivery)).toEqual({ freeOver: 150, zones: 2 });
    expect(deliveryClaim({ zones: [far], feeTaxed: false })).toEqual({ freeOver: null, zones: 1 });
  });
});
