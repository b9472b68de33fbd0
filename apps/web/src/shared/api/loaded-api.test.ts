import { configureStore, type UnknownAction } from '@reduxjs/toolkit';
import { describe, expect, it } from 'vitest';
import { forgetApiTags, resetApiCaches } from './loaded-api';

// A command sent outside RTK Query (a trade's, a post's, the checkout's) tells RTK's caches through
// loaded-api.ts, which holds no RTK code: nothing happens until base-api.ts has loaded, and nothing is
// loaded to tell it. This file imports base-api.ts only in the second test, after the first one.
describe('forgetApiTags', () => {
  it('dispatches nothing while RTK Query is not loaded', () => {
    const dispatched: UnknownAction[] = [];
    forgetApiTags((action: UnknownAction) => dispatched.push(action), ['Wallet']);
    resetApiCaches((action: UnknownAction) => dispatched.push(action));
    expect(dispatched).toEqual([]);
  });

  it('once base-api.ts has loaded, the caches providing a tag read the server again, including tags a feature added', async () => {
    const { baseApi } = await import('./base-api');
    const reads = { wallet: 0, trade: 0, cart: 0 };
    const probe = baseApi.enhanceEndpoints({ addTagTypes: ['Trade'] }).injectEndpoints({
      endpoints: (build) => ({
        wallet: build.query<number, void>({ queryFn: () => ({ data: ++reads.wallet }), providesTags: ['Wallet'] }),
        trade: build.query<number, string>({
          queryFn: () => ({ data: ++reads.trade }),
          providesTags: (_r, _e, id) => [{ type: 'Trade', id }],
        }),
        cart: build.query<number, void>({ queryFn: () => ({ data: ++reads.cart }), providesTags: ['Cart'] }),
      }),
    });
    const store = configureStore({
      reducer: { [probe.reducerPath]: probe.reducer },
      middleware: (d) => d().concat(probe.middleware),
    });
    // subscribed, as a page on screen is
    const subs = [
      store.dispatch(probe.endpoints.wallet.initiate()),
      store.dispatch(probe.endpoints.trade.initiate('t1')),
      store.dispatch(probe.endpoints.cart.initiate()),
    ];
    await Promise.all(subs);
    expect(reads).toEqual({ wallet: 1, trade: 1, cart: 1 });

    forgetApiTags(store.dispatch, ['Wallet', { type: 'Trade', id: 't1' }]);
    await expect.poll(() => probe.endpoints.wallet.select()(store.getState()).data).toBe(2);
    await expect.poll(() => probe.endpoints.trade.select('t1')(store.getState()).data).toBe(2);
    // a tag not named is left alone
    expect(reads.cart).toBe(1);
    for (const sub of subs) sub.unsubscribe();
  });
});
