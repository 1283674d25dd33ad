// Live availability in the store (issue 25.1): the answer, what a 422 sold_out lays over it, the fetch, and the
// refresh that asks every AVAILABILITY_REFRESH_MS while the tab is visible.
import { AVAILABILITY_REFRESH_MS, type AvailabilityAnswer } from '@/lib/order/availability';
import {
  fetchAvailability,
  selectAvailability,
  selectAvailabilityStatus,
  selectProductAvailability,
  selectSizeAvailability,
  soldOutReported,
  countLeft,
  unitsLeft,
} from '@/lib/store/availabilitySlice';
import { startAvailabilityRefresh } from '@/lib/store/availabilityRefresh';
import { replaceCart } from '@/lib/store/cartSlice';
import { makeStore, type AppDispatch } from '@/lib/store/store';
import { selectUnavailableLines } from '@/lib/store/unavailableLines';
import { server, withMswServer } from '../../mocks/server';
import { availabilityAnswer } from '../../mocks/availability';
import { PREROLL } from '../../components/checkout/setup';
import { HttpResponse, http } from 'msw';

withMswServer();

const answer = (items: AvailabilityAnswer['items']): AvailabilityAnswer => ({
  at: '2026-11-26T05:00:00Z',
  items,
});

function received(
  store: ReturnType<typeof makeStore>,
  items: AvailabilityAnswer['items'],
  receivedAt = Date.now(),
) {
  store.dispatch(fetchAvailability.fulfilled({ answer: answer(items), receivedAt }, 'test'));
}

describe('availability slice', () => {
  it('starts empty and unknown: every size reads as available', () => {
    const store = makeStore();
    expect(selectAvailability(store.getState())).toBeNull();
    expect(selectAvailabilityStatus(store.getState())).toBe('idle');
    expect(selectSizeAvailability(store.getState(), 68, '3.5g')).toBeNull();
  });

  it('reads sold-out and counted sizes from the last answer; unlisted sizes are available', () => {
    const store = makeStore();
    received(store, { '68': { '3.5g': { soldOut: true }, '1g': { soldOut: false, left: 2 } } });
    const s = store.getState();
    expect(selectAvailabilityStatus(s)).toBe('ready');
    expect(selectSizeAvailability(s, 68, '3.5g')).toEqual({ soldOut: true });
    expect(selectSizeAvailability(s, 68, '1g')).toEqual({ soldOut: false, left: 2 });
    expect(selectSizeAvailability(s, 68, '7g')).toBeNull();
    expect(selectSizeAvailability(s, 1, '1g')).toBeNull();
    expect(unitsLeft(selectSizeAvailability(s, 68, '3.5g'))).toBe(0);
    expect(unitsLeft(selectSizeAvailability(s, 68, '1g'))).toBe(2);
    expect(unitsLeft(null)).toBeNull();
  });

  it('keeps the sizes object while a refresh changes nothing, so cards do not re-render', () => {
    const store = makeStore();
    received(store, { '68': { '3.5g': { soldOut: true } } });
    const before = selectProductAvailability(store.getState(), 68);
    received(store, { '68': { '3.5g': { soldOut: true } } });
    expect(selectProductAvailability(store.getState(), 68)).toBe(before);
    received(store, { '68': { '3.5g': { soldOut: false, left: 1 } } });
    expect(selectProductAvailability(store.getState(), 68)).toEqual({ '3.5g': { soldOut: false, left: 1 } });
  });

  it('lays a 422 sold_out over the answer until answers can no longer predate it', () => {
    const store = makeStore();
    received(store, {});
    store.dispatch(
      soldOutReported(
        [
          { productId: 68, size: '3.5g', available: 0 },
          { productId: 68, size: '1g', available: 3 },
        ],
        [],
      ),
    );
    expect(selectSizeAvailability(store.getState(), 68, '3.5g')).toEqual({ soldOut: true });
    expect(selectSizeAvailability(store.getState(), 68, '1g')).toEqual({ soldOut: false, left: 3 });
    // a cached answer fetched right after still says in stock: the report wins
    received(store, {});
    expect(selectSizeAvailability(store.getState(), 68, '3.5g')).toEqual({ soldOut: true });
    // 16 s later the answer is newer than the report
    received(store, {}, Date.now() + 16_000);
    expect(selectSizeAvailability(store.getState(), 68, '3.5g')).toBeNull();
  });

  it('reads a 422 line without its count as fewer than the order asked for, and never as a count', () => {
    const store = makeStore();
    const line = { ...PREROLL, quantity: 49 };
    store.dispatch(replaceCart([line]));
    received(store, {});
    store.dispatch(
      soldOutReported([{ productId: 68, size: '3.5g' }], [{ productId: 68, size: '3.5g', quantity: 49 }]),
    );
    const size = selectSizeAvailability(store.getState(), 68, '3.5g');
    expect(size).toEqual({ soldOut: false, below: 49 });
    // at most one under what was asked may be taken, but no count is known to show
    expect(unitsLeft(size)).toBe(48);
    expect(countLeft(size)).toBeNull();
    expect(selectUnavailableLines(store.getState())).toEqual([{ line, left: null }]);
    // asking for fewer clears the mark: the relay judges the line again
    store.dispatch(replaceCart([{ ...line, quantity: 48 }]));
    expect(selectUnavailableLines(store.getState())).toEqual([]);
  });

  it('lists the cart lines asking for more than is left', () => {
    const store = makeStore();
    const one = { ...PREROLL, quantity: 4 };
    const two = {
      ...PREROLL,
      size: '1g',
      quantity: 2,
      price: 15,
      selectedVariation: { size: '1g', price: 15 },
    };
    store.dispatch(replaceCart([one, two]));
    expect(selectUnavailableLines(store.getState())).toEqual([]);
    received(store, { '68': { '3.5g': { soldOut: false, left: 3 }, '1g': { soldOut: false, left: 2 } } });
    expect(selectUnavailableLines(store.getState())).toEqual([{ line: one, left: 3 }]);
    received(store, { '68': { '1g': { soldOut: true } } });
    expect(selectUnavailableLines(store.getState())).toEqual([{ line: two, left: 0 }]);
  });
});

