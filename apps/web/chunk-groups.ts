import type { Rolldown } from 'vite';

/**
 * How the build cuts the app into files (issue 13). Left to itself the bundler gave every set of
 * pages that shares some modules a file of its own, the shell included: everything the entry imports
 * statically (React, the router, the store, antd's core, the layout) came in twenty files, though
 * every page loads all of them at once. Over HTTP/1.1 a browser fetches six files at a time from one
 * server, so on mobile data each extra file is another round trip before the page can paint.
 * The shell is now one file (−18 requests on every cold load, and 1–5 KB less gzip: one file
 * compresses better than twenty).
 *
 * Tried and left (measured in docs/architecture.md): folding every small shared file into its
 * importers (`experimentalInlineCommonChunks`) cut a kit list from 60 to 9 files and raised its
 * Lighthouse score, but it needs `strictExecutionOrder`, whose wrappers added 15–65 KB gzip to the
 * signed-in pages.
 */
export const chunkGroups: Rolldown.CodeSplittingOptions = {
  groups: [{ name: 'shell', tags: ['$initial'] }],
};
