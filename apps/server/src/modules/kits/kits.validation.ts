import {
  canonicalSeries,
  CONDITION_DESCRIPTION_REQUIRED,
  conditionNeedsDescription,
  type FieldViolation,
  type KitCondition,
} from '@cho-gundam/contracts';
import type { Executor } from '../../db/client.js';
import { issuesToFields, validationFailed } from '../../lib/errors.js';
import { findGrade } from './kits.repository.js';

export { issuesToFields, validationFailed };

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
