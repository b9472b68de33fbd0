import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './precompress';

export default defineConfig({
  root: path.resolve(import.meta.dirname),
  // precompress: .br and .gz copies of the text assets, served by content negotiation
  plugins: [react(), precompress()],
  resolve: { alias: { '@': path.resolve(import.meta.dirname, 'src') } },
  server: { port: 5173, proxy: { '/api': 'http://localhost:3000', '/uploads': 'http://localhost:3000', '/dev': 'http://localhost:3000' } },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    chunkSizeWarningLimit: 600,
    // every browser we serve supports <link rel=modulepreload>: no polyfill in the first load
    modulePreload: { polyfill: false },
    rolldownOptions: {
      // The entry lists every lazy chunk's file for preloading (~250 names): chunks are named by
      // their hash alone (7 characters, the least the bundler takes for this many), which takes
      // ~2 KB gzip off the first load; the entry keeps its name.
      output: {
        chunkFileNames: 'assets/c-[hash:7].js',
        entryFileNames: 'assets/[name]-[hash:7].js',
        assetFileNames: 'assets/[name]-[hash:7][extname]',
      },
      treeshake: {
        // antd's form engine and its validator only register helpers on import; they are used by the
        // form pages' own chunks, so the first page need not carry them (−12 KB gzip on the home page)
        moduleSideEffects: (id: string) => (/node_modules\/(@rc-component\/form|async-validator)\//.test(id) ? false : undefined),
      },
    },
  },
});
