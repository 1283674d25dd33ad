// What a product's lab result says, in words (issue 26.5): the figures as tested, the test day in the shop's locale
// and the certificate link's text. Only from data/ (decision 13): a figure the result lacks is not listed.
import type { LabResult } from '@/lib/catalogue/types';

/** The shop's locale: every date a shopper reads is written this way (lib/site/shopTime.ts). */
const LOCALE = 'en-US';
let dayFormat: Intl.DateTimeFormat | undefined;

/** '2026-10-14' -> 'Oct 14, 2026'. A test day is a calendar day, not an instant: read and written in UTC. */
export function formatTestDate(day: string): string {
  dayFormat ??= new Intl.DateTimeFormat(LOCALE, {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });
  return dayFormat.format(new Date(`${day}T00:00:00Z`));
}

/** The figures a result states, in order: [['THC', '21.6%'], ['CBD', '0.14%']], or mg where tested so. */
export function labFigures(lab: LabResult): [name: 'THC' | 'CBD', text: string][] {
  const all: [name: 'THC' | 'CBD', value: number | undefined, unit: string][] = [
    ['THC', lab.thcPercent, '%'],
    ['CBD', lab.cbdPercent, '%'],
    ['THC', lab.thcMg, ' mg'],
    ['CBD', lab.cbdMg, ' mg'],
  ];
  return all.flatMap(([name, value, unit]) => (value === undefined ? [] : [[name, `${value}${unit}`]]));
}

/** The certificate link's text: says 'demo' where the values are demo values. */
export const certificateText = (lab: Pick<LabResult, 'demo'>): string =>
  lab.demo ? 'Certificate of analysis (demo)' : 'Certificate of analysis';
