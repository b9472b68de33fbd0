import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';

/**
 * A local S3-compatible server (s3rver, from npm) on 127.0.0.1 for the S3 adapter's tests: it speaks
 * the S3 REST protocol and checks AWS Signature V4 with its fixed key pair, keeping objects in a
 * temporary directory. Buckets are path-style (`<url>/<bucket>/<key>`), as MinIO is usually run.
 */
export interface LocalS3 {
  url: string;
  bucket: string;
  /** the S3_* variables that point the server at this bucket */
  env: Record<string, string>;
  close(): Promise<void>;
}

interface S3rverInstance {
  run(): Promise<{ port: number }>;
  close(): Promise<void>;
}
const require = createRequire(import.meta.url);
const S3rver = require('s3rver') as new (options: Record<string, unknown>) => S3rverInstance;

export async function startLocalS3(bucket = 'cho-gundam-test'): Promise<LocalS3> {
  const directory = mkdtempSync(path.join(os.tmpdir(), 'cg-s3-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: bucket }] });
  const { port } = await server.run();
  const url = `http://127.0.0.1:${port}`;
  return {
    url,
    bucket,
    env: { S3_ENDPOINT: url, S3_BUCKET: bucket, S3_ACCESS_KEY_ID: 'S3RVER', S3_SECRET_ACCESS_KEY: 'S3RVER', S3_REGION: 'us-east-1' },
    async close() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
