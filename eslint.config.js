import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import local from './eslint/boundaries.js';

// dayjs only through apps/web/src/shared/lib/dayjs.ts, which sets its Vietnamese locale for antd's date
// pickers (issue 13: the locale used to be set in the shell, which then carried dayjs to every page)
const DAYJS_FROM_SHARED = { name: 'dayjs', message: "Use dayjs from '@/shared/lib/dayjs' (its Vietnamese locale is set there)." };

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'apps/server/drizzle/**', 'data/**', 'test-results/**', 'playwright-report/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      '@typescript-eslint/no-non-null-assertion': 'off',
      'no-empty-pattern': 'off',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  // Boundaries (docs/decisions/0005-module-boundaries.md): server modules meet only through index.ts,
  // web features never import each other, app/ or pages/, and nothing imports in a circle.
  {
    files: ['apps/server/src/**/*.ts', 'apps/web/src/**/*.{ts,tsx}'],
    plugins: { local },
    rules: {
      'local/boundaries': 'error',
      'local/no-cycle': 'error',
    },
  },
  // One formatter (product.md: `1.250.000 ₫`, `DD/MM/YYYY HH:mm`): numbers, money and times shown to
  // people go through packages/contracts/src/format.ts. It writes what Intl writes, by arithmetic: the
  // first Intl formatter a page builds loads ICU data, 170–280 ms of a phone's main thread (issue 13).
  {
    files: ['apps/*/src/**/*.{ts,tsx}', 'packages/contracts/src/**/*.ts'],
    ignores: ['**/*.test.{ts,tsx}', 'packages/contracts/src/format.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        ...['toLocaleString', 'toLocaleDateString', 'toLocaleTimeString'].map((property) => ({
          property,
          message: 'Use formatNumber / formatMoney / formatDateTime / vietnamWallClock from the shared format module.',
        })),
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector: "NewExpression[callee.object.name='Intl']",
          message: 'Use the shared format module (packages/contracts/src/format.ts) instead of building an Intl formatter.',
        },
      ],
    },
  },
  // antd's Typography, Avatar, Badge and Checkbox come from shared/ui (issue 13): antd's own bring parts
  // no screen uses (Typography's copy/edit/measure and Avatar.Group's popover pull the tooltip and popup
  // engine, 6–17 KB gzip per route; Badge.Ribbon, Checkbox.Group); antd's App builds its message,
  // toast and modal hooks as it loads (useApp reads the same context); antd's Card imports its Tabs for
  // a `tabList` no screen uses, and Tabs its menu and dropdown (~25 KB gzip per signed-in route);
  // antd's Statistic its number splitter and Skeleton, and writes numbers as `1,250`.
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'antd',
              importNames: [
                'Typography',
                'Avatar',
                'Badge',
                'Checkbox',
                'Card',
                'Statistic',
                'App',
                'DatePicker',
                'TimePicker',
                'Calendar',
              ],
              message:
                "Use '@/shared/ui/typography' (or CopyableText from '@/shared/ui/copyable-text'), '@/shared/ui/avatar', '@/shared/ui/badge', '@/shared/ui/checkbox', '@/shared/ui/card', '@/shared/ui/statistic', DatePicker from '@/shared/ui/date-picker' (dayjs in Vietnamese), and useApp from '@/shared/ui/app-feedback'.",
            },
            DAYJS_FROM_SHARED,
          ],
        },
      ],
    },
  },
  // the modules that wrap dayjs (to set its Vietnamese locale) and antd's DatePicker (to bring that locale)
  {
    files: ['apps/web/src/shared/lib/dayjs.ts', 'apps/web/src/shared/ui/date-picker.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
  // Small files (issue 8): no source file over 300 lines; tests and their helpers are exempt (a scenario
  // reads best whole). Stylesheets are held to the same rule by scripts/check-css-lines.mjs.
  {
    files: ['**/*.{ts,tsx,js,mjs,cjs}'],
    ignores: ['**/*.test.{ts,tsx}', '**/test/**', 'e2e/**'],
    rules: { 'max-lines': ['error', { max: 300 }] },
  },
);
