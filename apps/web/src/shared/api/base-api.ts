import { createApi, type BaseQueryFn } from '@reduxjs/toolkit/query/react';
import { http, HttpError, type RequestOptions } from '@/shared/lib/http';
import { dynamicMiddleware, rootReducer } from '@/shared/store/root-reducer';
import { registerLoadedApi } from './loaded-api';

export interface ApiArgs {
  url: string;
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: RequestOptions['body'];
  query?: RequestOptions['query'];
}
export interface ApiError {
  status: number;
  code: string;
  message: string;
  details: unknown;
}

/** RTK Query over the one HTTP client, so every server call gets the same timeout, token and refresh rules. */
const httpBaseQuery: BaseQueryFn<ApiArgs | string, unknown, ApiError> = async (args, api) => {
  const a: ApiArgs = typeof args === 'string' ? { url: args } : args;
  const method = a.method ?? 'GET';
  try {
    const data = await (method === 'GET' || method === 'DELETE'
      ? http[method === 'GET' ? 'get' : 'delete'](a.url, { query: a.query, signal: api.signal })
      : http[method.toLowerCase() as 'post' | 'put' | 'patch'](a.url, a.body, { query: a.query, signal: api.signal }));
    return { data };
  } catch (err) {
    if (err instanceof HttpError) return { error: { status: err.status, code: err.code, message: err.message, details: err.details } };
    return { error: { status: 0, code: 'unknown', message: 'Đã có lỗi xảy ra. Vui lòng thử lại.', details: null } };
  }
};

/**
 * Feature folders add their endpoints with `baseApi.injectEndpoints`, so each route chunk carries only
 * its own. The tags here are the ones more than one feature names: a feature that changes another
 * one's data invalidates its tag (checkout → 'Orders', 'Wallet'…) instead of importing its api.
 */
export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery: httpBaseQuery,
  tagTypes: ['Addresses', 'Cart', 'Orders', 'Wallet'],
  endpoints: () => ({}),
});

// joins the store when the first page using the API is loaded (see shared/store/root-reducer.ts)
rootReducer.inject(baseApi);
dynamicMiddleware.addMiddleware(baseApi.middleware);
// emptied when someone else signs in on this device (visitor-answers.ts), and told by commands sent
// outside RTK Query (loaded-api.ts); the tag types the features add with enhanceEndpoints are not in
// baseApi's type, but RTK matches tags by their type at run time
registerLoadedApi({
  reset: () => baseApi.util.resetApiState(),
  invalidateTags: (tags) => baseApi.util.invalidateTags([...tags] as Parameters<typeof baseApi.util.invalidateTags>[0]),
});
