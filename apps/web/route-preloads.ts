import path from 'node:path';
import type { Plugin, Rolldown } from 'vite';
import { antdStyleRenderer, antdStylesheetName, type AntdPiece } from './antd-first-screen';

/**
 * The public pages a phone opens cold: the module of each (as `src/app/router/lazy-pages.ts` imports
 * it), and the API requests its first screen makes for a visitor who is not signed in, in the exact
 * form the page asks for them (`:name` is the page's own parameter). Patterns are the client router's
 * (`src/app/router/routes.tsx`). A page whose requests change must change here too: the browser test
 * `e2e/specs/page-preloads.spec.ts` fails while the two differ. `antd` lists the antd components the
 * page's first screen renders on a phone (whose styles the build writes to a stylesheet the page's HTML
 * links, antd-first-screen.ts); `e2e/specs/first-screen-work.spec.ts` fails while one is missing.
 * `preview` is how the page draws its largest photo, which its HTML draws first when the server
 * knows the photo (`card`: a list's first card; `gallery`: a kit's or an auction's main photo;
 * apps/server plugins/first-screen-preview.ts).
 */
export const PRELOADED_PAGES: Record<string, { page: string; data: string[]; antd: AntdPiece[]; preview?: 'card' | 'gallery' }> = {
  '/': { page: 'src/pages/storefront/home-page.tsx', data: ['/api/v1/home'], antd: [], preview: 'card' },
  '/product': {
    page: 'src/pages/storefront/product-list-page.tsx',
    data: ['/api/v1/gundams?sort=newest&page=1&page_size=24', '/api/v1/grades', '/api/v1/series'],
    // none: the search box (list-search.tsx) and "Bộ lọc" (filter-button.tsx) are our own (issue 13)
    antd: [],
    preview: 'card',
  },
  '/product/:slug': {
    page: 'src/pages/storefront/product-detail-page.tsx',
    data: ['/api/v1/gundams/by-slug/:slug', '/api/v1/settings/public', '/api/v1/gundams/by-slug/:slug/related'],
    antd: ['Skeleton', 'Tag', 'Button', 'Avatar'],
    preview: 'gallery',
  },
  '/shops/:slug': {
    page: 'src/pages/storefront/shop-page.tsx',
    data: ['/api/v1/gundams?sort=newest&page=1&shop=:slug&page_size=24', '/api/v1/shops/:slug'],
    // no Button since the report button became our own (shared/ui/plain-button.tsx, twenty-sixth session)
    antd: ['Skeleton', 'Avatar'],
    preview: 'card',
  },
  '/auction': {
    page: 'src/pages/auction/auction-list-page.tsx',
    data: ['/api/v1/auctions?tab=live&page=1&page_size=24', '/api/v1/grades', '/api/v1/series'],
    // on a phone the grade, series and price fields wait behind "Bộ lọc" (auction-filters.tsx); the
    // search box and that button are our own (list-search.tsx, filter-button.tsx)
    antd: [],
    preview: 'card',
  },
  '/auction/:auctionID': {
    page: 'src/pages/auction/auction-detail-page.tsx',
    data: ['/api/v1/auctions/:auctionID', '/api/v1/auctions/:auctionID/bids?page=1&page_size=20'],
    // an auction that ended, or is about to, says so in an Alert
    antd: ['Skeleton', 'Tag', 'Button', 'Avatar', 'Alert'],
    preview: 'gallery',
  },
  '/exchange/list': {
    page: 'src/pages/exchange/exchange-list-page.tsx',
    data: ['/api/v1/exchange-posts?page=1&page_size=12', '/api/v1/grades', '/api/v1/series'],
    antd: ['Menu', 'Tooltip', 'Button', 'Select', 'Skeleton', 'Tag'],
  },
};

/**
 * Writes `route-preloads.json`: for each page above, the files its first screen needs beyond what the
 * entry loads (the page's chunk and its static imports, their CSS) and its data requests. The server
 * puts them in that page's HTML as `<link rel=modulepreload>` / `<link rel=preload as=style|fetch>`
 * (apps/server plugins/web.ts), so a cold load fetches the page's code and data alongside the entry's
 * instead of after the entry has run and the router has matched (issue 13: the page's code, then its
 * data, came one after the other on a phone). Nothing is loaded that the page would not fetch anyway.
 * With them, the stylesheet of the antd styles the page's first screen would otherwise make in the
 * browser (`antdStyles`, antd-first-screen.ts), which the server links as the head's first stylesheet.
 */
export function routePreloads(): Plugin {
  let root = '';
  let listed: { route: string; file: string }[] = [];
  return {
    name: 'cho-gundam-route-preloads',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    // after vite's own CSS pass (vite:css-post), which deletes the chunks that held only CSS and moves
    // their stylesheets to the chunks that imported them: read before it, a page's list could name a
    // script the build never writes (a grouped chunk of lazy-field.css did, in the twenty-fifth session)
    generateBundle: {
      order: 'post',
      async handler(_options, bundle) {
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
        const antdCss = await antdStyleRenderer(root);
        const stylesheets = new Map<string, string>();
        const routes = Object.entries(PRELOADED_PAGES).map(([route, { page, data, antd, preview }]) => {
          const id = path.join(root, page);
          const chunk = chunks.find((c) => c.facadeModuleId === id);
          // a page renamed or moved must be renamed here too: the build says so rather than preloading nothing
          if (!chunk) throw new Error(`route-preloads: no chunk for ${page} (route ${route})`);
          const files = [...closure([chunk.fileName])].filter((f) => !loadedByEntry.has(f));
          const css = files.flatMap((f) => [...(byFile.get(f)?.viteMetadata?.importedCss ?? [])]);
          const own = { route, scripts: files.map((f) => `/${f}`), styles: [...new Set(css)].map((f) => `/${f}`), data, preview };
          const antdStyles = antdCss(antd);
          if (!antdStyles) return own;
          const fileName = antdStylesheetName(antdStyles);
          stylesheets.set(fileName, antdStyles);
          return { ...own, antdStyles: `/${fileName}` };
        });
        listed = routes.flatMap((r) => [...r.scripts, ...r.styles].map((file) => ({ route: r.route, file })));
        for (const [fileName, source] of stylesheets) this.emitFile({ type: 'asset', fileName, source });
        this.emitFile({ type: 'asset', fileName: 'route-preloads.json', source: `${JSON.stringify(routes, null, 1)}\n` });
      },
    },
    // checked once every plugin has had its say on the bundle: a preload of a file that is not written
    // costs a phone a 404, and the page the file it needed
    writeBundle(_options, bundle) {
      const missing = listed.filter(({ file }) => !(file.slice(1) in bundle));
      if (missing.length)
        throw new Error(`route-preloads: listed files the build does not write: ${missing.map((m) => `${m.route} ${m.file}`).join(', ')}`);
    },
  };
}
