import type { FormInstance, FormRule as Rule } from 'antd';
import type { ApiError } from '@/shared/api/base-api';

/** Any zod schema of the contracts package (structural, so the web app needs no zod import). */
interface Schema {
  safeParse(v: unknown): { success: true; data?: unknown } | { success: false; error: { issues: { message: string }[] } };
}

/**
 * An antd Form rule backed by the contracts' zod schema: client and server show the same message.
 * `schema` may be a loader: a form a phone opens cold (sign-in) loads the contracts and zod (~27 KB
 * gzip) on its first check instead of with the page (issue 13).
 */
export function zodRule(schema: Schema | (() => Promise<Schema>)): Rule {
  return {
    validator: async (_rule, value: unknown) => {
      const r = (typeof schema === 'function' ? await schema() : schema).safeParse(value ?? '');
      if (!r.success) throw new Error(r.error.issues[0]?.message ?? 'Giá trị không hợp lệ');
    },
  };
}

const UNKNOWN: ApiError = { status: 0, code: 'unknown', message: 'Đã có lỗi xảy ra. Vui lòng thử lại.', details: null };

/** What `.unwrap()` of an RTK Query mutation throws, as the base query's ApiError. */
export function apiError(err: unknown): ApiError {
  if (err && typeof err === 'object' && 'code' in err && 'message' in err) return err as ApiError;
  return UNKNOWN;
}

export function retryAfterSeconds(err: ApiError): number | null {
  const d = err.details as { retry_after_seconds?: unknown } | null;
  return typeof d?.retry_after_seconds === 'number' && d.retry_after_seconds > 0 ? Math.ceil(d.retry_after_seconds) : null;
}

/** 45 → "45 giây", 125 → "2 phút 5 giây", 3720 → "1 giờ 2 phút". */
export function formatWait(totalSeconds: number): string {
  const s = Math.max(0, Math.ceil(totalSeconds));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const sec = s % 60;
  if (h > 0) return m > 0 ? `${h} giờ ${m} phút` : `${h} giờ`;
  if (m > 0) return sec > 0 ? `${m} phút ${sec} giây` : `${m} phút`;
  return `${sec} giây`;
}

/** Puts the server's per-field messages (`details.fields`) under the matching inputs; true if any. */
export function applyFieldErrors(form: FormInstance, err: ApiError, rename: Record<string, string> = {}): boolean {
  const fields = (err.details as { fields?: { field: string; message: string }[] } | null)?.fields;
  if (!Array.isArray(fields) || fields.length === 0) return false;
  const known = new Set(Object.keys(form.getFieldsValue(true) as object));
  const mapped = fields.map((f) => ({ name: rename[f.field] ?? f.field, errors: [f.message] })).filter((f) => known.has(f.name));
  if (mapped.length === 0) return false;
  form.setFields(mapped);
  return true;
}
