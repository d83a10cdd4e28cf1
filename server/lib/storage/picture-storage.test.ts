import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { GetObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  FilePictureStorage,
  MemoryPictureStorage,
  PictureKeyTaken,
  type PictureStorage,
} from './picture-storage';
import { S3PictureStorage } from './picture-storage-s3';
import { pictureStorageFromConfig } from '../../adapters-from-env';
import { readConfig } from '../../config';
import { startTestS3, type TestS3 } from '../../test-support/s3-server';

const bytes = new Uint8Array([1, 2, 3]);
let s3: TestS3;
const folders: string[] = [];
beforeAll(async () => {
  s3 = await startTestS3();
});
afterAll(async () => {
  await s3.close();
  for (const folder of folders) await rm(folder, { recursive: true, force: true });
});

async function tempFolder() {
  const folder = await mkdtemp(path.join(os.tmpdir(), 'pasar-pictures-'));
  folders.push(folder);
  return folder;
}

let keys = 0;
/** A fresh key per test, so the implementations sharing one bucket or folder never meet. */
const freshKey = () => `AbCdEfGhIjKlMnOpQrStUvWx${String(++keys).padStart(8, '0')}`;

// One contract, every implementation: what the app may rely on, whichever the deployment chose.
const storages: [string, () => Promise<PictureStorage>][] = [
  ['files under a folder', async () => new FilePictureStorage(path.join(await tempFolder(), 'avatars'))],
  ['memory', async () => new MemoryPictureStorage()],
  ['an S3-compatible bucket (s3rver)', async () => new S3PictureStorage(s3.settings)],
];

describe.each(storages)('picture storage: %s', (_name, make) => {
  let storage: PictureStorage;
  beforeAll(async () => {
    storage = await make();
  });

  it('gives back what was put, and nothing once deleted', async () => {
    const key = freshKey();
    await storage.put(key, bytes);
    expect(await storage.get(key)).toEqual(bytes);
    await storage.delete(key);
    expect(await storage.get(key)).toBeNull();
  });

  it('answers null for a key that holds nothing, and deleting one is no error', async () => {
    const key = freshKey();
    expect(await storage.get(key)).toBeNull();
    await expect(storage.delete(key)).resolves.toBeUndefined();
  });

  it('refuses a second put under one key and keeps the first picture', async () => {
    const key = freshKey();
    await storage.put(key, bytes);
    await expect(storage.put(key, new Uint8Array([9]))).rejects.toBeInstanceOf(PictureKeyTaken);
    expect(await storage.get(key)).toEqual(bytes);
  });

  it('takes a key freed by a delete again', async () => {
    const key = freshKey();
    await storage.put(key, bytes);
    await storage.delete(key);
    await storage.put(key, new Uint8Array([4, 5]));
    expect(await storage.get(key)).toEqual(new Uint8Array([4, 5]));
  });

  it('never reads or writes a key that could climb out of its folder or prefix', async () => {
    expect(await storage.get('../../etc/passwd')).toBeNull();
    await expect(storage.put('../escape-the-folder-now', bytes)).rejects.toThrow(/Not a picture key/);
  });
});

describe('where each storage puts a picture', () => {
  it('files: KEY.webp in the folder', async () => {
    const folder = path.join(await tempFolder(), 'avatars');
    const key = freshKey();
    await new FilePictureStorage(folder).put(key, bytes);
    expect(await readdir(folder)).toEqual([`${key}.webp`]);
  });

  it('S3: PREFIX/KEY.webp in the bucket, typed as WebP, so any S3 client finds it', async () => {
    const key = freshKey();
    await new S3PictureStorage({ ...s3.settings, prefix: 'pictures/' }).put(key, bytes);
    const client = new S3Client({
      region: 'auto',
      endpoint: s3.endpoint,
      forcePathStyle: true,
      credentials: s3.settings.credentials!,
    });
    const object = await client.send(
      new GetObjectCommand({ Bucket: s3.bucket, Key: `pictures/${key}.webp` }),
    );
    expect(object.ContentType).toBe('image/webp');
    expect(await object.Body!.transformToByteArray()).toEqual(bytes);
  });

  it('S3 with the wrong secret fails loudly rather than reading as "no picture"', async () => {
    const storage = new S3PictureStorage({
      ...s3.settings,
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'wrong' },
    });
    await expect(storage.get(freshKey())).rejects.toThrow();
  });
});

describe('the storage the configuration chooses', () => {
  it('is the S3 bucket with S3_BUCKET, else files under DATA_DIR, else memory for a throwaway database', () => {
    const bucket = pictureStorageFromConfig(
      readConfig({ S3_BUCKET: 'b', S3_ENDPOINT: 'http://127.0.0.1:9000', DATA_DIR: '.data' }),
    );
    expect(bucket.description).toBe('S3 bucket b');
    expect(pictureStorageFromConfig(readConfig({ DATA_DIR: '/srv/pasar' })).description).toBe(
      'files in /srv/pasar/avatars',
    );
    expect(pictureStorageFromConfig(readConfig({ DATA_DIR: 'memory://' }))).toBeInstanceOf(
      MemoryPictureStorage,
    );
  });
});
