/**
 * Where to go after sign-in (`?redirect=`). Only same-origin relative paths are followed, so a
 * crafted link can never send a freshly signed-in member to another site (open-redirect guard).
 */
const AUTH_PAGES = /^\/member\/(login|signup)(?:[/?#]|$)/;

export function safeRedirect(raw: string | null | undefined, fallback = '/'): string {
  if (!raw) return fallback;
  const value = raw.trim();
  // must be a path of this site: '/x', never '//host', '/\host' (browsers read '\' as '/'),
  // never a scheme, and no control characters or whitespace that browsers strip before parsing
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return fallback;
  // eslint-disable-next-line no-control-regex -- matching control characters is the point
  if (/[\u0000-\u001f\u007f\s\\]/.test(value)) return fallback;
  let url: URL;
  try {
    const base = 'https://cho-gundam.invalid';
    url = new URL(value, base);
    if (url.origin !== base) return fallback;
  } catch {
    return fallback;
  }
  const path = `${url.pathname}${url.search}${url.hash}`;
  // going back to the sign-in or sign-up page after signing in would be a loop
  if (AUTH_PAGES.test(path)) return fallback;
  return path;
}
