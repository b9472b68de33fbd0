import useToken from 'antd/es/theme/useToken';

/**
 * The class under which antd defines its theme's variables (`--ant-color-border`, …, on
 * `.css-var-…`): a light stand-in drawn with antd's look from those variables (lazy-select.tsx,
 * tag.tsx) carries it, as antd's own components do.
 */
export const useThemeVarClass = () => useToken()[4]?.key ?? 'css-var-root';
