import path from 'node:path';
import type { Plugin, Rolldown } from 'vite';

/**
 * The public pages a phone opens cold, and the module of each (as `src/app/router/lazy-pages.ts`
 * imports it). Patterns are the client router's (`src/app/router/routes.tsx`).
 */
const PRELOADED_PAGES: Record<string, string> = {
  '/': 'src/pages/storefront/home-page.tsx',
  '/product': 'src/pages/storefront/product-list-page.tsx',
  '/product/:slug': 'src/pages/storefront/product-detail-page.tsx',
  '/shops/:slug': 'src/pages/storefront/shop-page.tsx',
  '/auction': 'src/pages/auction/auction-list-page.tsx',
  '/auction/:auctionID': 'src/pages/auction/auction-detail-page.tsx',
  '/exchange/list': 'src/pages/exchange/exchange-list-page.tsx',
};

/**
 * Writes `route-preloads.json`: for each page above, the files its first screen needs beyond what the
 * entry loads (the page's chunk and its static imports, their CSS). The server puts them in that
 * page's HTML as `<link rel=modulepreload>` / `<link rel=preload as=style>` (apps/server
 * plugins/web.ts), so a cold load fetches the page's code alongside the entry's instead of after the
 * entry has run and the router has matched (issue 13: the page's code, then its data, came one after
 * the other on a phone). The files are the ones the page would fetch anyway: nothing more is loaded.
 */
export function routePreloads(): Plugin {
  let root = '';
  return {
    name: 'cho-gundam-route-preloads',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((o): o is Rolldown.OutputChunk => o.type === 'chunk');
      const byFile = new Map(chunks.map((c) => [c.fileName, c]));
      const closure = (start: string[], into = new Set<string>()) => {
        for (const f of start) {
          if (into.has(f)) continue;
          into.add(f);
          closure(byFile.get(f)?.imports ?? [], into);
        }
        return into;
      };
      const entry = chunks.find((c) => c.isEntry);
      if (!entry) throw new Error('route-preloads: the build has no entry chunk');
      const loadedByEntry = closure([entry.fileName]);
      const routes = Object.entries(PRELOADED_PAGES).map(([route, page]) => {
        const id = path.join(root, page);
        const chunk = chunks.find((c) => c.facadeModuleId === id);
        // a page renamed or moved must be renamed here too: the build says so rather than preloading nothing
        if (!chunk) throw new Error(`route-preloads: no chunk for ${page} (route ${route})`);
        const files = [...closure([chunk.fileName])].filter((f) => !loadedByEntry.has(f));
        const css = files.flatMap((f) => [...(byFile.get(f)?.viteMetadata?.importedCss ?? [])]);
        return { route, scripts: files.map((f) => `/${f}`), styles: [...new Set(css)].map((f) => `/${f}`) };
      });
      this.emitFile({ type: 'asset', fileName: 'route-preloads.json', source: `${JSON.stringify(routes, null, 1)}\n` });
    },
  };
}
