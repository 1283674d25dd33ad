import {
  checkoutCleared,
  checkoutSlice,
  customerFieldChanged,
  initialState,
  newsletterChanged,
  paymentMethodChosen,
  selectCustomer,
  selectNewsletter,
  selectPaymentMethod,
} from '@/lib/store/checkoutSlice';
import { makeStore } from '@/lib/store/store';

const reducer = checkoutSlice.reducer;

describe('checkout slice', () => {
  it('keeps each patient field, the method and the newsletter choice', () => {
    let s = reducer(initialState, customerFieldChanged({ field: 'name', value: 'Jane' }));
    s = reducer(s, customerFieldChanged({ field: 'city', value: 'Oakland' }));
    s = reducer(s, paymentMethodChosen('bitcoin'));
    s = reducer(s, newsletterChanged(true));
    expect(s).toEqual({
      customer: { name: 'Jane', email: '', phone: '', address: '', city: 'Oakland', zipCode: '' },
      paymentMethod: 'bitcoin',
      newsletter: true,
      // "Email me a confirmation" (issue 25.4): on by default
      confirmationMail: true,
      notRestored: [],
      placing: false,
      placedNumber: null,
      patient: { recommendationNumber: '', expires: '', issuer: '' },
    });
    expect(reducer(s, checkoutCleared())).toEqual(initialState);
  });

  it('has no place for card data', () => {
    // notRestored holds product names of a retried order (docs/design.md, decision 15), placing and
    // placedNumber the request's state and the order number: never card data.
    expect(Object.keys(initialState).sort()).toEqual([
      'confirmationMail',
      'customer',
      'newsletter',
      'notRestored',
      // the recommendation (issue 26.4), never persisted: lib/patient/storage.test.ts
      'patient',
      'paymentMethod',
      'placedNumber',
      'placing',
    ]);
  });

  it('reads hand-edited stored values safely', () => {
    const store = makeStore();
    const root = (checkout: unknown) =>
      ({ ...store.getState(), checkout }) as ReturnType<typeof store.getState>;
    const odd = root({
      customer: { name: 7, email: 'a@b.co' },
      paymentMethod: 'gold-bars',
      newsletter: 'yes',
    });
    expect(selectCustomer(odd)).toEqual({
      name: '',
      email: 'a@b.co',
      phone: '',
      address: '',
      city: '',
      zipCode: '',
    });
    expect(selectPaymentMethod(odd)).toBeNull();
    expect(selectNewsletter(odd)).toBe(false);
    const broken = reducer(
      { customer: null, paymentMethod: null, newsletter: false } as never,
      customerFieldChanged({ field: 'zipCode', value: '94110' }),
    );
    expect(broken.customer.zipCode).toBe('94110');
    expect(broken.customer.name).toBe('');
  });

  it('is wired into the store and persisted to sessionStorage with only its own fields', async () => {
    const { persistStore } = await import('redux-persist');
    sessionStorage.clear();
    const store = makeStore();
    const persistor = persistStore(store);
    await new Promise((r) => setTimeout(r, 0));
    store.dispatch(customerFieldChanged({ field: 'email', value: 'jane@example.com' }));
    store.dispatch(paymentMethodChosen('card'));
    await persistor.flush();
    const saved = JSON.parse(sessionStorage.getItem('persist:checkout') ?? '{}') as Record<string, string>;
    expect(JSON.parse(saved.customer!)).toMatchObject({ email: 'jane@example.com' });
    expect(JSON.parse(saved.paymentMethod!)).toBe('card');
    expect(Object.keys(saved).sort()).toEqual([
      '_persist',
      // the confirmation box (issue 25.4): not sensitive, kept like the newsletter choice
      'confirmationMail',
      'customer',
      'newsletter',
      'paymentMethod',
    ]);
    persistor.pause();
  });
});
