import path from 'node:path';
import { build, type Plugin, type Rolldown } from 'vite';

/**
 * How the build cuts the app into files (issue 13). Over HTTP/1.1 a browser fetches six files at a
 * time from one server, so on mobile data every file a page needs is another round trip before it can
 * paint. Left to itself the bundler gives every set of pages that shares some modules a file of its
 * own: 58 files for a cold load of the kit list, most of them under 2 KB.
 *
 * - The shell (everything the entry imports statically: React, the router, the store, antd's core,
 *   the layout) is one file, since every page loads all of it at once.
 * - The small shared files of the pages a phone opens cold are folded together (`publicPageChunks`
 *   below): files up to 6 KB that the same set of those pages loads become one file. The kit list
 *   then loads 45 files instead of 58 (figures in docs/architecture.md).
 *
 * Tried and left (measured in docs/architecture.md): folding every small shared file into its
 * importers (`experimentalInlineCommonChunks`) needs `strictExecutionOrder`, whose wrappers added
 * 15–65 KB gzip to the signed-in pages; the bundler's own merging of small groups
 * (`entriesAwareMergeThreshold`) put 570–870 KB into every page.
 */

/** A shared file of the first build up to this size (minified bytes) joins its public pages' group. */
const SMALL_FILE = 6000;
/** Set while the first build runs, so that build splits the bundler's own way. */
const PLAN_PASS = 'CHO_GUNDAM_CHUNK_PLAN_PASS';

/** Module id → the group it goes to; filled by `publicPageChunks` before the real build starts. */
const plan = new Map<string, string>();

export const chunkGroups: Rolldown.CodeSplittingOptions = {
  groups: [
    { name: 'shell', tags: ['$initial'] },
    {
      debugName: 'public-page-groups',
      name: (id: string) => plan.get(id) ?? null,
      test: (id: string) => plan.has(id),
      // exactly the planned modules: pulling in their dependencies would move bigger files in as well
      includeDependenciesRecursively: false,
    },
  ],
};

/** True while the first (planning) build runs: vite.config leaves out the plugins that write files. */
export const isPlanningPass = () => process.env[PLAN_PASS] === '1';

interface ChunkInfo {
  fileName: string;
  isEntry: boolean;
  facadeModuleId: string | null;
  imports: string[];
  /** the files its `import()`s load (a lazily loaded panel, a field's code on first use) */
  dynamicImports?: string[];
  moduleIds: string[];
  size: number;
}

function importClosure(byFile: Map<string, ChunkInfo>, start: string, into = new Set<string>()) {
  if (into.has(start)) return into;
  into.add(start);
  for (const f of byFile.get(start)?.imports ?? []) importClosure(byFile, f, into);
  return into;
}

/**
 * The plan, from the first build's files: each small file that public pages load (beyond the shell)
 * is keyed by the set of those pages and by its depth in the import graph (0 = imports only the
 * shell; n = imports files of depth < n). Files with one key become one group. Keying by depth keeps
 * the groups' imports pointing one way, so no two files import each other (checked after the build:
 * `assertNoImportCycle`).
 *
 * The key also holds the public pages that load the file only later, by `import()` (a filter panel
 * drawn when it comes on screen, a field's code on its first use): keyed only by the pages that load
 * it at once, a file that one page loads at once and another in a lazy panel would bring its
 * group-mates to that panel (issue 13: the grade filter's light stand-in, grouped with antd's Empty
 * for the exchange board, put Empty and antd's portal on `/product`'s filter panel).
 */
