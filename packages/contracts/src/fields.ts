import { z } from 'zod';
import { PASSWORD_RULES } from './constants.js';

/** Emails are case-insensitive: trimmed and lower-cased before anything else sees them. */
export const emailField = z
  .string({ error: 'Vui lòng nhập email' })
  .trim()
  .min(1, { error: 'Vui lòng nhập email' })
  .max(254, { error: 'Email dài tối đa 254 ký tự' })
  .pipe(z.email({ error: 'Email không hợp lệ' }))
  .transform((s) => s.toLowerCase());

/** Vietnamese mobile numbers: 0[35789]xxxxxxxx or +84[35789]xxxxxxxx, stored as 0xxxxxxxxx. */
export const VN_MOBILE = /^(?:0|\+84|84)([35789]\d{8})$/;
export function normalizePhone(raw: string): string | null {
  const m = VN_MOBILE.exec(raw.replace(/[\s.-]/g, ''));
  return m ? `0${m[1]}` : null;
}
export const phoneField = z
  .string({ error: 'Vui lòng nhập số điện thoại' })
  .trim()
  .max(20, { error: 'Số điện thoại không hợp lệ' })
  .transform((s, ctx) => {
    const n = normalizePhone(s);
    if (!n) {
      ctx.addIssue({ code: 'custom', message: 'Số điện thoại di động Việt Nam không hợp lệ (ví dụ 0912345678)' });
      return z.NEVER;
    }
    return n;
  });

export const otpField = z
  .string({ error: 'Vui lòng nhập mã xác thực' })
  .trim()
  .regex(/^\d{6}$/, { error: 'Mã xác thực gồm 6 chữ số' });

export const fullNameField = z
  .string({ error: 'Vui lòng nhập họ và tên' })
  .trim()
  .min(2, { error: 'Họ và tên tối thiểu 2 ký tự' })
  .max(100, { error: 'Họ và tên tối đa 100 ký tự' });

/** A short list of the passwords people pick first; a real breach list would be larger. */
const COMMON_PASSWORDS = new Set([
  'password1',
  'password123',
  '12345678a',
  'a12345678',
  'abc12345',
  'abcd1234',
  'qwerty123',
  'iloveyou1',
  '123456789a',
  'admin123',
  'welcome1',
  'matkhau123',
  'matkhau1',
  'anhyeuem1',
  'gundam123',
  'gundam2024',
  'gundam2025',
  'gundam2026',
  'vietnam123',
  'passw0rd',
  'p@ssw0rd',
  'zaq12wsx',
  '1q2w3e4r',
  '1qaz2wsx',
  'qwe12345',
  'aa123456',
  'asd12345',
  'hello123',
]);

export const passwordField = z
  .string({ error: 'Vui lòng nhập mật khẩu' })
  .min(PASSWORD_RULES.min, { error: `Mật khẩu tối thiểu ${PASSWORD_RULES.min} ký tự` })
  .max(PASSWORD_RULES.max, { error: `Mật khẩu tối đa ${PASSWORD_RULES.max} ký tự` })
  .refine((s) => /\p{L}/u.test(s) && /\d/.test(s), { error: 'Mật khẩu phải có ít nhất một chữ cái và một chữ số' })
  .refine((s) => !COMMON_PASSWORDS.has(s.toLowerCase()), { error: 'Mật khẩu này quá phổ biến, vui lòng chọn mật khẩu khác' });

export const uuidField = z.uuid({ error: 'Mã định danh không hợp lệ' });

/**
 * A calendar day "YYYY-MM-DD" that exists: 2026-02-30 and 2026-13-45 are refused, not rolled over
 * into March or into an invalid date; years 1900–2999. Every date parameter uses it.
 */
export const calendarDateField = (error: string) =>
  z.iso.date({ error }).refine(
    (s) => {
      const year = Number(s.slice(0, 4));
      return year >= 1900 && year <= 2999;
    },
    { error },
  );
