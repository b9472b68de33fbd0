import type { ReactNode } from 'react';
import { Form } from 'antd';
import { SHOP_NAME_HINT, shopNameProblem } from '../shop-name-check';

/**
 * "Tên shop" (form field `name`) with the contracts' rule and its hint, in antd's Form (the shop's own
 * page); `children` is the input. The registration draws the same field without antd's Form.
 */
export function ShopNameField({ children }: { children: ReactNode }) {
  return (
    <Form.Item
      label="Tên shop"
      name="name"
      rules={[
        {
          validator: async (_r, v: unknown) => {
            const problem = await shopNameProblem(v);
            if (problem) throw new Error(problem);
          },
        },
      ]}
      extra={SHOP_NAME_HINT}
    >
      {children}
    </Form.Item>
  );
}
