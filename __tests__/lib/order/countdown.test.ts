import {
  WARNING_SECONDS,
  announcementFor,
  hurryText,
  isExpired,
  isWarning,
  msUntilNextTick,
  timerText,
} from '@/lib/order/countdown';
import { formatMmSs, secondsLeft } from '@/lib/order/rules';

const T0 = Date.parse('2025-03-01T12:00:00.000Z');
const DEADLINE = T0 + 900_000;

describe('secondsLeft', () => {
  it('is the full window at creation and rounds partial seconds up', () => {
    expect(secondsLeft(DEADLINE, T0)).toBe(900);
    expect(secondsLeft(DEADLINE, T0 + 1)).toBe(900);
    expect(secondsLeft(DEADLINE, T0 + 1000)).toBe(899);
    expect(secondsLeft(DEADLINE, T0 + 1001)).toBe(899);
  });

  it('reaches 0 exactly at the deadline and stays there', () => {
    expect(secondsLeft(DEADLINE, DEADLINE - 1)).toBe(1);
    expect(secondsLeft(DEADLINE, DEADLINE)).toBe(0);
    expect(secondsLeft(DEADLINE, DEADLINE + 60_000)).toBe(0);
  });

  it('never shows more than the window when the clock is behind, and 0 for garbage', () => {
    expect(secondsLeft(DEADLINE, T0 - 3_600_000)).toBe(900);
    expect(secondsLeft(Number.NaN, T0)).toBe(0);
  });
});

describe('formatMmSs and timerText', () => {
  it.each([
    [900, '15:00'],
    [899, '14:59'],
    [300, '5:00'],
    [299, '4:59'],
    [65, '1:05'],
    [5, '0:05'],
    [0, '0:00'],
  ])('%i s reads %s', (s, text) => {
    expect(formatMmSs(s)).toBe(text);
  });

  it("reads 'Expired' at 0", () => {
    expect(timerText(0)).toBe('Expired');
    expect(timerText(1)).toBe('0:01');
  });
});

describe('the 300 s warning', () => {
  it('starts under 300 s, not at 300, and ends at expiry', () => {
    expect(WARNING_SECONDS).toBe(300);
    expect(isWarning(301)).toBe(false);
    expect(isWarning(300)).toBe(false);
    expect(isWarning(299)).toBe(true);
    expect(isWarning(1)).toBe(true);
    expect(isWarning(0)).toBe(false);
    expect(isExpired(0)).toBe(true);
    expect(isExpired(1)).toBe(false);
  });

  it('has the spec banner text', () => {
    expect(hurryText(299)).toBe('Hurry! Only 4:59 remaining');
    expect(hurryText(9)).toBe('Hurry! Only 0:09 remaining');
  });
});

describe('announcementFor', () => {
  it('changes once a minute, not every second', () => {
    const texts = new Set<string>();
    for (let s = 900; s > 840; s--) texts.add(announcementFor(s));
    expect([...texts]).toEqual(['15 minutes remaining to complete your payment.']);
    expect(announcementFor(840)).toBe('14 minutes remaining to complete your payment.');
    // 15..5 minutes, then the warning texts for under 5..1 minute(s), then the expiry.
    const all = new Set<string>();
    for (let s = 900; s >= 0; s--) all.add(announcementFor(s));
    expect(all.size).toBe(11 + 5 + 1);
  });

  it('changes at the 5-minute warning and at expiry', () => {
    expect(announcementFor(300)).toBe('5 minutes remaining to complete your payment.');
    expect(announcementFor(299)).toBe('Hurry! Less than 5 minutes remaining to complete your payment.');
    expect(announcementFor(60)).toBe('Hurry! Less than 1 minute remaining to complete your payment.');
    expect(announcementFor(0)).toBe('The payment window has expired.');
  });
});

describe('msUntilNextTick', () => {
  it('waits until the displayed second changes', () => {
    expect(msUntilNextTick(DEADLINE, T0)).toBe(1000);
    expect(msUntilNextTick(DEADLINE, T0 + 250)).toBe(750);
    expect(secondsLeft(DEADLINE, T0 + 250 + 750)).toBe(secondsLeft(DEADLINE, T0 + 250) - 1);
    expect(msUntilNextTick(DEADLINE, DEADLINE)).toBe(0);
  });
});
