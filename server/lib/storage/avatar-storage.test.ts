import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { GetObjectCommand, NoSuchKey, PutObjectCommand, type DeleteObjectCommand } from '@aws-sdk/client-s3';
import { afterAll, describe, expect, it } from 'vitest';
import { FileAvatarStorage, MemoryAvatarStorage, type AvatarStorage } from './avatar-storage';
import { S3AvatarStorage, s3AvatarStorageFromEnv, type S3Sender } from './avatar-storage-s3';
import { avatarStorageFromEnv } from '../../adapters-from-env';

/** An in-process stand-in for the S3 API: the three commands the adapter sends, on a Map. */
class FakeS3 implements S3Sender {
  readonly objects = new Map<string, { body: Uint8Array; type: string | undefined }>();
  async send(command: PutObjectCommand | GetObjectCommand | DeleteObjectCommand) {
    const where = `${command.input.Bucket}/${command.input.Key}`;
    if (command instanceof PutObjectCommand) {
      this.objects.set(where, { body: command.input.Body as Uint8Array, type: command.input.ContentType });
      return {};
    }
    if (command instanceof GetObjectCommand) {
      const found = this.objects.get(where);
      if (!found) throw new NoSuchKey({ message: 'The specified key does not exist.', $metadata: {} });
      return { Body: { transformToByteArray: async () => found.body } };
    }
    this.objects.delete(where);
    return {};
  }
}

const key = 'AbCdEfGhIjKlMnOpQrStUvWx12345678';
const bytes = new Uint8Array([1, 2, 3]);
const folders: string[] = [];
afterAll(async () => {
  for (const folder of folders) await rm(folder, { recursive: true, force: true });
});

async function behavesAsStorage(storage: AvatarStorage) {
  expect(await storage.get(key)).toBeNull();
  await storage.put(key, bytes);
  expect(await storage.get(key)).toEqual(bytes);
  await storage.delete(key);
  expect(await storage.get(key)).toBeNull();
  await storage.delete(key); // a missing one is no error
  // A key that could climb out of the folder or the prefix is refused, never read.
  expect(await storage.get('../../etc/passwd')).toBeNull();
  await expect(storage.put('../escape', bytes)).rejects.toThrow();
}

describe('avatar storage adapters', () => {
  it('files under a folder', async () => {
    const folder = await mkdtemp(path.join(os.tmpdir(), 'pasar-avatars-'));
    folders.push(folder);
    const storage = new FileAvatarStorage(path.join(folder, 'avatars'));
    await behavesAsStorage(storage);
    await storage.put(key, bytes);
    expect(await readdir(path.join(folder, 'avatars'))).toEqual([`${key}.webp`]);
    await expect(storage.put(key, bytes)).rejects.toThrow(); // written once, never overwritten
  });

  it('memory', async () => {
    await behavesAsStorage(new MemoryAvatarStorage());
  });

  it('an S3-compatible bucket, under its prefix, as WebP', async () => {
    const s3 = new FakeS3();
    const storage = new S3AvatarStorage(s3, { bucket: 'pasar', prefix: 'avatars/' });
    await behavesAsStorage(storage);
    await storage.put(key, bytes);
    expect(s3.objects.get(`pasar/avatars/${key}.webp`)).toEqual({ body: bytes, type: 'image/webp' });
  });

  it('is chosen from the environment: S3_BUCKET, else DATA_DIR files, else memory', () => {
    expect(s3AvatarStorageFromEnv({})).toBeUndefined();
    expect(
      avatarStorageFromEnv({ S3_BUCKET: 'b', S3_ENDPOINT: 'http://127.0.0.1:9000' }, '.data').description,
    ).toBe('S3 bucket b');
    expect(avatarStorageFromEnv({}, '/srv/pasar').description).toBe('files in /srv/pasar/avatars');
    expect(avatarStorageFromEnv({}, 'memory://')).toBeInstanceOf(MemoryAvatarStorage);
  });
});
