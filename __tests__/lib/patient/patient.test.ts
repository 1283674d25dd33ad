// The patient part's one schema, its expiry in the shop's time zone, its settings and its mail rows (issue 26.4).
import { parsePatientSettings } from '@/lib/config/patientSettings';
import type { PlacedOrder } from '@/lib/order/contract';
import { RECOMMENDATION_EXPIRED_MESSAGE } from '@/lib/patient/fields';
import { isCalendarDay, recommendationExpired, shopToday } from '@/lib/patient/expiry';
import { patientMailRows } from '@/lib/patient/mailRows';
import { patientCheckoutErrors, patientPartSchema } from '@/lib/patient/schema';

const VALID = { recommendationNumber: 'REC-2026-0001', expires: '2099-12-31', issuer: 'Sacramento County' };

describe('expiry, in the shop time zone (America/Los_Angeles)', () => {
  it('reads the shop day, not the UTC one', () => {
    // 07:00 UTC on the 26th is 23:00 on the 25th in California
    expect(shopToday(new Date('2026-11-26T07:00:00Z'))).toBe('2026-11-25');
    expect(shopToday(new Date('2026-11-26T09:00:00Z'))).toBe('2026-11-26');
  });

  it('a recommendation is valid through its last day in the shop, expired the day after', () => {
    expect(recommendationExpired('2026-11-25', new Date('2026-11-26T07:59:00Z'))).toBe(false);
    expect(recommendationExpired('2026-11-25', new Date('2026-11-26T08:00:00Z'))).toBe(true);
    expect(recommendationExpired('2026-11-25', new Date('2026-11-26T07:00:00Z'), 'UTC')).toBe(true);
  });

  it('knows a calendar day from a date-like string', () => {
    expect(isCalendarDay('2028-02-29')).toBe(true);
    expect(isCalendarDay('2027-02-29')).toBe(false);
    expect(isCalendarDay('2027-13-01')).toBe(false);
    expect(isCalendarDay('27-01-01')).toBe(false);
    expect(isCalendarDay('2201-01-01')).toBe(false);
  });
});

describe('the checkout check', () => {
  const at = (iso: string) => () => new Date(iso);

  it('passes a valid recommendation and refuses an expired one before submit, on its field', async () => {
    expect(await patientCheckoutErrors(VALID)).toEqual({});
    const expired = { ...VALID, expires: '2026-11-25' };
    expect(await patientCheckoutErrors(expired, at('2026-11-26T07:30:00Z'))).toEqual({});
    expect(await patientCheckoutErrors(expired, at('2026-11-26T08:30:00Z'))).toEqual({
      expires: RECOMMENDATION_EXPIRED_MESSAGE,
    });
  });

  it('names every required field left blank, and a number with other characters', async () => {
    expect(await patientCheckoutErrors({ recommendationNumber: '', expires: '', issuer: '' })).toEqual({
      recommendationNumber: 'Recommendation or card number is required',
      expires: 'Valid until is required',
      issuer: 'Issued by (physician or county) is required',
    });
    expect(await patientCheckoutErrors({ ...VALID, recommendationNumber: 'REC#1; DROP' })).toEqual({
      recommendationNumber: 'Use letters, digits, spaces, dashes, dots or slashes',
    });
  });
});

describe('the order body part', () => {
  it('is required while the policy asks for fields, optional when it asks none', () => {
    expect(() => patientPartSchema().validateSync(null)).toThrow('Your recommendation details are required');
    expect(patientPartSchema([]).validateSync(null)).toBeNull();
    expect(patientPartSchema([]).validateSync(undefined)).toBeUndefined();
  });

  it('keeps the number in upper case with single spaces, trimmed', () => {
    expect(patientPartSchema().validateSync({ ...VALID, recommendationNumber: ' ab  12 c ' })).toEqual({
      ...VALID,
      recommendationNumber: 'AB 12 C',
    });
  });
});

describe('settings in data/shop.json', () => {
  it('defaults to 90 days and no brochure link', () => {
    expect(parsePatientSettings({})).toEqual({ retentionDays: 90, safeUseBrochureUrl: null });
  });

  it('names the file and each field at fault', () => {
    expect(() =>
      parsePatientSettings(
        { patient: { retentionDays: 0, keep: true }, safeUseBrochureUrl: 'ftp://x' },
        'shop.json',
      ),
    ).toThrow(
      [
        'Invalid shop settings:',
        '  - shop.json: patient.keep is not a setting this shop knows',
        '  - shop.json: patient.retentionDays must be a whole number from 1 to 3650',
        '  - shop.json: safeUseBrochureUrl must be an http(s) URL',
      ].join('\n'),
    );
  });

  it('reads the shop settings as shipped', () => {
    expect(
      parsePatientSettings({
        patient: { retentionDays: 30 },
        safeUseBrochureUrl: 'https://cannabis.ca.gov/',
      }),
    ).toEqual({
      retentionDays: 30,
      safeUseBrochureUrl: 'https://cannabis.ca.gov/',
    });
  });
});

describe('the staff mail rows', () => {
  const order = {} as PlacedOrder;
  it('lists the fields given, then what to check at handover; nothing for an order without one', () => {
    expect(patientMailRows({ ...order, patient: VALID })).toEqual([
      { label: 'Recommendation or card number', value: 'REC-2026-0001' },
      { label: 'Valid until', value: '2099-12-31' },
      { label: 'Issued by (physician or county)', value: 'Sacramento County' },
      { label: 'At handover', value: 'Check against the document at handover.' },
    ]);
    expect(patientMailRows(order)).toEqual([]);
    expect(patientMailRows({ ...order, patient: null })).toEqual([]);
  });
});
