// The checkout's form shows before sessionStorage is read (issue 28.2): details typed in that gap must survive the
// read, and the stored ones fill only the fields still empty (a reload still restores everything).
import { customerFieldChanged } from '@/lib/store/checkoutSlice';
import { makeStore } from '@/lib/store/store';
import { persisted } from '@/__tests__/test-utils';

const stored = (customer: Record<string, string>, paymentMethod: string | null) =>
  window.sessionStorage.setItem(
    'persist:checkout',
    JSON.stringify({
      customer: JSON.stringify(customer),
      paymentMethod: JSON.stringify(paymentMethod),
      _persist: JSON.stringify({ version: -1, rehydrated: true }),
    }),
  );

async function rehydrated(typed: Record<string, string>) {
  const store = makeStore();
  for (const [field, value] of Object.entries(typed))
    store.dispatch(customerFieldChanged({ field: field as 'name', value }));
  await persisted(store);
  return store.getState().checkout;
}

afterEach(() => window.sessionStorage.clear());

it('keeps what was typed before the read and fills the rest from storage', async () => {
  stored({ name: '', email: 'jane@example.com' }, 'venmo');
  const state = await rehydrated({ name: 'Jane Doe' });
  expect(state.customer.name).toBe('Jane Doe');
  expect(state.customer.email).toBe('jane@example.com');
  expect(state.paymentMethod).toBe('venmo');
});

it('restores every stored field when nothing was typed (a reload)', async () => {
  stored({ name: 'Jane Doe', email: 'jane@example.com' }, 'venmo');
  const state = await rehydrated({});
  expect(state.customer.name).toBe('Jane Doe');
  expect(state.customer.email).toBe('jane@example.com');
});
