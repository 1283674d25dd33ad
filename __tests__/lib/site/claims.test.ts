import { callbackTime, homeDescription, licensedDispensary, promiseSentence } from '@/lib/site/claims';
import type { SiteClaims } from '@/lib/config/public';
import { fulfilmentSettings } from '@/lib/config/fulfilmentSettings';

const spec: SiteClaims = {
  hipaaCompliant: false,
  moneyBackDays: 30,
  alwaysAvailable: true,
  callbackMinutes: 30,
};
/** the lowest freeOver of data/shop.json's zones (issue 25.3): the claim says delivery, never shipping */
const FREE = Math.min(
  ...fulfilmentSettings.delivery.zones.flatMap((z) => (z.freeOver === undefined ? [] : [z.freeOver])),
);
const noFree = { freeOver: null };

describe('marketing claims as settings (docs/design.md, decision 13)', () => {
  it('words the spec defaults, without HIPAA, the free delivery from the zone settings', () => {
    expect(licensedDispensary(spec)).toBe('a licensed dispensary');
    expect(promiseSentence(spec)).toBe(
      `Free delivery on orders over $${FREE} in our delivery zones and a 30-day money-back guarantee.`,
    );
    expect(homeDescription(spec)).toBe(
      `Premium, lab-tested medical cannabis from a licensed dispensary. Free delivery over $${FREE}, 30-day money-back guarantee, help by phone or text 24/7.`,
    );
    expect(`${promiseSentence(spec)} ${homeDescription(spec)}`).not.toMatch(/shipping/i);
  });

  it('claims HIPAA only when switched on', () => {
    expect(licensedDispensary({ ...spec, hipaaCompliant: true })).toBe(
      'a licensed, HIPAA compliant dispensary',
    );
  });

  it('says when staff call, in the hours the shop keeps', () => {
    expect(callbackTime(spec)).toBe('within 30 minutes');
    expect(callbackTime({ ...spec, callbackMinutes: 120, alwaysAvailable: false })).toBe(
      'within 2 hours during opening hours',
    );
    expect(callbackTime({ ...spec, callbackMinutes: 60 })).toBe('within 1 hour');
  });

  it('drops each claim that is switched off', () => {
    expect(promiseSentence(spec, noFree)).toBe('A 30-day money-back guarantee.');
    expect(promiseSentence({ ...spec, moneyBackDays: null }, { freeOver: 75.5 })).toBe(
      'Free delivery on orders over $75.50 in our delivery zones.',
    );
    expect(promiseSentence({ ...spec, moneyBackDays: null }, noFree)).toBe('');
    const none = { ...spec, moneyBackDays: null, alwaysAvailable: false };
    expect(homeDescription(none, noFree)).toBe(
      'Premium, lab-tested medical cannabis from a licensed dispensary. Help by phone or text.',
    );
  });
});
