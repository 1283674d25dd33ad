import { screenFor, type ScreenInput } from '@/components/transaction/screenFor';
import { placedOrder } from './fixtures';

const base: ScreenInput = {
  rehydrated: true,
  order: placedOrder(),
  status: 'pending',
  notified: [],
  seconds: 600,
};
const at = (over: Partial<ScreenInput>) => screenFor({ ...base, ...over });

describe('screenFor', () => {
  it('waits for sessionStorage and the first clock reading before deciding anything', () => {
    expect(at({ rehydrated: false, order: null })).toBe('loading');
    expect(at({ rehydrated: false })).toBe('loading');
    expect(at({ seconds: null })).toBe('loading');
  });

  it('has no order without one or without a known payment method', () => {
    expect(at({ order: null })).toBe('none');
    expect(at({ order: { ...placedOrder(), paymentMethod: 'x' as never } })).toBe('none');
  });

  it('is pending while the window is open, and times out at 0 even before the slice does', () => {
    expect(at({})).toBe('pending');
    expect(at({ seconds: 1 })).toBe('pending');
    expect(at({ seconds: 0 })).toBe('timeout');
    expect(at({ status: 'failed', seconds: 0 })).toBe('timeout');
  });

  it('never waits for the clock nor times out an order staff will call about (docs/design.md, decision 14)', () => {
    const card = { ...placedOrder(), paymentMethod: 'card' as const };
    expect(at({ order: card, seconds: null })).toBe('pending');
    expect(at({ order: card, seconds: 0 })).toBe('pending');
    expect(at({ order: card, status: 'failed', seconds: 0 })).toBe('pending');
    expect(at({ order: card, status: 'error' })).toBe('error');
  });

  it('shows verification only once staff really were told of the payment', () => {
    expect(at({ status: 'processing' })).toBe('pending');
    expect(at({ status: 'processing', notified: ['processing'] })).toBe('verifying');
    expect(at({ status: 'processing', notified: ['processing'], seconds: 0 })).toBe('verifying');
  });

  it('shows error and confirmed whatever the clock says', () => {
    expect(at({ status: 'error', seconds: null })).toBe('error');
    expect(at({ status: 'success', seconds: 0 })).toBe('confirmed');
  });

  it('shows a payment seen in full instead of the window, even at 0; an underpayment keeps the window', () => {
    expect(at({ payment: 'seen' })).toBe('seen');
    expect(at({ payment: 'seen', seconds: 0 })).toBe('seen');
    expect(at({ payment: 'underpaid', seconds: 0 })).toBe('timeout');
    expect(at({ payment: 'waiting' })).toBe('pending');
    expect(at({ payment: 'seen', order: placedOrder({ paymentMethod: 'venmo' }) })).toBe('pending');
  });
});
