import type { ErrorBody, RefreshResponse } from '@cho-gundam/contracts';
import { HTTP_TIMEOUT_MS, REFRESH_TOKEN_TTL_DAYS } from '@cho-gundam/contracts/core';
import { ACCESS_TOKEN_COOKIE, getCookie, setCookie } from './cookies';

/**
 * The one HTTP client of the web app (seed §7):
 * - versioned base `/api/v1`, JSON, 20 s timeout, credentials sent;
 * - `Authorization: Bearer <access_token cookie>` on every request when the cookie exists;
 * - on a 401, once per request, `POST /auth/refresh` (the HttpOnly refresh cookie travels by
 *   itself), store the new token in the cookie and as the default header, retry the request;
 *   concurrent 401s share one refresh (a rotated refresh token can be used only once);
 * - a failed refresh is logged and rejected; other errors pass through unchanged.
 */
export const API_BASE = '/api/v1';

export class HttpError extends Error {
  constructor(
    public readonly status: number,
    public readonly code: string,
    message: string,
    public readonly details: unknown = null,
    public readonly requestId: string | null = null,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

type Json = Record<string, unknown> | unknown[] | string | number | boolean | null;
type Body = Json | FormData;
export interface RequestOptions {
  /** a function is called again for the retry after a refresh (e.g. a body that carries the token) */
  body?: Body | (() => Body);
  query?: Record<string, string | number | boolean | undefined | null>;
  signal?: AbortSignal;
  headers?: Record<string, string>;
  /** internal: the retry after a refresh is never refreshed again */
  _retried?: boolean;
}

let defaultAuthorization: string | null = null;
/** Called after sign-in / refresh (seed: the new token becomes the default Authorization header). */
export function setDefaultAuthorization(token: string | null) {
  defaultAuthorization = token ? `Bearer ${token}` : null;
}

const listeners = { onRefreshed: [] as ((r: RefreshResponse) => void)[], onAuthLost: [] as ((err: unknown) => void)[] };
/** The store subscribes here: a refreshed token updates the auth slice; a failed refresh signs out. */
export function onTokenRefreshed(fn: (r: RefreshResponse) => void) {
  listeners.onRefreshed.push(fn);
  return () => void (listeners.onRefreshed = listeners.onRefreshed.filter((f) => f !== fn));
}
/** `err` is why the refresh failed (e.g. an HttpError with code `account_locked` carrying the reason). */
export function onAuthLost(fn: (err: unknown) => void) {
  listeners.onAuthLost.push(fn);
  return () => void (listeners.onAuthLost = listeners.onAuthLost.filter((f) => f !== fn));
}

export function storeAccessToken(token: string) {
  // the cookie outlives the 15-minute token: a member returning within the refresh token's
  // lifetime still has it, gets a 401, and is refreshed instead of being signed out
  setCookie(ACCESS_TOKEN_COOKIE, token, { expires: new Date(Date.now() + REFRESH_TOKEN_TTL_DAYS * 86_400_000) });
  setDefaultAuthorization(token);
}

function authorizationHeader(): string | null {
  const cookie = getCookie(ACCESS_TOKEN_COOKIE);
  return cookie ? `Bearer ${cookie}` : defaultAuthorization;
}

/** `path?k=v&…`, leaving out the empty values (undefined, null, ''): a list's address from its filters. */
export function withQuery(path: string, query?: RequestOptions['query']) {
  if (!query) return path;
  const qs = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) if (v !== undefined && v !== null && v !== '') qs.set(k, String(v));
  const s = qs.toString();
  return s ? `${path}?${s}` : path;
}

function buildUrl(path: string, query?: RequestOptions['query']) {
  return withQuery(path.startsWith('http') ? path : `${API_BASE}${path.startsWith('/') ? path : `/${path}`}`, query);
}

async function toError(res: Response): Promise<HttpError> {
  let body: Partial<ErrorBody> | null = null;
  try {
    body = (await res.json()) as ErrorBody;
  } catch {
    /* not JSON */
  }
  const e = body?.error;
  return new HttpError(
    res.status,
    e?.code ?? 'http_error',
    e?.message ?? 'Đã có lỗi xảy ra. Vui lòng thử lại.',
    e?.details ?? null,
    e?.request_id ?? null,
  );
}

async function send<T>(method: string, path: string, opts: RequestOptions = {}): Promise<T> {
  const headers: Record<string, string> = { accept: 'application/json', ...opts.headers };
  const auth = authorizationHeader();
  if (auth && !headers.authorization) headers.authorization = auth;
  let body: BodyInit | undefined;
  const payload = typeof opts.body === 'function' ? opts.body() : opts.body;
  if (payload instanceof FormData) body = payload;
  else if (payload !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(payload);
  }
  const timeout = AbortSignal.timeout(HTTP_TIMEOUT_MS);
  const signal = opts.signal ? AbortSignal.any([opts.signal, timeout]) : timeout;
  let res: Response;
  try {
    res = await fetch(buildUrl(path, opts.query), { method, headers, body, credentials: 'include', signal });
  } catch (err) {
    if ((err as Error).name === 'TimeoutError') throw new HttpError(0, 'timeout', 'Máy chủ phản hồi quá lâu. Vui lòng thử lại.');
    if ((err as Error).name === 'AbortError') throw err;
    throw new HttpError(0, 'network', 'Không thể kết nối tới máy chủ. Vui lòng kiểm tra mạng.');
  }
  if (res.status === 401 && !opts._retried && !isAuthCall(path)) {
    await refreshAccessToken();
    return send<T>(method, path, { ...opts, _retried: true, headers: { ...opts.headers } });
  }
  if (!res.ok) throw await toError(res);
  if (res.status === 204) return undefined as T;
  const text = await res.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

/** Sign-in, refresh and logout answer 401 for their own reasons: never refresh on them. */
function isAuthCall(path: string) {
  return /^\/?auth\/(login|refresh|logout|google-login)/.test(path.replace(API_BASE, ''));
}

/**
 * Tabs share the refresh cookie: two tabs rotating it at the same instant would present the same
 * token twice and trip reuse detection (ADR 0002). A Web Lock makes tabs refresh one after the
 * other; the second tab then sends the cookie the first one just received, a legitimate rotation.
 */
async function acrossTabs<T>(work: () => Promise<T>): Promise<T> {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  return locks ? await locks.request('cg-auth-refresh', work) : work();
}

let inflight: Promise<RefreshResponse> | null = null;
/** The refresh was answered and refused (expired, reused, locked), not merely interrupted. */
function sessionRefused(err: unknown): boolean {
  return err instanceof HttpError && err.status >= 400 && err.status < 500 && err.status !== 408 && err.status !== 429;
}

/** Single flight: every caller waiting on a 401 shares the same refresh. */
export function refreshAccessToken(): Promise<RefreshResponse> {
  if (!inflight) {
    inflight = (async () => {
      try {
        const r = await acrossTabs(() => send<RefreshResponse>('POST', '/auth/refresh', { body: {}, _retried: true }));
        storeAccessToken(r.access_token);
        listeners.onRefreshed.forEach((f) => f(r));
        return r;
      } catch (err) {
        console.error('Làm mới phiên đăng nhập thất bại', err);
        // only the server's "no" ends the session here; a refresh cut short (the page reloading or
        // leaving, a dropped connection, a timeout, a busy server) leaves it as it was: the next
        // request or page load refreshes again instead of signing the person out of this device
        if (sessionRefused(err)) listeners.onAuthLost.forEach((f) => f(err));
        throw err;
      } finally {
        inflight = null;
      }
    })();
  }
  return inflight;
}

export const http = {
  get: <T>(path: string, opts?: RequestOptions) => send<T>('GET', path, opts),
  post: <T>(path: string, body?: RequestOptions['body'], opts?: RequestOptions) => send<T>('POST', path, { ...opts, body }),
  put: <T>(path: string, body?: RequestOptions['body'], opts?: RequestOptions) => send<T>('PUT', path, { ...opts, body }),
  patch: <T>(path: string, body?: RequestOptions['body'], opts?: RequestOptions) => send<T>('PATCH', path, { ...opts, body }),
  delete: <T>(path: string, opts?: RequestOptions) => send<T>('DELETE', path, opts),
};

/** The message to show a person for any failure. */
export function errorMessage(err: unknown): string {
  if (err instanceof HttpError) return err.message;
  return 'Đã có lỗi xảy ra. Vui lòng thử lại.';
}
