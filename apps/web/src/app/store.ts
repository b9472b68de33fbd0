import { combineReducers, configureStore } from '@reduxjs/toolkit';
import { FLUSH, PAUSE, PERSIST, persistReducer, persistStore, PURGE, REGISTER, REHYDRATE } from 'redux-persist';
// the `lib` path breaks in a Vite production build (blank page); `es` works
import storage from 'redux-persist/es/storage';
import { PERSIST_TIMEOUT_MS } from '@cho-gundam/contracts';
import { baseApi } from '@/shared/api/base-api';
import { authSlice } from './slices/auth-slice';
import { deliveryFeesMirror, exchangeSlice } from './slices/exchange-slice';
import { userSlice } from './slices/user-slice';

const rootReducer = combineReducers({
  auth: authSlice.reducer,
  user: userSlice.reducer,
  exchange: exchangeSlice.reducer,
  [baseApi.reducerPath]: baseApi.reducer,
});

/** Seed §3: auth, user and exchange are kept in localStorage under `root`; restoring gives up after 5000 ms. */
const persisted = persistReducer(
  { key: 'root', storage, whitelist: ['auth', 'user', 'exchange'], timeout: PERSIST_TIMEOUT_MS },
  rootReducer,
);

export function makeStore() {
  return configureStore({
    reducer: persisted,
    middleware: (getDefault) =>
      getDefault({ serializableCheck: { ignoredActions: [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER] } }).concat(
        baseApi.middleware,
        deliveryFeesMirror,
      ),
  });
}

export const store = makeStore();
export const persistor = persistStore(store);
export type RootState = ReturnType<typeof rootReducer>;
export type AppDispatch = typeof store.dispatch;
