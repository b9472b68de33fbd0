import { SHOP_NAME_RULES } from '@cho-gundam/contracts/core';

/** The hint under a shop name's field. */
export const SHOP_NAME_HINT = `Từ ${SHOP_NAME_RULES.min} đến ${SHOP_NAME_RULES.max} ký tự, không trùng với shop khác.`;

/**
 * The contracts' message for a shop name, or undefined when it passes. The rule (and zod with it)
 * loads on the first check (shop-name-rules.ts): the pages with the field do not carry zod on their
 * first load (issue 13). Kept apart from shop-name-field.tsx, antd's Form.Item for the shop's own
 * page: the registration draws its field without antd's Form.
 */
export async function shopNameProblem(value: unknown): Promise<string | undefined> {
  const { shopNameField } = await import('./shop-name-rules');
  const r = shopNameField.safeParse(value ?? '');
  return r.success ? undefined : (r.error.issues[0]?.message ?? 'Tên shop không hợp lệ');
}
