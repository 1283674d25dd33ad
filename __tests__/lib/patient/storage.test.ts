// The recommendation typed at checkout stays in memory (issue 26.4): redux-persist writes the checkout's details to
// sessionStorage, and nothing of the recommendation, in any browser storage, while the order's other details are.
import { persistStore } from 'redux-persist';
import { customerFieldChanged, patientFieldChanged, selectPatient } from '@/lib/store/checkoutSlice';
import { makeStore } from '@/lib/store/store';

const everything = () =>
  [sessionStorage, localStorage]
    .flatMap((area) => Array.from({ length: area.length }, (_, i) => area.key(i) ?? ''))
    .map((k) => `${k}=${sessionStorage.getItem(k) ?? localStorage.getItem(k)}`)
    .join('\n');

it('keeps the recommendation in the store and writes none of it to sessionStorage or localStorage', async () => {
  sessionStorage.clear();
  localStorage.clear();
  const store = makeStore();
  // the slices are written once rehydrated, as in the browser
  let persistor: ReturnType<typeof persistStore> | undefined;
  await new Promise<void>((done) => {
    persistor = persistStore(store, null, done);
  });
  store.dispatch(customerFieldChanged({ field: 'name', value: 'Jane Doe' }));
  store.dispatch(patientFieldChanged({ field: 'recommendationNumber', value: 'REC-2026-0001' }));
  store.dispatch(patientFieldChanged({ field: 'expires', value: '2099-12-31' }));
  store.dispatch(patientFieldChanged({ field: 'issuer', value: 'Dr. Ada Lovelace, MD' }));
  await persistor!.flush();
  expect(selectPatient(store.getState())).toEqual({
    recommendationNumber: 'REC-2026-0001',
    expires: '2099-12-31',
    issuer: 'Dr. Ada Lovelace, MD',
  });
  const stored = everything();
  // the checkout's persisted details are written (so the test would see a leak)
  expect(stored).toContain('Jane Doe');
  expect(stored).not.toContain('REC-2026-0001');
  expect(stored).not.toContain('2099-12-31');
  expect(stored).not.toContain('Lovelace');
  persistor!.pause();
});
