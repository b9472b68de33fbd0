import { DEMO_PASSWORD, expect, test } from '../support/fixtures';

/**
 * Issue 12 §5: a separate web client on another origin. The shared e2e server lists
 * `http://localhost:<peer>` in CORS_ORIGINS; from that page the browser lets the client sign in with
 * credentials, call the API with its bearer token, refresh with the cookie and read our headers. The
 * same page served from `http://127.0.0.1:<peer>` (not listed) is stopped by the browser itself.
 */
type Outcome = { login: number; unread: number; refresh: number; requestId: string | null } | { blocked: string };

/** runs in the page (Playwright sends the function's source), so it must be self-contained */
const callApi = async ([api, password]: [string, string]): Promise<Outcome> => {
  try {
    const login = await fetch(`${api}/api/v1/auth/login`, {
      method: 'POST',
      credentials: 'include',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'member3@chogundam.vn', password }),
    });
    const { access_token } = (await login.json()) as { access_token: string };
    const unread = await fetch(`${api}/api/v1/notifications/unread-count`, { headers: { authorization: `Bearer ${access_token}` } });
    const refresh = await fetch(`${api}/api/v1/auth/refresh`, {
      method: 'POST',
      credentials: 'include',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    return { login: login.status, unread: unread.status, refresh: refresh.status, requestId: login.headers.get('x-request-id') };
  } catch (err) {
    return { blocked: String(err) };
  }
};

test('a web client on an origin in CORS_ORIGINS signs in, calls the API and refreshes; another origin is refused', async ({
  page,
  baseURL,
  otherOrigins,
}) => {
  await page.goto(`${otherOrigins.allowed}/`);
  const allowed = await page.evaluate(callApi, [baseURL!, DEMO_PASSWORD] as [string, string]);
  expect(allowed).toMatchObject({ login: 200, unread: 200, refresh: 200 });
  // exposed headers are readable across origins
  expect((allowed as { requestId: string | null }).requestId).toBeTruthy();

  await page.goto(`${otherOrigins.refused}/`);
  const refused = await page.evaluate(callApi, [baseURL!, DEMO_PASSWORD] as [string, string]);
  expect(refused).toEqual({ blocked: 'TypeError: Failed to fetch' });
});
