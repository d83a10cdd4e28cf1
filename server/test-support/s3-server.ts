import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import type { S3PictureSettings } from '../lib/storage/picture-storage-s3';

/** What the tests use of s3rver, which ships no types of its own. */
interface S3rverServer {
  run(): Promise<AddressInfo>;
  close(): Promise<void>;
}
type S3rverClass = new (options: {
  address: string;
  port: number;
  directory: string;
  silent: boolean;
  configureBuckets: { name: string }[];
}) => S3rverServer;
const S3rver = createRequire(import.meta.url)('@20minutes/s3rver') as S3rverClass;

/** s3rver's one account: it checks every request's SigV4 signature against it, as S3 does. */
const ACCESS_KEY = 'S3RVER';

/** A real S3-compatible server for one test file, listening on loopback. */
export interface TestS3 {
  bucket: string;
  endpoint: string;
  /** The settings server/config.ts would read from `env`. */
  settings: S3PictureSettings;
  /** The S3_* variables a spawned server is started with. */
  env: Record<string, string>;
  close(): Promise<void>;
}

/**
 * Starts s3rver (@20minutes/s3rver, the maintained fork of s3rver) in this process on a free port,
 * its objects in a temporary folder, with one empty bucket.
 * Decision: s3rver rather than MinIO, which neither npm nor Debian carries as a server: it speaks
 * the S3 REST protocol over HTTP with SigV4 signatures, so the adapter's real SDK client, request
 * signing, XML errors and streaming bodies are all exercised.
 */
export async function startTestS3(bucket = 'pasar-pictures'): Promise<TestS3> {
  const directory = await mkdtemp(path.join(os.tmpdir(), 'pasar-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    directory,
    silent: true,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    bucket,
    endpoint,
    settings: {
      bucket,
      prefix: 'avatars/',
      endpoint,
      region: 'auto',
      forcePathStyle: true,
      credentials: { accessKeyId: ACCESS_KEY, secretAccessKey: ACCESS_KEY },
    },
    env: {
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_ACCESS_KEY_ID: ACCESS_KEY,
      S3_SECRET_ACCESS_KEY: ACCESS_KEY,
      S3_FORCE_PATH_STYLE: '1',
    },
    async close() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
