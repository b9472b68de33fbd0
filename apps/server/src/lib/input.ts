import { AppError } from './errors.js';

/**
 * Text the database cannot store. PostgreSQL refuses the NUL character (U+0000) in text and jsonb,
 * so a NUL anywhere in a request is refused up front with a 400 instead of failing at the insert.
 */
export const NUL_MESSAGE = 'Dữ liệu gửi lên chứa ký tự không hợp lệ (ký tự NUL)';

export function nulRefusal(field: string): AppError {
  return new AppError('validation_failed', 400, NUL_MESSAGE, { fields: [{ field, message: NUL_MESSAGE }] });
}

const join = (at: string, key: string | number) => (at ? `${at}.${key}` : String(key));

/**
 * Where the first NUL is in `value` (a string, or any JSON-like object or array, keys included):
 * its dotted path from `at`, or null when there is none. Walks with its own stack, so a deeply
 * nested body cannot overflow the call stack.
 */
export function findNul(value: unknown, at = ''): string | null {
  const stack: [unknown, string][] = [[value, at]];
  while (stack.length) {
    const [v, path] = stack.pop()!;
    if (typeof v === 'string') {
      if (v.includes('\u0000')) return path;
    } else if (Array.isArray(v)) {
      for (let i = v.length - 1; i >= 0; i--) stack.push([v[i], join(path, i)]);
    } else if (v !== null && typeof v === 'object' && !Buffer.isBuffer(v)) {
      for (const [k, x] of Object.entries(v)) {
        if (k.includes('\u0000')) return join(path, k.replaceAll('\u0000', ''));
        stack.push([x, join(path, k)]);
      }
    }
  }
  return null;
}