export function planGroups(chunks: ChunkInfo[], pageIds: string[]) {
  const byFile = new Map(chunks.map((c) => [c.fileName, c]));
  const entry = chunks.find((c) => c.isEntry);
  if (!entry) throw new Error('chunk-groups: the first build has no entry chunk');
  const shell = importClosure(byFile, entry.fileName);
  const depth = new Map<string, number>();
  const depthOf = (f: string): number => {
    if (shell.has(f)) return -1;
    let d = depth.get(f);
    if (d !== undefined) return d;
    d = 0;
    for (const i of byFile.get(f)?.imports ?? []) d = Math.max(d, depthOf(i) + 1);
    depth.set(f, d);
    return d;
  };
  const pagesOf = new Map<string, number[]>();
  const laterOf = new Map<string, number[]>();
  pageIds.forEach((id, n) => {
    const page = chunks.find((c) => c.facadeModuleId === id);
    if (!page) throw new Error(`chunk-groups: no chunk for ${id}`);
    const now = importClosure(byFile, page.fileName);
    for (const f of now) {
      if (shell.has(f) || f === page.fileName) continue;
      pagesOf.set(f, [...(pagesOf.get(f) ?? []), n]);
    }
    // what the page loads later, by import() (and what those load in turn), but not through the shell,
    // whose router loads every page that way
    const later = new Set<string>();
    const visit = (f: string) => {
      for (const g of importClosure(byFile, f)) {
        if (shell.has(g)) continue;
        for (const d of byFile.get(g)?.dynamicImports ?? []) {
          if (shell.has(d) || later.has(d)) continue;
          later.add(d);
          visit(d);
        }
      }
    };
    visit(page.fileName);
    const laterFiles = new Set<string>();
    for (const d of later) for (const g of importClosure(byFile, d)) if (!shell.has(g) && !now.has(g)) laterFiles.add(g);
    for (const f of laterFiles) laterOf.set(f, [...(laterOf.get(f) ?? []), n]);
  });
  // the files a small file imports that stay files of their own (big ones): files join a group only
  // with files that import the same ones, so a page that loads the group for one of its files is
  // never made to load a big file only another member needed (issue 13: a kit thumbnail grouped with
  // the exchange board's API put RTK Query's 13.5 KB on /cart)
  const bigImports = (f: string) =>
    byFile
      .get(f)!
      .imports.filter((i) => !shell.has(i) && (byFile.get(i)?.size ?? 0) > SMALL_FILE)
      .map((i) => bigIndex(i))
      .sort((a, b) => a - b);
  const bigIds = new Map<string, number>();
  const bigIndex = (f: string) => bigIds.get(f) ?? (bigIds.set(f, bigIds.size), bigIds.size - 1);
  const groups = new Map<string, string>();
  for (const [f, pages] of pagesOf) {
    const chunk = byFile.get(f)!;
    if (chunk.size > SMALL_FILE) continue;
    const big = bigImports(f);
    const later = laterOf.get(f) ?? [];
    const key = `p${pages.join('-')}${later.length ? `l${later.join('-')}` : ''}d${depthOf(f)}${big.length ? `b${big.join('-')}` : ''}`;
    for (const id of chunk.moduleIds) groups.set(id, key);
  }
  return groups;
}

/** Fails the build if two output files import each other (a module could then run before one it needs). */
export function assertNoImportCycle(chunks: { fileName: string; imports: string[] }[]) {
  const byFile = new Map(chunks.map((c) => [c.fileName, c]));
  const state = new Map<string, 'open' | 'done'>();
  const visit = (f: string, trail: string[]) => {
    state.set(f, 'open');
    for (const i of byFile.get(f)?.imports ?? []) {
      if (state.get(i) === 'open') throw new Error(`chunk-groups: files import each other: ${[...trail, f, i].join(' → ')}`);
      if (!state.has(i)) visit(i, [...trail, f]);
    }
    state.set(f, 'done');
  };
  for (const c of chunks) if (!state.has(c.fileName)) visit(c.fileName, []);
}

/**
 * Two builds: the first (not written) shows which files the bundler would make and which public
 * page loads which; the plan from it (`planGroups`) then steers the real build's groups.
 * `pages` are the cold pages' modules, relative to the web app's root.
 */
export function publicPageChunks(pages: string[]): Plugin {
  return {
    name: 'cho-gundam-public-page-chunks',
    apply: 'build',
    async configResolved(config) {
      if (isPlanningPass()) return;
      process.env[PLAN_PASS] = '1';
      try {
        const out = await build({ configFile: config.configFile, root: config.root, logLevel: 'silent', build: { write: false } });
        const outputs = (Array.isArray(out) ? out : [out]) as Rolldown.RolldownOutput[];
        const chunks = outputs
          .flatMap((o) => o.output)
          .filter((o): o is Rolldown.OutputChunk => o.type === 'chunk')
          .map((c) => ({ ...c, size: c.code.length }));
        plan.clear();
        for (const [id, group] of planGroups(
          chunks,
          pages.map((p) => path.join(config.root, p)),
        ))
          plan.set(id, group);
      } finally {
        delete process.env[PLAN_PASS];
      }
    },
    generateBundle(_options, bundle) {
      assertNoImportCycle(Object.values(bundle).filter((o): o is Rolldown.OutputChunk => o.type === 'chunk'));
    },
  };
}
