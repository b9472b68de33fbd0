import { describe, expect, it } from 'vitest';
import { assertNoImportCycle, planGroups } from '../chunk-groups';

// a first build in miniature: an entry (the shell), three pages, shared files big and small
const chunk = (
  fileName: string,
  imports: string[],
  moduleIds: string[],
  size = 1000,
  extra: { isEntry?: boolean; facadeModuleId?: string; dynamicImports?: string[] } = {},
) => ({
  fileName,
  imports,
  moduleIds,
  size,
  isEntry: extra.isEntry ?? false,
  facadeModuleId: extra.facadeModuleId ?? null,
  dynamicImports: extra.dynamicImports ?? [],
});
const firstBuild = [
  chunk('shell.js', ['shell-part.js'], ['react', 'antd-core'], 500_000, { isEntry: true }),
  chunk('shell-part.js', [], ['router']),
  chunk('list.js', ['shell.js', 'a.js', 'b.js', 'big.js', 'c.js', 'api.js'], ['/app/list-page.tsx'], 4000, {
    facadeModuleId: '/app/list-page.tsx',
  }),
  chunk('kit.js', ['shell.js', 'a.js', 'b.js', 'c.js', 'api.js'], ['/app/kit-page.tsx'], 4000, { facadeModuleId: '/app/kit-page.tsx' }),
  chunk('cart.js', ['shell.js', 'a.js'], ['/app/cart-page.tsx'], 4000, { facadeModuleId: '/app/cart-page.tsx' }),
  chunk('a.js', ['shell.js'], ['button', 'wave']),
  chunk('b.js', ['shell-part.js'], ['tag']),
  chunk('big.js', ['shell.js'], ['select'], 60_000),
  chunk('c.js', ['a.js'], ['card']),
  // like c (both pages, depth 1), but it imports a big file of its own (an RTK Query API)
  chunk('api.js', ['shell.js', 'rtk.js'], ['board-api']),
  chunk('rtk.js', ['shell.js'], ['rtk-query'], 40_000),
];

describe('the public pages’ small files (chunk-groups.ts)', () => {
  const plan = planGroups(firstBuild, ['/app/list-page.tsx', '/app/kit-page.tsx']);

  it('groups the small files that the same public pages load, at the same depth', () => {
    // a and b: both pages, import only the shell → one group; c imports a → the next depth
    expect(plan.get('button')).toBe(plan.get('tag'));
    expect(plan.get('wave')).toBe(plan.get('button'));
    expect(plan.get('card')).toBeDefined();
    expect(plan.get('card')).not.toBe(plan.get('button'));
  });

  it('keeps a small file that imports a big one out of the group of files that do not', () => {
    // grouped with the card, it would make every page that needs the card load RTK Query too
    expect(plan.get('board-api')).toBeDefined();
    expect(plan.get('board-api')).not.toBe(plan.get('card'));
    expect(plan.has('rtk-query')).toBe(false);
  });

  it('leaves the shell, the pages themselves, big files and files no public page loads to the bundler', () => {
    for (const id of ['react', 'router', '/app/list-page.tsx', '/app/kit-page.tsx', '/app/cart-page.tsx', 'select'])
      expect(plan.has(id)).toBe(false);
  });

  it('names a public page it cannot find', () => {
    expect(() => planGroups(firstBuild, ['/app/gone-page.tsx'])).toThrow(/no chunk for \/app\/gone-page\.tsx/);
  });

  it('fails a build whose files import each other, and passes one whose imports point one way', () => {
    expect(() => assertNoImportCycle(firstBuild)).not.toThrow();
    expect(() =>
      assertNoImportCycle([
        { fileName: 'x.js', imports: ['y.js'] },
        { fileName: 'y.js', imports: ['z.js'] },
        { fileName: 'z.js', imports: ['x.js'] },
      ]),
    ).toThrow('files import each other: x.js → y.js → z.js → x.js');
  });
});

describe('a small file one public page loads at once and another only later, by import()', () => {
  // the exchange board draws a grade filter (stand-in) and an empty state at once; the product list
  // draws the same filter in a panel it loads later (issue 13)
  const build = [
    chunk('shell.js', [], ['react'], 500_000, { isEntry: true, dynamicImports: ['board.js', 'list.js'] }),
    chunk('board.js', ['shell.js', 'stand-in.js', 'empty.js'], ['/app/board-page.tsx'], 4000, { facadeModuleId: '/app/board-page.tsx' }),
    chunk('list.js', ['shell.js'], ['/app/list-page.tsx'], 4000, { facadeModuleId: '/app/list-page.tsx', dynamicImports: ['panel.js'] }),
    chunk('panel.js', ['shell.js', 'stand-in.js'], ['filter-panel']),
    chunk('stand-in.js', ['shell.js'], ['lazy-select']),
    chunk('empty.js', ['shell.js'], ['antd-empty']),
  ];
  const plan = planGroups(build, ['/app/board-page.tsx', '/app/list-page.tsx']);

  it('is not grouped with files only the first page loads, which the later load would bring along', () => {
    expect(plan.get('lazy-select')).toBeDefined();
    expect(plan.get('antd-empty')).toBeDefined();
    expect(plan.get('lazy-select')).not.toBe(plan.get('antd-empty'));
  });

  it('follows neither the shell’s import() of every page nor files no public page loads at once', () => {
    // the router's lazy pages are not "later loads" of each other; the panel itself stays the bundler's
    expect(plan.has('filter-panel')).toBe(false);
    expect(plan.has('/app/list-page.tsx')).toBe(false);
  });
});
