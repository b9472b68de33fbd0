import { configureStore } from '@reduxjs/toolkit';
import { describe, expect, it } from 'vitest';
import { baseApi } from './base-api';
import { forgetPreviousVisitor } from './visitor-answers';

const probe = baseApi.injectEndpoints({
  endpoints: (build) => ({ me: build.query<string, void>({ queryFn: () => ({ data: 'khách trước' }) }) }),
});

// base-api.ts registers RTK Query's reset as it loads (loaded-api.ts): a sign-in (use-complete-sign-in.ts) empties the
// cache without importing RTK Query itself
describe('forgetPreviousVisitor', () => {
  it('empties RTK Query’s cache once base-api.ts has loaded', async () => {
    const store = configureStore({
      reducer: { [baseApi.reducerPath]: baseApi.reducer },
      middleware: (d) => d().concat(baseApi.middleware),
    });
    await store.dispatch(probe.endpoints.me.initiate());
    expect(probe.endpoints.me.select()(store.getState()).data).toBe('khách trước');
    forgetPreviousVisitor(store.dispatch);
    expect(probe.endpoints.me.select()(store.getState()).data).toBeUndefined();
  });
});
