import { createReadStream } from 'node:fs';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { randomToken } from '../lib/ids.js';
import { notFound } from '../lib/errors.js';

/**
 * Where uploaded files live. Keys are content-addressed (e.g. `avatars/<userId>/<sha256-16>.webp`),
 * so a key's bytes never change and the files can be cached forever. The local-disk adapter is the
 * default; `s3-storage.ts` implements the same interface on an S3-compatible bucket, so several
 * server processes or machines share one set of uploads.
 */
export interface Storage {
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** deleting a key that does not exist is not an error */
  delete(key: string): Promise<void>;
  /** the public URL of a key */
  url(key: string): string;
  /** the key behind a URL this storage produced, or null for any other URL (e.g. a Google avatar) */
  keyFromUrl(url: string): string | null;
}

/** A storage this server can stream back at `/uploads/*` (the disk, or a bucket without a public URL). */
export interface ReadableStorage extends Storage {
  read(key: string): Promise<{ stream: Readable; size: number; contentType: string } | null>;
  /** lets go of connections when the app closes */
  close?(): void;
}

export interface LocalDiskStorage extends ReadableStorage {
  readonly kind: 'local';
  readonly root: string;
}

/** lower-case path segments of letters, digits, `-` and `_`, then one extension: no `..`, no absolute paths */
const KEY_PATTERN = /^[a-z0-9_-]+(?:\/[a-z0-9_-]+)*\.[a-z0-9]{2,5}$/i;
export const isValidKey = (key: string) => key.length <= 300 && KEY_PATTERN.test(key);

const CONTENT_TYPES: Record<string, string> = {
  webp: 'image/webp',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
};
export const contentTypeOf = (key: string) =>
  CONTENT_TYPES[key.slice(key.lastIndexOf('.') + 1).toLowerCase()] ?? 'application/octet-stream';

export const UPLOADS_PREFIX = '/uploads/';

/**
 * The URL of a key, and back. `base` (PUBLIC_URL, a CDN, or a bucket's public URL) makes the URLs
 * absolute, which a separate web or mobile client needs; URLs written before it was set (paths
 * under `/uploads/`) are still recognised, so old photos can be deleted after the switch.
 */
export function uploadUrls(base: string | undefined) {
  const prefixes = [...(base ? [`${base}/`] : []), UPLOADS_PREFIX];
  return {
    url: (key: string) => (base ? `${base}/${key}` : `${UPLOADS_PREFIX}${key}`),
    keyFromUrl(url: string): string | null {
      const prefix = prefixes.find((p) => url.startsWith(p));
      if (!prefix) return null;
      const key = url.slice(prefix.length);
      return isValidKey(key) ? key : null;
    },
  };
}

/** `publicBase`: PUBLIC_URL's `/uploads` (e.g. `https://cdn.chogundam.vn/uploads`), or unset for paths. */
export function localDiskStorage(root: string, publicBase?: string): LocalDiskStorage {
  const resolvedRoot = path.resolve(root);
  const fileOf = (key: string) => {
    if (!isValidKey(key)) throw new Error(`invalid storage key: ${key}`);
    const file = path.resolve(resolvedRoot, key);
    if (!file.startsWith(resolvedRoot + path.sep)) throw new Error(`invalid storage key: ${key}`);
    return file;
  };
  return {
    kind: 'local',
    root: resolvedRoot,
    async put(key, body) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      // write then rename: a reader never sees half a file
      const tmp = `${file}.${randomToken(6)}.tmp`;
      await writeFile(tmp, body);
      await rename(tmp, file);
    },
    async delete(key) {
      await rm(fileOf(key), { force: true });
    },
    ...uploadUrls(publicBase),
    async read(key) {
      if (!isValidKey(key)) return null;
      const file = fileOf(key);
      try {
        const s = await stat(file);
        if (!s.isFile()) return null;
        return { stream: createReadStream(file), size: s.size, contentType: contentTypeOf(key) };
      } catch {
        return null;
      }
    },
  };
}

/** `GET /uploads/*`: files from the storage, cached for a year (their keys are content-addressed). */
export function registerUploadRoutes(app: FastifyInstance, storage: ReadableStorage) {
  app.get('/uploads/*', { schema: { hide: true } }, async (req, reply) => {
    const key = (req.params as { '*': string })['*'];
    const file = await storage.read(key);
    if (!file) throw notFound('Không tìm thấy tệp');
    return (
      reply
        .header('content-type', file.contentType)
        .header('content-length', file.size)
        .header('cache-control', 'public, max-age=31536000, immutable')
        // kit photos are public: a separate web client (CORS_ORIGINS) may show them in its pages
        .header('cross-origin-resource-policy', 'cross-origin')
        .send(file.stream)
    );
  });
}
