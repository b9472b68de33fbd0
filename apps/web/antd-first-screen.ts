import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { ReactElement } from 'react';
import { runnerImport } from 'vite';

/**
 * antd components a public page's first screen renders on a phone, whose styles the build writes to a
 * stylesheet (issue 13). antd makes each component's CSS in the browser the first time the component
 * renders: it builds the style objects from the theme, serialises them (stylis) and hashes them, which
 * on a phone at 4× slowdown was 150–200 ms of `/auction`'s first render. The stylesheet carries the same
 * CSS and antd's own map of what it holds (`.data-ant-cssinjs-cache-path { content: … }`, the format of
 * antd's static extraction), and antd skips making what the map lists. Anything else a page renders (a
 * dialog, the next page's components) is made in the browser as before, and a stylesheet that is
 * missing or late changes nothing but the speed. The browser test `e2e/specs/first-screen-work.spec.ts`
 * checks that each page's first screen makes no antd style of its own.
 */
export const ANTD_PIECES = {
  Alert: ({ antd, h }) => h(antd.Alert, { type: 'info', showIcon: true, title: 'A' }),
  Avatar: ({ antd, h }) => h(antd.Avatar, null, 'A'),
  Button: ({ antd, h }) => h(antd.Button, null, 'A'),
  InputNumber: ({ antd, h }) => h(antd.InputNumber),
  Menu: ({ antd, h }) => h(antd.Menu, { mode: 'horizontal', items: [{ key: 'a', label: 'A' }] }),
  // a closed Select: its dropdown's styles and animations come with it
  Select: ({ antd, h }) => h(antd.Select, { options: [] }),
  Skeleton: ({ antd, h }) => h(antd.Skeleton, { active: true, avatar: true }),
  // a preset colour brings the presets' styles (one stylesheet for all of them)
  Tag: ({ antd, h }) => h(antd.Tag, { color: 'blue' }, 'A'),
  Tooltip: ({ antd, h }) => h(antd.Tooltip, { title: 'A' }, h('span', null, 'A')),
} satisfies Record<string, (lib: { antd: typeof import('antd'); h: typeof import('react').createElement }) => ReactElement>;

export type AntdPiece = keyof typeof ANTD_PIECES;

/**
 * A function giving the CSS antd would make in the browser for some pieces, under the app's theme
 * (`src/app/theme.ts`), with the map that tells antd it need not make it. Rendered in Node with
 * react-dom/server: the class names and the map's keys depend only on antd's version and the theme.
 */
export async function antdStyleRenderer(root: string): Promise<(pieces: readonly AntdPiece[]) => string> {
  const { react, renderToString, antd, cssinjs, theme } = await antdInNode(root);
  const h = react.createElement;
  return (pieces) => {
    if (pieces.length === 0) return '';
    const cache = cssinjs.createCache();
    const shown = pieces.map((p) => h(react.Fragment, { key: p }, ANTD_PIECES[p]({ antd, h })));
    renderToString(h(cssinjs.StyleProvider, { cache }, h(antd.ConfigProvider, { theme }, ...shown)));
    // components' styles only: the theme's CSS variables are made in the browser under the page's own key
    return cssinjs.extractStyle(cache, { plain: true, types: ['style'] });
  };
}

/**
 * antd as the build renders it in Node (CommonJS), with the React it shares its context with, the
 * app's theme (`src/app/theme.ts`) and a loader for other files of the app: what the first-screen
 * stylesheets (above) and the written token (antd-token-file.ts) are made from.
 */
export async function antdInNode(root: string) {
  // one copy of each package for every render: antd and the style cache must share their context
  const require = createRequire(path.join(root, 'package.json'));
  const appModule = async <T>(file: string) =>
    (await runnerImport<T>(file, { root, configFile: false, logLevel: 'error', resolve: { alias: { '@': path.join(root, 'src') } } }))
      .module;
  return {
    react: require('react') as typeof import('react'),
    renderToString: (require('react-dom/server') as typeof import('react-dom/server')).renderToString,
    antd: require('antd') as typeof import('antd'),
    cssinjs: require('@ant-design/cssinjs') as typeof import('@ant-design/cssinjs'),
    theme: (await appModule<typeof import('./src/app/theme')>('/src/app/theme.ts')).theme,
    appModule,
  };
}

/** `assets/antd-<hash>.css`, named by content like the build's other files (cached for a year). */
export const antdStylesheetName = (css: string) => `assets/antd-${createHash('sha256').update(css).digest('hex').slice(0, 8)}.css`;
