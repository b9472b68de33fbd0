/**
 * `local/no-cycle`: no file may import, directly or through other files, a file that imports it
 * back (docs/decisions/0005-module-boundaries.md). Type-only imports count too: a loop through
 * types is still two pieces of code that cannot be understood, moved or tested apart.
 *
 * The import graph of the two apps is read once per lint run from the files themselves (static
 * `import … from`, `export … from` and `import('…')`), resolving relative paths and the web's `@/`
 * alias the way TypeScript does (`.js` → `.ts`, `dir` → `dir/index.ts`). Written here rather than
 * taken from eslint-plugin-import-x because that plugin's resolver needs a native binary our
 * registry mirror does not carry for every platform (npm ci refuses a lock file without them).
 */
import { readFileSync, readdirSync, statSync, existsSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const SOURCE_ROOTS = ['apps/server/src', 'apps/web/src'].map((p) => path.join(root, p));
const WEB = path.join(root, 'apps/web/src');
const EXTENSIONS = ['.ts', '.tsx', '.js', '.mjs'];
const SPECIFIER = /(?:import|export)\s[^'";]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)|import\s+['"]([^'"]+)['"]/g;

function walk(dir, out) {
  for (const name of readdirSync(dir)) {
    if (name === 'node_modules' || name === 'dist') continue;
    const p = path.join(dir, name);
    if (statSync(p).isDirectory()) walk(p, out);
    else if (/\.(ts|tsx)$/.test(name) && !/\.d\.ts$/.test(name)) out.push(p);
  }
  return out;
}

function resolve(from, spec) {
  let base;
  if (spec.startsWith('.')) base = path.resolve(path.dirname(from), spec);
  else if (spec.startsWith('@/') && from.startsWith(WEB)) base = path.join(WEB, spec.slice(2));
  else return null;
  const stem = base.replace(/\.(js|jsx|mjs)$/, '');
  const candidates = [base, ...EXTENSIONS.map((e) => stem + e), ...EXTENSIONS.map((e) => path.join(stem, 'index' + e))];
  for (const c of candidates) if (/\.(ts|tsx)$/.test(c) && existsSync(c) && statSync(c).isFile()) return c;
  return null;
}

let graph = null;
function buildGraph() {
  const files = SOURCE_ROOTS.flatMap((r) => walk(r, []));
  const g = new Map();
  for (const f of files) {
    const text = readFileSync(f, 'utf8');
    const deps = new Set();
    for (const m of text.matchAll(SPECIFIER)) {
      const target = resolve(f, m[1] ?? m[2] ?? m[3]);
      if (target) deps.add(target);
    }
    g.set(f, deps);
  }
  return g;
}

/** The shortest path from `start` back to `goal`, or null. */
function pathBack(g, start, goal) {
  const prev = new Map([[start, null]]);
  const queue = [start];
  while (queue.length) {
    const node = queue.shift();
    if (node === goal) {
      const out = [];
      for (let n = node; n !== null; n = prev.get(n)) out.unshift(n);
      return out;
    }
    for (const next of g.get(node) ?? []) {
      if (!prev.has(next)) {
        prev.set(next, node);
        queue.push(next);
      }
    }
  }
  return null;
}

const rule = {
  meta: { type: 'problem', docs: { description: 'no import cycles (docs/decisions/0005-module-boundaries.md)' }, schema: [] },
  create(context) {
    const file = context.filename;
    if (!SOURCE_ROOTS.some((r) => file.startsWith(r + path.sep))) return {};
    graph ??= buildGraph();
    const check = (node, spec) => {
      if (typeof spec !== 'string') return;
      const target = resolve(file, spec);
      if (!target || target === file) return;
      const loop = pathBack(graph, target, file);
      if (loop) {
        const shown = [file, ...loop].map((p) => path.relative(root, p)).join(' → ');
        context.report({ node, message: `import cycle: ${shown}` });
      }
    };
    return {
      ImportDeclaration: (node) => check(node, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value),
    };
  },
};

export default rule;
