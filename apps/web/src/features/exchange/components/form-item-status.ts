/** antd Form.Item props that show one field's message from a map of field → Vietnamese message. */
export const fieldStatus = <F extends string>(errors: Partial<Record<F, string>>, field: F) => ({
  validateStatus: errors[field] ? ('error' as const) : undefined,
  help: errors[field],
});
