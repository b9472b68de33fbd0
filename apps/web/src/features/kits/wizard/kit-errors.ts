import type { ApiError } from '@/shared/api/base-api';
import { stepOfField, toNamePath } from './kit-form';

const UNKNOWN: ApiError = { status: 0, code: 'unknown', message: 'Đã có lỗi xảy ra. Vui lòng thử lại.', details: null };

/** What `.unwrap()` of an RTK Query mutation throws, as the base query's ApiError. */
export function apiError(err: unknown): ApiError {
  if (err && typeof err === 'object' && 'code' in err && 'message' in err) return err as ApiError;
  return UNKNOWN;
}

export interface MappedFieldErrors {
  fields: { name: (string | number)[]; errors: string[] }[];
  /** the first step that holds one of the fields, to go back to */
  step: number | null;
}

/**
 * The server's `details.fields` ([{field: "accessories.0.name", message}]) as antd field errors,
 * keeping only the fields this form has (`known` tells which top-level names exist).
 */
export function mapFieldErrors(err: ApiError, known: (root: string) => boolean): MappedFieldErrors {
  const raw = (err.details as { fields?: { field?: unknown; message?: unknown }[] } | null)?.fields;
  if (!Array.isArray(raw)) return { fields: [], step: null };
  const fields = raw
    .filter((f): f is { field: string; message: string } => typeof f.field === 'string' && typeof f.message === 'string')
    .filter((f) => known(f.field.split('.')[0]!))
    .map((f) => ({ name: toNamePath(f.field), errors: [f.message], step: stepOfField(f.field) }));
  return {
    fields: fields.map(({ name, errors }) => ({ name, errors })),
    step: fields.length ? Math.min(...fields.map((f) => f.step)) : null,
  };
}
