import type { FormRule } from 'antd';

/** An antd rule from one of kit-rules' pure checks (message or null). */
export function check(fn: (value: never) => string | null): FormRule {
  return {
    validator: async (_rule, value: unknown) => {
      const message = fn(value as never);
      if (message) throw new Error(message);
    },
  };
}
