/**
 * The project's import boundaries (docs/decisions/0005-module-boundaries.md), one ESLint rule:
 *
 * Server (apps/server/src):
 * - a module (modules/<name>/) reaches another module only through its index.ts; the one exception
 *   is a Drizzle table file (*.schema.ts) naming another module's table (*.schema.ts) as a foreign key;
 * - modules never import db/schema.ts (the barrel drizzle-kit reads): tables come from their module's index
 *   (tests may: they assert on the database as a whole);
 * - lib/ is the floor: it imports no module, plugin, integration or app file;
 * - integrations/ (mail, carrier, payment, storage…) import no module.
 *
 * Web (apps/web/src):
 * - a feature (features/<name>/) never imports another feature, app/ or pages/;
 * - shared/ imports none of features/, app/, pages/;
 * - pages and app/ compose features.
 */
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const SERVER = path.join(root, 'apps/server/src') + path.sep;
const WEB = path.join(root, 'apps/web/src') + path.sep;

/** The import's target as a path under the repository (no extension), or null for packages. */
function resolveTarget(importer, source) {
  let abs;
  if (source.startsWith('.')) abs = path.resolve(path.dirname(importer), source);
  else if (source.startsWith('@/') && importer.startsWith(WEB)) abs = path.join(WEB, source.slice(2));
  else return null;
  return abs.replace(/\.(js|jsx|ts|tsx|mjs|css)$/, '');
}

/** [area, name, rest] for a path under one of the two apps, e.g. ['modules', 'orders', 'orders.service']. */
function placeOf(file, base) {
  if (!file.startsWith(base)) return null;
  const parts = file.slice(base.length).split(path.sep);
  return { area: parts[0], name: parts.length > 2 ? parts[1] : null, rest: parts.slice(2).join('/'), parts };
}

const isSchemaFile = (p) => /\.schema(\.ts)?$/.test(p);
const isIndex = (rest) => rest === '' || rest === 'index' || rest === 'index.ts';

function serverViolation(importer, target) {
  const from = placeOf(importer, SERVER);
  const to = placeOf(target, SERVER);
  if (!from || !to) return null;
  if (from.area === 'modules' && to.area === 'modules' && from.name !== to.name) {
    if (isIndex(to.rest)) return null;
    if (isSchemaFile(importer.replace(/\.ts$/, '')) && isSchemaFile(target)) return null;
    return `module "${from.name}" reaches into "${to.name}/${to.rest}": import it from modules/${to.name}/index.ts`;
  }
  if (from.area === 'modules' && to.area === 'db' && to.parts[1] === 'schema' && !/\.test\.tsx?$/.test(importer)) {
    return "modules take tables from the owning module's index.ts, not from db/schema.ts";
  }
  if (
    from.area === 'lib' &&
    ['modules', 'plugins', 'integrations', 'app', 'composition', 'server'].includes(to.area.replace(/\.ts$/, ''))
  ) {
    return `lib/ is the floor: it must not import ${to.area}/`;
  }
  if (from.area === 'integrations' && to.area === 'modules') {
    return 'integrations/ must not import modules/: pass what they need in, or keep their own tables beside them';
  }
  return null;
}

function webViolation(importer, target) {
  const from = placeOf(importer, WEB);
  const to = placeOf(target, WEB);
  if (!from || !to) return null;
  if (from.area === 'features') {
    if (to.area === 'features' && to.parts[1] !== from.parts[1]) {
      return `feature "${from.parts[1]}" imports feature "${to.parts[1]}": features never import each other; compose them in a page or in app/`;
    }
    if (to.area === 'app' || to.area === 'pages')
      return `feature "${from.parts[1]}" imports ${to.area}/: features never import app/ or pages/`;
  }
  if (from.area === 'shared' && ['features', 'app', 'pages'].includes(to.area)) {
    return `shared/ imports ${to.area}/: shared code may not depend on features, pages or app`;
  }
  return null;
}

const rule = {
  meta: {
    type: 'problem',
    docs: { description: 'module and feature boundaries (docs/decisions/0005-module-boundaries.md)' },
    schema: [],
  },
  create(context) {
    const importer = context.filename;
    const check = (node, source) => {
      if (typeof source !== 'string') return;
      const target = resolveTarget(importer, source);
      if (!target) return;
      const message = serverViolation(importer, target) ?? webViolation(importer, target);
      if (message) context.report({ node, message });
    };
    return {
      ImportDeclaration: (node) => check(node, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value),
    };
  },
};

import noCycle from './cycles.js';

export default { rules: { boundaries: rule, 'no-cycle': noCycle } };
