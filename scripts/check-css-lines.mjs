#!/usr/bin/env node
/** Part of `npm run lint`: every stylesheet of the web app stays under 300 lines, as ESLint's max-lines holds the code. */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const MAX = 300;
const root = path.resolve(import.meta.dirname, '../apps/web/src');
const tooLong = readdirSync(root, { recursive: true })
  .filter((f) => f.endsWith('.css'))
  .map((f) => ({ f, lines: readFileSync(path.join(root, f), 'utf8').split('\n').length - 1 }))
  .filter(({ lines }) => lines > MAX);
for (const { f, lines } of tooLong) console.error(`apps/web/src/${f}: ${lines} dòng, tối đa ${MAX}: hãy tách theo phần của màn hình`);
process.exit(tooLong.length ? 1 : 0);
