import { createHash } from 'node:crypto';
import type { Plugin } from 'vite';
import { antdInNode } from './antd-first-screen';

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
  const { react, renderToString, antd, cssinjs, theme, appModule } = await antdInNode(root);
  const { writeDownAntdToken } = await appModule<typeof import('./src/app/antd-token')>('/src/app/antd-token.ts');
  const cache = cssinjs.createCache();
  const h = react.createElement;
  renderToString(h(cssinjs.StyleProvider, { cache }, h(antd.ConfigProvider, { theme }, h('span'))));
  return writeDownAntdToken(cache as never);
}
