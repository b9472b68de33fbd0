import { ACCESS_TOKEN_COOKIE, getCookie } from './cookies';
import { API_BASE, HttpError, refreshAccessToken } from './http';

/**
 * "Xuất CSV": exports are behind the bearer token, so a plain link cannot download them. Fetch the
 * file with the same token and the shared client's single-flight refresh on a 401, then hand the
 * bytes to the browser as a file. `path` is under the API base (e.g. `/moderator/orders.csv`);
 * empty parameters are left out.
 */
export async function downloadCsv(path: string, params: Record<string, string | undefined>, fileName: string): Promise<void> {
  const query = new URLSearchParams(Object.entries(params).filter((e): e is [string, string] => !!e[1])).toString();
  const url = `${API_BASE}${path}${query ? `?${query}` : ''}`;
  const get = () => {
    const token = getCookie(ACCESS_TOKEN_COOKIE);
    return fetch(url, {
      credentials: 'include',
      headers: token ? { authorization: `Bearer ${token}`, accept: 'text/csv' } : { accept: 'text/csv' },
      signal: AbortSignal.timeout(60_000),
    });
  };
  let res = await get();
  if (res.status === 401) {
    await refreshAccessToken();
    res = await get();
  }
  if (!res.ok) {
    let message = 'Không xuất được tệp CSV. Vui lòng thử lại.';
    try {
      const body = (await res.json()) as { error?: { message?: string } };
      if (body.error?.message) message = body.error.message;
    } catch {
      /* not JSON */
    }
    throw new HttpError(res.status, 'csv_failed', message);
  }
  const blob = await res.blob();
  const href = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = href;
  a.download = fileName;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(href), 1000);
}
