import { callbackTime, homeDescription, licensedDispensary, promiseSentence } from '@/lib/site/claims';
import type { SiteClaims } from '@/lib/config/public';

const spec: SiteClaims = {
  hipaaCompliant: false,
  freeShippingOver: 50,
  moneyBackDays: 30,
  alwaysAvailable: true,
  callbackMinutes: 30,
};

describe('marketing claims as settings (docs/design.md, decision 13)', () => {
  it('words the spec defaults, without HIPAA', () => {
    expect(licensedDispensary(spec)).toBe('a licensed dispensary');
    expect(promiseSentence(spec)).toBe('Free shipping on orders over $50 and a 30-day money-back guarantee.');
    expect(homeDescription(spec)).toBe(
      'Premium, lab-tested medical cannabis from a licensed dispensary. Free shipping over $50, 30-day money-back guarantee, help by phone or text 24/7.',
    );
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
    expect(promiseSentence({ ...spec, freeShippingOver: null })).toBe('A 30-day money-back guarantee.');
    expect(promiseSentence({ ...spec, moneyBackDays: null, freeShippingOver: 75 })).toBe(
      'Free shipping on orders over $75.',
    );
    expect(promiseSentence({ ...spec, moneyBackDays: null, freeShippingOver: null })).toBe('');
    const none = { ...spec, freeShippingOver: null, moneyBackDays: null, alwaysAvailable: false };
    expect(homeDescription(none)).toBe(
      'Premium, lab-tested medical cannabis from a licensed dispensary. Help by phone or text.',
    );
  });
});
