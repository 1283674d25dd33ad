// Every time a shopper or staff member reads is the shop's (issue 25.5): with every format that names no zone in Tokyo,
// as a browser there would have it, /orders and the desk's order page still say the Los Angeles time and zone, on both sides of the 2026
// daylight-saving changes and across the shop's midnight.
import { render, screen } from '@testing-library/react';
import OrderHistoryList from '@/components/orders/OrderHistoryList';
import OrderRecord from '@/components/staff/OrderRecord';
import { formatShopDateTime } from '@/lib/site/shopTime';
import type { OrderDetail } from '@/lib/staff/types';
import { toHistoryEntry } from '@/lib/store/orderHistorySlice';
import type { RootState } from '@/lib/store/store';
import { renderWithProviders } from '../test-utils';
import { placed } from '../lib/checkout/fixtures';
import { placedOrder } from './transaction/fixtures';

// a browser in Tokyo: every Intl format and toLocale* call without a zone of its own gets Tokyo's
const RealFormat = Intl.DateTimeFormat;
const LOCALE_METHODS = ['toLocaleString', 'toLocaleDateString', 'toLocaleTimeString'] as const;
const realLocale = LOCALE_METHODS.map((name) => Date.prototype[name]);
beforeAll(() => {
  const tokyo = (options?: Intl.DateTimeFormatOptions) => ({
    ...options,
    timeZone: options?.timeZone ?? 'Asia/Tokyo',
  });
  const Format = function (locales?: string | string[], options?: Intl.DateTimeFormatOptions) {
    return new RealFormat(locales, tokyo(options));
  } as unknown as typeof Intl.DateTimeFormat;
  Object.assign(Format, {
    supportedLocalesOf: RealFormat.supportedLocalesOf,
    prototype: RealFormat.prototype,
  });
  Intl.DateTimeFormat = Format;
  LOCALE_METHODS.forEach((name, i) => {
    const real = realLocale[i]!;
    Date.prototype[name] = function (
      this: Date,
      locales?: string | string[],
      options?: Intl.DateTimeFormatOptions,
    ) {
      return real.call(this, locales, tokyo(options));
    };
  });
});
afterAll(() => {
  Intl.DateTimeFormat = RealFormat;
  LOCALE_METHODS.forEach((name, i) => {
    Date.prototype[name] = realLocale[i]!;
  });
});

// instant -> what the shop's clock said (the machine's clock says the Tokyo time)
const CASES: [string, string][] = [
  ['2026-03-08T09:30:00.000Z', 'Mar 8, 2026, 1:30 AM PST'], // before the spring change
  ['2026-03-08T10:30:00.000Z', 'Mar 8, 2026, 3:30 AM PDT'], // after it: 2 AM never came
  ['2026-11-01T08:30:00.000Z', 'Nov 1, 2026, 1:30 AM PDT'], // the first 1:30 of the autumn change
  ['2026-11-01T09:30:00.000Z', 'Nov 1, 2026, 1:30 AM PST'], // the second
  ['2026-11-27T07:30:00.000Z', 'Nov 26, 2026, 11:30 PM PST'], // Friday in Tokyo, still Thursday at the shop
];

it('runs in a zone that is not the shop’s', () => {
  expect(new Intl.DateTimeFormat().resolvedOptions().timeZone).toBe('Asia/Tokyo');
  expect(new Date('2026-11-27T07:30:00.000Z').toLocaleString('en-US')).toBe('11/27/2026, 4:30:00 PM');
});

it.each(CASES)('the shopper’s /orders says %s as %s', (iso, shown) => {
  const entry = toHistoryEntry(placed('ZONE00001', iso));
  const REHYDRATED = { version: -1, rehydrated: true };
  renderWithProviders(<OrderHistoryList />, {
    preloadedState: { orderHistory: { entries: [entry], _persist: REHYDRATED } } as Partial<RootState>,
  });
  const time = screen.getByRole('article').querySelector('time');
  expect(time).toHaveAttribute('datetime', iso);
  expect(time?.textContent).toBe(shown);
});

it.each(CASES)('the desk’s order page says %s as %s', (iso, shown) => {
  const order = placedOrder({ createdAt: iso, paymentMethod: 'venmo' });
  const detail: OrderDetail = {
    order,
    state: 'new',
    updatedAt: iso,
    events: [],
    mail: [],
    notices: [],
    reports: [],
    now: iso,
  };
  render(<OrderRecord detail={detail} timeZone="America/Los_Angeles" />);
  expect(screen.getByText('Placed').nextElementSibling).toHaveTextContent(shown);
  expect(formatShopDateTime(iso)).toBe(shown);
});
