import { combineSlices, configureStore, createDynamicMiddleware, type Reducer } from '@reduxjs/toolkit';
import { FLUSH, PAUSE, PERSIST, persistReducer, persistStore, PURGE, REGISTER, REHYDRATE } from 'redux-persist';
// the `lib` path breaks in a Vite production build (blank page); `es` works
import storage from 'redux-persist/es/storage';
import { PERSIST_TIMEOUT_MS } from '@cho-gundam/contracts/core';
import { authSlice } from './slices/auth-slice';
import { deliveryFeesMirror, exchangeSlice } from './slices/exchange-slice';
import { userSlice } from './slices/user-slice';

/**
 * The seed's three slices. RTK Query's slice and middleware are not here: `shared/api/base-api.ts`
 * injects them when the first page that talks to the server through it is loaded, which keeps
 * ~15 KB gzip of RTK Query out of the first page load.
 */
export const rootReducer = combineSlices(authSlice, userSlice, exchangeSlice);
export const dynamicMiddleware = createDynamicMiddleware();

/** Seed §3: auth, user and exchange are kept in localStorage under `root`; restoring gives up after 5000 ms. */
export const PERSIST_CONFIG = { key: 'root', storage, whitelist: ['auth', 'user', 'exchange'], timeout: PERSIST_TIMEOUT_MS };
const persisted = persistReducer(
  PERSIST_CONFIG,
  // the injectable reducer's own type is wider than the one persistReducer expects
  rootReducer as Reducer<ReturnType<typeof rootReducer>>,
);

export function makeStore() {
  return configureStore({
    reducer: persisted,
    middleware: (getDefault) =>
      getDefault({ serializableCheck: { ignoredActions: [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER] } }).concat(
        dynamicMiddleware.middleware,
        deliveryFeesMirror,
      ),
  });
}

export const store = makeStore();
export const persistor = persistStore(store);
export type RootState = ReturnType<typeof rootReducer>;
export type AppDispatch = typeof store.dispatch;
