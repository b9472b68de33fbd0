import { DeleteObjectCommand, GetObjectCommand, NoSuchKey, PutObjectCommand, S3Client, S3ServiceException } from '@aws-sdk/client-s3';
import type { Readable } from 'node:stream';
import type { Config } from '../config.js';
import { contentTypeOf, isValidKey, uploadUrls, UPLOADS_PREFIX, type ReadableStorage } from './storage.js';

export interface S3Storage extends ReadableStorage {
  readonly kind: 's3';
  readonly client: S3Client;
  readonly bucket: string;
}

/**
 * Uploads in an S3-compatible bucket (AWS S3, MinIO, Cloudflare R2…), shared by every server process.
 * Objects are written with a one-year immutable cache, as their keys are content-addressed. With a
 * public URL (`S3_PUBLIC_URL`, the bucket or a CDN in front of it) image URLs point there; without
 * one, this server streams the objects at `/uploads/*`, so a private bucket works too.
 */
export function s3Storage(s3: NonNullable<Config['s3']>, opts: { publicUrl?: string } = {}): S3Storage {
  const client = new S3Client({
    endpoint: s3.endpoint,
    region: s3.region,
    forcePathStyle: s3.forcePathStyle,
    credentials: { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey },
    // checksums only where the API requires them: self-hosted servers do not all read the newer
    // CRC headers, and the bytes are content-addressed anyway
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const checked = (key: string) => {
    if (!isValidKey(key)) throw new Error(`invalid storage key: ${key}`);
    return key;
  };
  // the bucket's own URL first; else PUBLIC_URL's /uploads (this server streams them); else a path
  const base = s3.publicUrl ?? (opts.publicUrl ? `${opts.publicUrl}${UPLOADS_PREFIX.slice(0, -1)}` : undefined);
  return {
    kind: 's3',
    client,
    bucket: s3.bucket,
    async put(key, body, contentType) {
      await client.send(
        new PutObjectCommand({
          Bucket: s3.bucket,
          Key: checked(key),
          Body: body,
          ContentType: contentType,
          ContentLength: body.length,
          CacheControl: 'public, max-age=31536000, immutable',
        }),
      );
    },
    async delete(key) {
      // S3 answers 204 for a key that does not exist: deleting twice is fine
      await client.send(new DeleteObjectCommand({ Bucket: s3.bucket, Key: checked(key) }));
    },
    ...uploadUrls(base),
    close: () => client.destroy(),
    async read(key) {
      if (!isValidKey(key)) return null;
      try {
        const out = await client.send(new GetObjectCommand({ Bucket: s3.bucket, Key: key }));
        if (!out.Body) return null;
        return { stream: out.Body as Readable, size: Number(out.ContentLength ?? 0), contentType: out.ContentType ?? contentTypeOf(key) };
      } catch (err) {
        if (err instanceof NoSuchKey || (err instanceof S3ServiceException && err.$metadata.httpStatusCode === 404)) return null;
        throw err;
      }
    },
  };
}
