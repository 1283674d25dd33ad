import {
  closedDatesSpecification,
  openingHoursSpecification,
  WEEK,
  type OpeningsByDay,
} from '@/lib/site/jsonLd/openingHours';

const week = (day: OpeningsByDay['weekly'][keyof OpeningsByDay['weekly']]) =>
  Object.fromEntries(WEEK.map((d) => [d, day])) as OpeningsByDay['weekly'];

// The shape HOURS writes to data/shop.json (issue 25.2), as the Store markup reads it (issue 34.5).
describe('opening hours as schema.org OpeningHoursSpecification', () => {
  it('groups the days that share an opening and leaves a closed day out', () => {
    const hours: OpeningsByDay = {
      weekly: {
        ...week([{ open: '10:00', close: '21:00' }]),
        sat: [{ open: '11:00', close: '18:00' }],
        sun: [],
      },
      closedDates: [],
    };
    expect(openingHoursSpecification(hours)).toEqual([
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: [
          'https://schema.org/Monday',
          'https://schema.org/Tuesday',
          'https://schema.org/Wednesday',
          'https://schema.org/Thursday',
          'https://schema.org/Friday',
        ],
        opens: '10:00',
        closes: '21:00',
      },
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: 'https://schema.org/Saturday',
        opens: '11:00',
        closes: '18:00',
      },
    ]);
  });

  it('keeps an opening past midnight on the day it starts, closing earlier than it opens', () => {
    const hours: OpeningsByDay = {
      weekly: { ...week([]), fri: [{ open: '18:00', close: '02:00' }] },
      closedDates: [],
    };
    expect(openingHoursSpecification(hours)).toEqual([
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: 'https://schema.org/Friday',
        opens: '18:00',
        closes: '02:00',
      },
    ]);
  });

  it('writes a split day as two openings', () => {
    const split = [
      { open: '09:00', close: '12:00' },
      { open: '13:00', close: '17:00' },
    ];
    const spec = openingHoursSpecification({ weekly: { ...week([]), mon: split }, closedDates: [] });
    expect(spec.map((s) => [s.opens, s.closes])).toEqual([
      ['09:00', '12:00'],
      ['13:00', '17:00'],
    ]);
  });

  it('marks each closed date closed all day, in date order', () => {
    expect(closedDatesSpecification({ closedDates: ['2027-01-01', '2026-12-25'] })).toEqual([
      {
        '@type': 'OpeningHoursSpecification',
        opens: '00:00',
        closes: '00:00',
        validFrom: '2026-12-25',
        validThrough: '2026-12-25',
      },
      {
        '@type': 'OpeningHoursSpecification',
        opens: '00:00',
        closes: '00:00',
        validFrom: '2027-01-01',
        validThrough: '2027-01-01',
      },
    ]);
  });
});
