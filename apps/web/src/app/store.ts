import { configureStore, type Reducer } from '@reduxjs/toolkit';
import {
  FLUSH,
  PAUSE,
  PERSIST,
  persistReducer,
  persistStore,
  PURGE,
  REGISTER,
  REHYDRATE,
  type Persistor,
  type Transform,
} from 'redux-persist';
import { PERSIST_TIMEOUT_MS } from '@cho-gundam/contracts/core';
import { deliveryFeesMirror, exchangeSlice, persistableExchange, restoreCachedDeliveryFees, type ExchangeState } from '@/features/exchange';
import { authSlice } from '@/features/session/auth-slice';
import { userSlice } from '@/features/shop/user-slice';
import { dynamicMiddleware, rootReducer } from '@/shared/store/root-reducer';
import { persistStorage } from './persist-storage';

/**
 * The store, composed: the shared injectable reducer (shared/store) with the seed's three slices,
 * each from the feature that owns it. RTK Query's slice and middleware are not here:
 * `shared/api/base-api.ts` injects them when the first page that talks to the server through it is
 * loaded, which keeps ~15 KB gzip of RTK Query out of the first page load.
 */
const withSlices = () => rootReducer.inject(authSlice).inject(userSlice).inject(exchangeSlice);

/**
 * The exchange slice is saved without the trade on screen: a trade's addresses are for its two sides
 * only. Written by hand rather than with `createTransform`, which would add to the first page load.
 */
const onlyExchange = (state: unknown, key: PropertyKey) => (key === 'exchange' ? persistableExchange(state as ExchangeState) : state);
const exchangeWithoutTrade: Transform<unknown, unknown> = { in: onlyExchange, out: onlyExchange };

/** Seed §3: auth, user and exchange are kept in localStorage under `root`; restoring gives up after 5000 ms. */
export const PERSIST_CONFIG = {
  key: 'root',
  storage: persistStorage,
  whitelist: ['auth', 'user', 'exchange'],
  transforms: [exchangeWithoutTrade],
  timeout: PERSIST_TIMEOUT_MS,
};
// the injectable reducer's own type is wider than the one persistReducer expects
const composePersisted = () => persistReducer(PERSIST_CONFIG, withSlices() as Reducer<RootState>);
let persisted: ReturnType<typeof composePersisted> | undefined;
/**
 * The persisted reducer, composed on first use rather than as this file loads: injecting the slices
 * builds their reducers and initial states (immer), which was part of the entry's one long evaluation
 * task on a phone (issue 13). The store task (appStore) pays it instead.
 */
function persistedReducer() {
  persisted ??= composePersisted();
  return persisted;
}

export function makeStore() {
  return configureStore({
    reducer: persistedReducer(),
    middleware: (getDefault) =>
      getDefault({ serializableCheck: { ignoredActions: [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER] } }).concat(
        dynamicMiddleware.middleware,
        deliveryFeesMirror,
      ),
  });
}

/** Seed §4: what a confirmed session puts back from this device besides the user (see startSession). */
export const SESSION_RESTORERS = [restoreCachedDeliveryFees];

export type AppStore = ReturnType<typeof makeStore>;
let app: { store: AppStore; persistor: Persistor } | undefined;

/**
 * The app's one store and its persistor, made on the first call rather than when this file loads:
 * main.tsx makes them in a task of their own, after the modules' evaluation, so that a phone's start-up
 * is several short tasks instead of one long one (issue 13: making the store and starting its
 * restoration was ~45 % of the entry's 70–130 ms evaluation, unthrottled).
 */
export function appStore() {
  if (!app) {
    const store = makeStore();
    app = { store, persistor: persistStore(store) };
  }
  return app;
}
export type RootState = ReturnType<ReturnType<typeof withSlices>>;
export type AppDispatch = AppStore['dispatch'];
