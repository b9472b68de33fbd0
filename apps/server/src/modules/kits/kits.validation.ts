import type { z } from 'zod';
import {
  canonicalSeries,
  CONDITION_DESCRIPTION_REQUIRED,
  conditionNeedsDescription,
  type FieldViolation,
  type KitCondition,
} from '@cho-gundam/contracts';
import type { Executor } from '../../db/client.js';
import { AppError } from '../../lib/errors.js';
import { findGrade } from './kits.repository.js';

/** The calendar year in Vietnam (UTC+7, no daylight saving): it bounds a kit's release year. */
export const vietnamYear = (now: Date) => new Date(now.getTime() + 7 * 3_600_000).getUTCFullYear();

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

/**
 * Checks a parsed input against the database and the rules zod cannot see: the grade must exist,
 * a listed series is stored in the list's spelling, and the condition rule holds on the merged kit.
 */
export async function checkKitFacts(
  ex: Executor,
  input: { grade_code?: string | undefined; series?: string | undefined },
  merged: { condition: KitCondition; conditionDescription: string | null | undefined },
  fields: FieldViolation[],
) {
  const grade = input.grade_code ? await findGrade(ex, input.grade_code) : null;
  if (input.grade_code && !grade) fields.push({ field: 'grade_code', message: `Phân khúc "${input.grade_code}" không tồn tại` });
  if (
    conditionNeedsDescription(merged.condition) &&
    !merged.conditionDescription &&
    !fields.some((f) => f.field === 'condition_description')
  ) {
    fields.push({ field: 'condition_description', message: CONDITION_DESCRIPTION_REQUIRED });
  }
  const series = input.series === undefined ? undefined : (canonicalSeries(input.series) ?? input.series);
  return { grade, series };
}
