import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { antdTokenFile } from './antd-token-file';
import { antdWithoutUniqueTooltip } from './antd-without-unique-tooltip';
import { precompress } from './precompress';
import { chunkGroups, isPlanningPass, publicPageChunks } from './chunk-groups';
import { PRELOADED_PAGES, routePreloads } from './route-preloads';

/**
 * The pages a phone opens cold, whose small shared files the build groups (chunk-groups.ts): the
 * public pages, and sign-in, where every "Đăng nhập" link and guarded page sends a visitor. Keyed too,
 * sign-in loads none of the public pages' groups (measured when the grouping came: 329.9 KB gzip
 * instead of 342.7 when it was not keyed, 334.7 before any grouping). The account page and the shop
 * dashboard too: the pages a member and a seller open first, which the bundler otherwise cut into ~50
 * files, many under 0.5 KB (with them: 200.8 → 197.5 and 200.2 → 194.9 KB gzip). The moderator's and
 * admin's dashboards likewise, the staff's first pages (199.9 → 198.9 KB for the moderator's).
 */
const COLD_PAGES = [
  ...Object.values(PRELOADED_PAGES).map((p) => p.page),
  'src/pages/auth/login-page.tsx',
  'src/pages/member/account-page.tsx',
  'src/pages/shop/shop-dashboard-page.tsx',
  'src/pages/moderator/moderator-dashboard-page.tsx',
  'src/pages/admin/admin-dashboard-page.tsx',
];

export default defineConfig({
  root: path.resolve(import.meta.dirname),
  // precompress: .br and .gz copies of the text assets, served by content negotiation;
  // routePreloads: each public page's own files, listed for the server to preload in its HTML;
  // publicPageChunks: a first build plans how the public pages' small files are grouped (chunk-groups.ts);
  // antdTokenFile: antd's token for the app's theme, written down for the browser (src/app/antd-token.ts)
  plugins: [
    antdWithoutUniqueTooltip(),
    react(),
    ...(isPlanningPass() ? [] : [publicPageChunks(COLD_PAGES), routePreloads(), antdTokenFile(), precompress()]),
  ],
  resolve: { alias: { '@': path.resolve(import.meta.dirname, 'src') } },
  server: { port: 5173, proxy: { '/api': 'http://localhost:3000', '/uploads': 'http://localhost:3000', '/dev': 'http://localhost:3000' } },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    chunkSizeWarningLimit: 600,
    // every browser we serve supports <link rel=modulepreload>: no polyfill in the first load
    modulePreload: {
      polyfill: false,
      // The staff areas' pages (moderator, admin: their own chunks, named s-…) are not preloaded with
      // their dependencies from the entry: the list of those files would be carried by every visitor's
      // first load, for pages a shopper never opens. A staff page loads its imports when it opens.
      resolveDependencies: (filename: string, deps: string[]) => (/assets\/s-[^/]+\.js$/.test(filename) ? [] : deps),
    },
    rolldownOptions: {
      // The entry lists every lazy chunk's file for preloading (~250 names): chunks are named by
      // their hash alone (7 characters, the least the bundler takes for this many), which takes
      // ~2 KB gzip off the first load; the entry keeps its name.
      output: {
        // the shell (the entry's static imports) in one file, the public pages' small files grouped (chunk-groups.ts)
        codeSplitting: chunkGroups,
        chunkFileNames: (chunk: { facadeModuleId: string | null }) =>
          /\/src\/pages\/(moderator|admin)\//.test(chunk.facadeModuleId ?? '') ? 'assets/s-[hash:7].js' : 'assets/c-[hash:7].js',
        entryFileNames: 'assets/[name]-[hash:7].js',
        assetFileNames: 'assets/[name]-[hash:7][extname]',
      },
      treeshake: {
        // antd's form engine and its validator only register helpers on import; they are used by the
        // form pages' own chunks, so the first page need not carry them (−12 KB gzip on the home page).
        // The input package's index brings its TextArea (with its autosize measurer) to every page with
        // an antd Input; it declares no side effects, and has none (−3 KB gzip on sign-in and the account page)
        moduleSideEffects: (id: string) =>
          /node_modules\/(@rc-component\/form|async-validator|@rc-component\/input)\//.test(id) ? false : undefined,
      },
    },
  },
});
