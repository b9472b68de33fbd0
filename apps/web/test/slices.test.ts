import { waitFor } from '@testing-library/react';
import { persistStore } from 'redux-persist';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AuthResponse, User } from '@cho-gundam/contracts';
import { appStore as theAppStore, makeStore } from '@/app/store';
import {
  DELIVERY_FEES_CACHE_KEY,
  readDeliveryFeesCache,
  restoreDeliveryFees,
  setExchangeDetail,
  updateDeliveryFee,
} from '@/features/exchange';
import { authSlice, login, logout, updateUser, updateUserProfile } from '@/features/session';
import { decrementListingsUsed, incrementListingsUsed, updateSellerPlan, userSlice } from '@/features/shop/user-slice';
import { makeUser } from './support';
import { addr, makeTrade } from './trade-fixtures';

const user: User = makeUser('member', 'u1');
const signedIn: AuthResponse = { user, access_token: 'tok', access_token_expires_at: '2026-01-01T00:15:00.000Z' };
const auth = authSlice.reducer;
// the app's own store and persistor, as main.tsx makes them
const { store: appStore, persistor } = theAppStore();

describe('auth slice (seed §4)', () => {
  it('login signs in and stores the user, the token and its expiry', () => {
    const s = auth(undefined, login(signedIn));
    expect(s).toMatchObject({ isLoggedIn: true, user, access_token: 'tok', access_token_expires_at: signedIn.access_token_expires_at });
  });

  it('logout clears the user and the token but keeps the shop', () => {
    const withShop = { ...auth(undefined, login(signedIn)), shop: { name: 'Shop của An' } };
    const s = auth(withShop, logout());
    expect(s).toEqual({ isLoggedIn: false, user: null, shop: { name: 'Shop của An' }, access_token: null, access_token_expires_at: null });
  });

  it('updateUser signs in and replaces the user', () => {
    const s = auth(undefined, updateUser(user));
    expect(s.isLoggedIn).toBe(true);
    expect(s.user).toEqual(user);
  });

  it('updateUserProfile replaces the user and leaves the sign-in status alone', () => {
    const renamed = { ...user, full_name: 'Trần Bình' };
    expect(auth(undefined, updateUserProfile(renamed))).toMatchObject({ isLoggedIn: false, user: renamed });
    const s = auth(auth(undefined, login(signedIn)), updateUserProfile(renamed));
    expect(s).toMatchObject({ isLoggedIn: true, user: renamed, access_token: 'tok' });
  });
});

describe('user slice: listings_used (seed §4)', () => {
  const withPlan = userSlice.reducer(undefined, updateSellerPlan({ plan_name: 'GÓI DÙNG THỬ', listings_used: 1, max_listings: 5 }));

  it('goes up by one on adding a listing and down by one on removing one', () => {
    const up = userSlice.reducer(withPlan, incrementListingsUsed());
    expect(up.sellerPlan?.listings_used).toBe(2);
    expect(userSlice.reducer(up, decrementListingsUsed()).sellerPlan?.listings_used).toBe(1);
  });

  it('never goes below zero', () => {
    const zero = userSlice.reducer(withPlan, decrementListingsUsed());
    expect(zero.sellerPlan?.listings_used).toBe(0);
    expect(userSlice.reducer(zero, decrementListingsUsed()).sellerPlan?.listings_used).toBe(0);
  });

  it('does nothing when the plan is not known yet', () => {
    expect(userSlice.reducer(undefined, incrementListingsUsed()).sellerPlan).toBeNull();
  });
});

