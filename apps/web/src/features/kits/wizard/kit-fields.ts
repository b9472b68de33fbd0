import { KIT_RULES } from '@cho-gundam/contracts/core';
import { STEP_FIELDS, type KitFormValues, type WizardImage } from './kit-form';
import {
  conditionDescriptionError,
  nameError,
  partsError,
  priceError,
  releaseYearError,
  secondaryCountError,
  seriesError,
  weightError,
} from './kit-rules';

/**
 * Each field's check over the form's values, by its path ("name", "accessories.0.name"): the rules the
 * wizard's antd Form items held, as one pure function, so the form is a plain one whose first step
 * loads without antd's Form (issue 13). Same messages, same order of checks.
 */
export interface FieldContext {
  currentYear: number;
  priceRequired: boolean;
}

const required = (v: unknown, message: string) => (v === undefined || v === null || v === '' ? message : null);

export function fieldProblem(field: string, v: KitFormValues, ctx: FieldContext): string | null {
  const row = /^accessories\.(\d+)\.name$/.exec(field);
  if (row) {
    const name = v.accessories?.[Number(row[1])]?.name;
    return name !== undefined && name.length > KIT_RULES.accessoryNameMax
      ? `Tên phụ kiện tối đa ${KIT_RULES.accessoryNameMax} ký tự`
      : null;
  }
  switch (field as keyof KitFormValues) {
    case 'name':
      return nameError(v.name);
    case 'grade_code':
      return required(v.grade_code, 'Vui lòng chọn phân khúc');
    case 'series':
      return seriesError(v.series);
    case 'scale':
      return required(v.scale, 'Vui lòng chọn tỷ lệ');
    case 'parts_total':
      return partsError(v.parts_total);
    case 'condition':
      return required(v.condition, 'Vui lòng chọn tình trạng mô hình');
    case 'condition_description':
      return conditionDescriptionError(v.condition, v.condition_description);
    case 'release_year':
      return releaseYearError(v.release_year, ctx.currentYear);
    case 'primary_image':
      return (v.primary_image as WizardImage | null | undefined) ? null : 'Vui lòng chọn ảnh chính của mô hình';
    case 'secondary_images':
      return secondaryCountError(v.secondary_images?.length ?? 0);
    case 'weight_grams':
      return weightError(v.weight_grams);
    case 'price':
      return priceError(v.price, ctx.priceRequired);
    default:
      return null;
  }
}

/** A field checked again when another changes (antd's `dependencies`): the condition notes follow the condition. */
export const DEPENDENTS: Partial<Record<keyof KitFormValues, string[]>> = { condition: ['condition_description'] };

/** The paths step `i` checks before "Tiếp theo": its fields, and each accessory row's name. */
export function stepPaths(i: number, v: KitFormValues): string[] {
  return STEP_FIELDS[i]!.flatMap((f) =>
    f === 'accessories' ? ['accessories', ...(v.accessories ?? []).map((_, n) => `accessories.${n}.name`)] : [f],
  );
}
