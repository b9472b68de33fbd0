import { useCallback } from 'react';
import { useSearchParams, type NavigateOptions } from 'react-router';

/** A parameter's new value; `undefined`, `null` and '' remove it from the URL. */
export type QueryParamValue = string | number | null | undefined;

/** `params` with `patch` applied: the other parameters are kept, in their order. */
export function withQueryParams(params: URLSearchParams, patch: Record<string, QueryParamValue>): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const [k, v] of Object.entries(patch)) {
    if (v === undefined || v === null || v === '') next.delete(k);
    else next.set(k, String(v));
  }
  return next;
}

/**
 * The one way screens read and write the URL's search parameters:
 * - `params`: what the URL says now;
 * - `update(patch)`: change some parameters and keep the others (tabs, a search, an open drawer);
 * - `setAll(next)`: write the whole query at once (a screen that keeps its state as one set of
 *   parameters, e.g. its filters).
 * Each write is a history entry (the back button undoes it) unless `{ replace: true }` is given.
 */
export function useQueryParams() {
  const [params, setParams] = useSearchParams();
  const update = useCallback(
    (patch: Record<string, QueryParamValue>, options?: NavigateOptions) => setParams(withQueryParams(params, patch), options),
    [params, setParams],
  );
  const setAll = useCallback(
    (next: URLSearchParams | Record<string, string>, options?: NavigateOptions) => setParams(next, options),
    [setParams],
  );
  return { params, update, setAll };
}
