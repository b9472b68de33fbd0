/** A value written into a double-quoted HTML attribute of a page the server writes (web.ts, first-screen-preview.ts). */
export const escapeAttribute = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
