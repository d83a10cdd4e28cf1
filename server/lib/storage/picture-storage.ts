import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * Where uploaded pictures are kept (ADR 016): members' avatars and after-sales evidence, each
 * re-encoded as WebP. A key is random and unguessable, written once and never overwritten: a new
 * picture gets a new key and the old one is deleted, so a served picture can be cached forever.
 * Implementations: files under DATA_DIR (the default), memory (a throwaway database, the tests),
 * an S3-compatible bucket (./picture-storage-s3.ts), the one several server machines share.
 * All three keep one contract (picture-storage.test.ts), a second put under a key included.
 */
export interface PictureStorage {
  /** What the start-up line says ("files in .data/avatars", "S3 bucket pasar-pictures"). */
  readonly description: string;
  /** Throws PictureKeyTaken when the key holds a picture already: a clash is a bug, never an overwrite. */
  put(key: string, bytes: Uint8Array): Promise<void>;
  /** The stored bytes, or null when there are none under the key. */
  get(key: string): Promise<Uint8Array | null>;
  /** Removes the picture; a missing one is no error. */
  delete(key: string): Promise<void>;
}

/** A key names one file: letters, digits, - and _ only, so it can never climb out of the folder. */
export const PICTURE_KEY = /^[A-Za-z0-9_-]{16,128}$/;

export function checkPictureKey(key: string) {
  if (!PICTURE_KEY.test(key)) throw new Error(`Not a picture key: ${key}`);
}

/** A second put under one key: refused by every storage alike. */
export class PictureKeyTaken extends Error {
  constructor(key: string) {
    super(`A picture is stored under ${key} already`);
  }
}

/** Files in one folder (DATA_DIR/avatars by default: server/adapters-from-env.ts). */
export class FilePictureStorage implements PictureStorage {
  readonly description: string;
  constructor(private readonly folder: string) {
    this.description = `files in ${folder}`;
  }
  async put(key: string, bytes: Uint8Array) {
    checkPictureKey(key);
    await mkdir(this.folder, { recursive: true });
    try {
      // 'wx': the file is created by this write or the write fails, even against another process.
      await writeFile(path.join(this.folder, `${key}.webp`), bytes, { flag: 'wx' });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'EEXIST') throw new PictureKeyTaken(key);
      throw error;
    }
  }
  async get(key: string) {
    if (!PICTURE_KEY.test(key)) return null;
    try {
      return new Uint8Array(await readFile(path.join(this.folder, `${key}.webp`)));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }
  async delete(key: string) {
    checkPictureKey(key);
    await rm(path.join(this.folder, `${key}.webp`), { force: true });
  }
}

/** In memory: for a throwaway database (DATA_DIR=memory://) and the tests. */
export class MemoryPictureStorage implements PictureStorage {
  readonly description = 'memory';
  readonly files = new Map<string, Uint8Array>();
  async put(key: string, bytes: Uint8Array) {
    checkPictureKey(key);
    if (this.files.has(key)) throw new PictureKeyTaken(key);
    this.files.set(key, bytes);
  }
  async get(key: string) {
    return this.files.get(key) ?? null;
  }
  async delete(key: string) {
    this.files.delete(key);
  }
}