describe('exchange slice: delivery fees (seed §3, §4, §8)', () => {
  afterEach(() => {
    localStorage.clear();
    vi.restoreAllMocks();
  });

  it('stores a fee per user and exchange and mirrors the map to localStorage deliveryFeesCache', () => {
    const store = makeStore();
    store.dispatch(updateDeliveryFee({ userID: 'u1', exchange_id: 'e1', fee: { total: 32_000 } }));
    store.dispatch(updateDeliveryFee({ userID: 'u1', exchange_id: 'e2', fee: { total: 45_000 } }));
    const expected = { u1: { e1: { total: 32_000 }, e2: { total: 45_000 } } };
    expect(store.getState().exchange.deliveryFees).toEqual(expected);
    expect(JSON.parse(localStorage.getItem(DELIVERY_FEES_CACHE_KEY)!)).toEqual(expected);
  });

  it('restores the fees read back from the cache', () => {
    localStorage.setItem(DELIVERY_FEES_CACHE_KEY, JSON.stringify({ u2: { e9: { total: 18_500 } } }));
    const store = makeStore();
    store.dispatch(restoreDeliveryFees(readDeliveryFeesCache()));
    expect(store.getState().exchange.deliveryFees).toEqual({ u2: { e9: { total: 18_500 } } });
  });

  it('logs an invalid cache and uses an empty map', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    for (const bad of ['{không phải json', '[1,2]', '{"u1": 5}']) {
      localStorage.setItem(DELIVERY_FEES_CACHE_KEY, bad);
      expect(readDeliveryFeesCache()).toEqual({});
    }
    expect(log).toHaveBeenCalledTimes(3);
  });

  it('an absent cache is an empty map without any log', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(readDeliveryFeesCache()).toEqual({});
    expect(log).not.toHaveBeenCalled();
  });
});

describe('exchange slice: the trade on screen (exchangeDetail)', () => {
  // both sides' addresses: names, phone numbers, street addresses
  const trade = makeTrade({
    addresses: {
      poster_from: addr('a1', '12 Lê Lợi'),
      poster_to: addr('a1', '12 Lê Lợi'),
      offerer_from: addr('b1', '7 Trần Phú'),
      offerer_to: null,
    },
  });
  const savedExchange = () => JSON.parse((JSON.parse(localStorage.getItem('persist:root')!) as Record<string, string>).exchange!);

  afterEach(() => {
    appStore.dispatch(setExchangeDetail(null));
    localStorage.clear();
  });

  it('keeps the trade without its addresses', () => {
    const store = makeStore();
    store.dispatch(setExchangeDetail(trade));
    const detail = store.getState().exchange.exchangeDetail;
    expect(detail).toMatchObject({ id: 'x1', status: 'pending', offerer: { full_name: 'Trần Đề Nghị' } });
    expect(detail).not.toHaveProperty('addresses');
    expect(JSON.stringify(detail)).not.toContain('0901234567');
  });

  it('is forgotten on logout, the delivery fees are kept for that member', () => {
    const store = makeStore();
    store.dispatch(login(signedIn));
    store.dispatch(setExchangeDetail(trade));
    store.dispatch(updateDeliveryFee({ userID: 'u1', exchange_id: 'x1', fee: { total: 30_000 } }));
    store.dispatch(logout());
    expect(store.getState().exchange.exchangeDetail).toBeNull();
    expect(store.getState().exchange.deliveryFees).toEqual({ u1: { x1: { total: 30_000 } } });
  });

  it('is never written to localStorage root, nor read back from an older copy', async () => {
    appStore.dispatch(updateDeliveryFee({ userID: 'u1', exchange_id: 'x1', fee: { total: 30_000 } }));
    appStore.dispatch(setExchangeDetail(trade));
    await persistor.flush();
    const raw = localStorage.getItem('persist:root')!;
    expect(savedExchange()).toEqual({ exchangeDetail: null, deliveryFees: { u1: { x1: { total: 30_000 } } } });
    for (const personal of ['0901234567', 'Lê Lợi', 'Trần Phú', 'Trần Đề Nghị']) expect(raw).not.toContain(personal);

    // a copy saved before this rule, with a whole trade in it, is dropped when the app starts
    const older = {
      exchange: JSON.stringify({ exchangeDetail: trade, deliveryFees: {} }),
      _persist: JSON.stringify({ version: -1, rehydrated: true }),
    };
    localStorage.setItem('persist:root', JSON.stringify(older));
    const restarted = makeStore();
    const restoring = persistStore(restarted);
    await waitFor(() => expect(restoring.getState().bootstrapped).toBe(true));
    expect(restarted.getState().exchange.exchangeDetail).toBeNull();
    restoring.pause();
  });
});
