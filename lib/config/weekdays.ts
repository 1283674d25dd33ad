// The days of the shop's weekly hours, apart from their checks (lib/config/hoursSettings.ts) so the pages' open or
// closed line loads only this (issue 28.1).
export const WEEKDAYS = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'] as const;
export type Weekday = (typeof WEEKDAYS)[number];
