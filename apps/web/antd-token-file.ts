import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import path from 'node:path';
import { runnerImport, type Plugin } from 'vite';

/**
 * Writes antd's computed design token for the app's theme to `assets/antd-token-<hash>.json` and
 * links it in the HTML's head (`<link rel=preload as=fetch data-antd-token>`), so the browser hands it
 * to antd's style cache instead of computing it during the first render (src/app/antd-token.ts, issue
 * 13). Rendered in Node with react-dom/server under the app's theme (src/app/theme.ts), as the
 * first-screen stylesheets are (antd-first-screen.ts). Named by content, cached like the build's other files.
 */
export function antdTokenFile(): Plugin {
  let root = '';
  let fileName = '';
  return {
    name: 'cho-gundam-antd-token',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    async buildStart() {
      const source = `${JSON.stringify(await writtenAntdToken(root))}\n`;
      fileName = `assets/antd-token-${createHash('sha256').update(source).digest('hex').slice(0, 8)}.json`;
      this.emitFile({ type: 'asset', fileName, source });
    },
    transformIndexHtml: {
      order: 'post',
      handler: () => [
        {
          tag: 'link',
          attrs: { rel: 'preload', as: 'fetch', crossorigin: 'anonymous', href: `/${fileName}`, 'data-antd-token': true },
          injectTo: 'head',
        },
      ],
    },
  };
}

/** antd's token entry for the app's theme, as src/app/antd-token.ts writes it down. */
async function writtenAntdToken(root: string) {
  // one copy of each package for the render: antd and the style cache must share their context
  const require = createRequire(path.join(root, 'package.json'));
  const react = require('react') as typeof import('react');
  const { renderToString } = require('react-dom/server') as typeof import('react-dom/server');
  const antd = require('antd') as typeof import('antd');
  const cssinjs = require('@ant-design/cssinjs') as typeof import('@ant-design/cssinjs');
  const load = <T>(file: string) =>
    runnerImport<T>(file, { root, configFile: false, logLevel: 'error', resolve: { alias: { '@': path.join(root, 'src') } } });
  const [{ module: app }, { module: written }] = await Promise.all([
    load<typeof import('./src/app/theme')>('/src/app/theme.ts'),
    load<typeof import('./src/app/antd-token')>('/src/app/antd-token.ts'),
  ]);
  const cache = cssinjs.createCache();
  const h = react.createElement;
  renderToString(h(cssinjs.StyleProvider, { cache }, h(antd.ConfigProvider, { theme: app.theme }, h('span'))));
  return written.writeDownAntdToken(cache as never);
}
