import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** Text files worth compressing; images and fonts are compressed already. */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;
/** Below this size the headers cost more than the bytes saved (the server's on-the-fly threshold too). */
const MIN_BYTES = 1024;

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((e) => (e.isDirectory() ? filesUnder(path.join(dir, e.name)) : Promise.resolve([path.join(dir, e.name)]))),
  );
  return nested.flat();
}

/**
 * Writes a Brotli (`.br`, quality 11) and a gzip (`.gz`, level 9) copy beside every text asset of
 * the build, at build time, so the server hands them out by content negotiation
 * (`@fastify/static` `preCompressed`) without compressing anything per request. A copy that would
 * not be smaller than the file is not written (the plain file is then served).
 */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'cho-gundam-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const files = (await filesUnder(outDir)).filter((f) => COMPRESSIBLE.test(f));
      await Promise.all(
        files.map(async (file) => {
          if ((await stat(file)).size < MIN_BYTES) return;
          const plain = await readFile(file);
          const [br, gzipped] = await Promise.all([
            brotli(plain, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
                [constants.BROTLI_PARAM_SIZE_HINT]: plain.length,
              },
            }),
            gz(plain, { level: 9 }),
          ]);
          if (br.length < plain.length) await writeFile(`${file}.br`, br);
          if (gzipped.length < plain.length) await writeFile(`${file}.gz`, gzipped);
        }),
      );
    },
  };
}
