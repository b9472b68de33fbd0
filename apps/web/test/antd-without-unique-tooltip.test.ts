import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { antdWithoutUniqueTooltip } from '../antd-without-unique-tooltip';

const antdEs = path.join(path.dirname(createRequire(import.meta.url).resolve('antd/package.json')), 'es');
const configProvider = path.join(antdEs, 'config-provider', 'index.js');

type Hook = (this: unknown, ...args: unknown[]) => unknown;
const plugin = antdWithoutUniqueTooltip();
const resolveId = (source: string, importer?: string) => (plugin.resolveId as Hook).call({}, source, importer, {});
const load = (id: string) => (plugin.load as Hook).call({}, id) as string | null;

describe("antd's ConfigProvider without its shared-tooltip provider (antd-without-unique-tooltip.ts)", () => {
  it('still rests on what antd does: the provider is imported by that path and rendered only for tooltip.unique', () => {
    // a new antd that renders it otherwise makes the substitution wrong: this fails first
    const source = readFileSync(configProvider, 'utf8');
    expect(source).toContain("import UniqueProvider from '../tooltip/UniqueProvider';");
    // the import (its name and its path) and one render, under tooltip.unique
    expect(source.match(/UniqueProvider/g)).toHaveLength(3);
    expect(source).toMatch(
      /if \(tooltip\?\.unique\) \{\s*childNode = \/\*#__PURE__\*\/React\.createElement\(UniqueProvider, null, childNode\);/,
    );
  });

  it('replaces that one import, for ConfigProvider only', () => {
    const stub = resolveId('../tooltip/UniqueProvider', configProvider);
    expect(stub).toEqual(expect.any(String));
    expect(load(stub as string)).toContain('({ children }) => children');
    // the tooltip itself keeps antd's provider
    expect(resolveId('./UniqueProvider', path.join(antdEs, 'tooltip', 'index.js'))).toBeNull();
    expect(resolveId('../tooltip/UniqueProvider', path.join(antdEs, 'button', 'index.js'))).toBeNull();
    expect(load('/some/other/module.js')).toBeNull();
  });

  it('is safe because the app never asks for tooltip.unique', () => {
    // every source file of the app: a ConfigProvider (or theme) anywhere that sets `unique` would need antd's provider
    const src = path.join(import.meta.dirname, '..', 'src');
    const files = readdirSync(src, { recursive: true, encoding: 'utf8' }).filter((f) => /\.tsx?$/.test(f));
    expect(files).toContain(path.join('app', 'providers.tsx'));
    for (const file of files) expect(readFileSync(path.join(src, file), 'utf8'), file).not.toMatch(/\bunique\s*[:=]/);
  });
});
