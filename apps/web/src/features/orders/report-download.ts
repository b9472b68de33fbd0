import { ACCESS_TOKEN_COOKIE, getCookie } from '@/shared/lib/cookies';
import { API_BASE, HttpError, refreshAccessToken } from '@/shared/lib/http';

/**
 * "Xuất CSV": the report is behind the bearer token, so a plain link cannot download it. Fetch it
 * with the same token and the shared client's single-flight refresh on a 401, then hand the bytes
 * to the browser as a file.
 */
export async function downloadReportCsv(from: string, to: string, fileName: string): Promise<void> {
  const url = `${API_BASE}/shop/reports.csv?${new URLSearchParams({ from, to }).toString()}`;
  const get = () => {
    const token = getCookie(ACCESS_TOKEN_COOKIE);
    return fetch(url, {
      credentials: 'include',
      headers: token ? { authorization: `Bearer ${token}`, accept: 'text/csv' } : { accept: 'text/csv' },
      signal: AbortSignal.timeout(20_000),
    });
  };
  let res = await get();
  if (res.status === 401) {
    await refreshAccessToken();
    res = await get();
  }
  if (!res.ok) {
    let message = 'Không xuất được báo cáo. Vui lòng thử lại.';
    try {
      const body = (await res.json()) as { error?: { message?: string; code?: string } };
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
