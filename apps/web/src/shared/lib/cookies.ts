/**
 * The seed keeps the access token in the `access_token` cookie (path /) so the session survives a
 * reload; the server never reads it from the cookie, only from the Authorization header.
 */
export function getCookie(name: string): string | null {
  const prefix = `${encodeURIComponent(name)}=`;
  for (const part of document.cookie.split(';')) {
    const p = part.trim();
    if (p.startsWith(prefix)) return decodeURIComponent(p.slice(prefix.length));
  }
  return null;
}

export function setCookie(name: string, value: string, opts: { expires?: Date } = {}) {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  const expires = opts.expires ? `; Expires=${opts.expires.toUTCString()}` : '';
  document.cookie = `${encodeURIComponent(name)}=${encodeURIComponent(value)}; Path=/; SameSite=Strict${expires}${secure}`;
}

export function deleteCookie(name: string) {
  document.cookie = `${encodeURIComponent(name)}=; Path=/; Max-Age=0; SameSite=Strict`;
}

export const ACCESS_TOKEN_COOKIE = 'access_token';
