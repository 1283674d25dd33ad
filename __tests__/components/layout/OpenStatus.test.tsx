// The header's hours line (issue 25.2): the shop's hours in its zone, then the pause once the availability answer
// says so; one plain line (no live region) whose height is there before its text.
import { act, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { Provider } from 'react-redux';
import OpenStatus from '@/components/layout/OpenStatus';
import { fetchAvailability } from '@/lib/store/availabilitySlice';
import { makeStore } from '@/lib/store/store';
import { renderWithProviders } from '../../test-utils';

beforeEach(() => {
  jest.useFakeTimers({ now: new Date('2026-11-26T20:00:00Z') }); // Thursday noon in Los Angeles
});
afterEach(() => jest.useRealTimers());

const answer = (shop: { paused: boolean; message?: string; overrides: [] }) =>
  fetchAvailability.fulfilled({ answer: { at: '', items: {}, shop }, receivedAt: Date.now() }, 'id');

it('says the hours, then the pause and its message when the answer says so, and the hours again on resume', () => {
  const { store } = renderWithProviders(<OpenStatus />);
  const line = screen.getByTestId('open-status');
  expect(line).toHaveTextContent('Open now, until 9 PM');
  expect(line).not.toHaveAttribute('aria-live');
  expect(line).not.toHaveAttribute('role');
  act(() => {
    store.dispatch(answer({ paused: true, message: 'Back at 3 PM.', overrides: [] }));
  });
  expect(line).toHaveTextContent('Ordering paused: Back at 3 PM.');
  act(() => {
    store.dispatch(answer({ paused: false, overrides: [] }));
  });
  expect(line).toHaveTextContent('Open now, until 9 PM');
});

it('moves on with the clock: after closing it says when orders are for', () => {
  renderWithProviders(<OpenStatus />);
  act(() => {
    jest.advanceTimersByTime(9.5 * 3_600_000); // 9:30 PM
  });
  expect(screen.getByTestId('open-status')).toHaveTextContent('Closed, orders for tomorrow from 10 AM');
});

it('is rendered empty on the server (static pages), its line already in place', () => {
  const html = renderToString(
    <Provider store={makeStore()}>
      <OpenStatus />
    </Provider>,
  );
  expect(html).toMatch(/<p[^>]*data-testid="open-status"[^>]*><\/p>/);
});