describe('fetchAvailability', () => {
  it('GETs /api/availability and keeps the answer', async () => {
    server.use(availabilityAnswer({ '5': { '1g': { soldOut: true } } }));
    const store = makeStore();
    await store.dispatch(fetchAvailability());
    expect(selectAvailabilityStatus(store.getState())).toBe('ready');
    expect(selectSizeAvailability(store.getState(), 5, '1g')).toEqual({ soldOut: true });
  });

  it('keeps the last answer when a refresh fails', async () => {
    const store = makeStore();
    received(store, { '5': { '1g': { soldOut: true } } });
    server.use(http.get('*/api/availability', () => HttpResponse.json({ error: 'down' }, { status: 503 })));
    await store.dispatch(fetchAvailability());
    expect(selectAvailabilityStatus(store.getState())).toBe('failed');
    expect(selectSizeAvailability(store.getState(), 5, '1g')).toEqual({ soldOut: true });
  });

  it('asks once at a time', async () => {
    const calls = { count: 0 };
    server.use(availabilityAnswer({}, calls));
    const store = makeStore();
    await Promise.all([store.dispatch(fetchAvailability()), store.dispatch(fetchAvailability())]);
    expect(calls.count).toBe(1);
  });
});

describe('startAvailabilityRefresh', () => {
  let visibility: DocumentVisibilityState = 'visible';
  beforeAll(() => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => visibility });
  });
  beforeEach(() => {
    visibility = 'visible';
    jest.useFakeTimers();
  });
  afterEach(() => jest.useRealTimers());

  const setVisibility = (next: DocumentVisibilityState) => {
    visibility = next;
    document.dispatchEvent(new Event('visibilitychange'));
  };

  it('asks at once and every AVAILABILITY_REFRESH_MS while visible', () => {
    const dispatch = jest.fn() as unknown as AppDispatch;
    const stop = startAvailabilityRefresh(dispatch);
    expect(dispatch).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(AVAILABILITY_REFRESH_MS - 1);
    expect(dispatch).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(1);
    expect(dispatch).toHaveBeenCalledTimes(2);
    jest.advanceTimersByTime(AVAILABILITY_REFRESH_MS * 2);
    expect(dispatch).toHaveBeenCalledTimes(4);
    stop();
    jest.advanceTimersByTime(AVAILABILITY_REFRESH_MS * 4);
    expect(dispatch).toHaveBeenCalledTimes(4);
  });

  it('pauses while the tab is hidden and asks again as soon as it is shown', () => {
    const dispatch = jest.fn() as unknown as AppDispatch;
    const stop = startAvailabilityRefresh(dispatch);
    expect(dispatch).toHaveBeenCalledTimes(1);
    setVisibility('hidden');
    jest.advanceTimersByTime(AVAILABILITY_REFRESH_MS * 5);
    expect(dispatch).toHaveBeenCalledTimes(1);
    setVisibility('visible');
    expect(dispatch).toHaveBeenCalledTimes(2);
    jest.advanceTimersByTime(AVAILABILITY_REFRESH_MS);
    expect(dispatch).toHaveBeenCalledTimes(3);
    stop();
    setVisibility('hidden');
    setVisibility('visible');
    expect(dispatch).toHaveBeenCalledTimes(3);
  });

  it('a tab opened in the background asks nothing until shown', () => {
    visibility = 'hidden';
    const dispatch = jest.fn() as unknown as AppDispatch;
    const stop = startAvailabilityRefresh(dispatch);
    jest.advanceTimersByTime(AVAILABILITY_REFRESH_MS * 3);
    expect(dispatch).not.toHaveBeenCalled();
    setVisibility('visible');
    expect(dispatch).toHaveBeenCalledTimes(1);
    stop();
  });
});
