// The smallest store DESIGN.md's conventions allow: Redux Toolkit (combineSlices, a slice with selectors),
// one slice persisted by redux-persist to localStorage, the persist actions ignored by the serializable check.
import { combineSlices, configureStore, createSlice } from '@reduxjs/toolkit';
import { FLUSH, PAUSE, PERSIST, PURGE, REGISTER, REHYDRATE, persistReducer } from 'redux-persist';
import storage from 'redux-persist/lib/storage';

export const counterSlice = createSlice({
  name: 'counter',
  initialState: { value: 0 },
  reducers: {
    incremented: (state) => {
      state.value += 1;
    },
  },
  selectors: { selectValue: (state) => state.value },
});

export const { incremented } = counterSlice.actions;
export const { selectValue } = counterSlice.selectors;

const rootReducer = combineSlices({
  [counterSlice.reducerPath]: persistReducer({ key: 'bench-counter', storage }, counterSlice.reducer),
});

export function makeStore() {
  return configureStore({
    reducer: rootReducer,
    middleware: (getDefault) =>
      getDefault({
        serializableCheck: { ignoredActions: [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER] },
      }),
  });
}
