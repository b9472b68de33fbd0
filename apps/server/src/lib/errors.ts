import type { z } from 'zod';
import type { ErrorCode, FieldViolation } from '@cho-gundam/contracts';

/**
 * The one error type services throw. `message` is Vietnamese and safe to show to the user;
 * `details` carries field violations or the numbers a client needs (e.g. retry_after_seconds).
 */
export class AppError extends Error {
  constructor(
    public readonly code: ErrorCode,
    public readonly status: number,
    message: string,
    public readonly details: unknown = null,
    public readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

export const notFound = (what = 'Không tìm thấy dữ liệu') => new AppError('not_found', 404, what);
/** a listing or auction a moderator hid (flags): 410, "Nội dung đã bị ẩn" */
export const contentHidden = () => new AppError('content_hidden', 410, 'Nội dung đã bị ẩn');
export const forbidden = (msg = 'Bạn không có quyền thực hiện thao tác này') => new AppError('forbidden', 403, msg);
export const unauthenticated = (msg = 'Bạn chưa đăng nhập hoặc phiên đăng nhập đã hết hạn') => new AppError('unauthenticated', 401, msg);
export const conflict = (code: ErrorCode, msg: string) => new AppError(code, 409, msg);
export const businessRule = (msg: string, details: unknown = null) => new AppError('business_rule', 422, msg, details);
export const badRequest = (code: ErrorCode, msg: string, details: unknown = null) => new AppError(code, 400, msg, details);
export function tooManyRequests(code: ErrorCode, msg: string, retryAfterSeconds: number) {
  const s = Math.max(1, Math.ceil(retryAfterSeconds));
  return new AppError(code, 429, msg, { retry_after_seconds: s }, { 'retry-after': String(s) });
}

/** 400 with every field problem; the message is the first one, so a client that shows only it still names the field. */
export function validationFailed(fields: FieldViolation[]): AppError {
  return new AppError('validation_failed', 400, fields[0]?.message ?? 'Dữ liệu không hợp lệ', { fields });
}

export function issuesToFields(error: z.ZodError): FieldViolation[] {
  return error.issues.map((i) => {
    const keys = (i as { keys?: string[] }).keys;
    const field = i.path.length ? i.path.join('.') : keys?.length ? keys.join(',') : 'body';
    return { field, message: i.message };
  });
}
