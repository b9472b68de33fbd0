import type { ReactNode } from 'react';
import { Form } from 'antd';
import { SHOP_NAME_RULES } from '@cho-gundam/contracts/core';

/** "Tên shop" (form field `name`) with the contracts' rule and its hint; `children` is the input. */
export function ShopNameField({ children }: { children: ReactNode }) {
  return (
    <Form.Item
      label="Tên shop"
      name="name"
      rules={[
        {
          validator: async (_r, v: unknown) => {
            const { shopNameField } = await import('../shop-name-rules');
            const r = shopNameField.safeParse(v ?? '');
            if (!r.success) throw new Error(r.error.issues[0]?.message ?? 'Tên shop không hợp lệ');
          },
        },
      ]}
      extra={`Từ ${SHOP_NAME_RULES.min} đến ${SHOP_NAME_RULES.max} ký tự, không trùng với shop khác.`}
    >
      {children}
    </Form.Item>
  );
}
