import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * Where avatars are kept (ADR 016). A key is random and unguessable (server/domain/avatars.ts),
 * written once and never overwritten: a new picture gets a new key and the old one is deleted,
 * so a served avatar can be cached forever. Implementations: files under DATA_DIR (the default),
 * memory (a throwaway database, the tests), an S3-compatible bucket (./avatar-storage-s3.ts).
 */
export interface AvatarStorage {
  /** What the start-up line says ("files in .data/avatars", "S3 bucket pasar-avatars"). */
  readonly description: string;
  put(key: string, bytes: Uint8Array): Promise<void>;
  /** The stored bytes, or null when there are none under the key. */
  get(key: string): Promise<Uint8Array | null>;
  /** Removes the picture; a missing one is no error. */
  delete(key: string): Promise<void>;
}

/** A key names one file: letters, digits, - and _ only, so it can never climb out of the folder. */
export const AVATAR_KEY = /^[A-Za-z0-9_-]{16,128}$/;

function checkKey(key: string) {
  if (!AVATAR_KEY.test(key)) throw new Error(`Not an avatar key: ${key}`);
}

/** Files in one folder (DATA_DIR/avatars by default). */
export class FileAvatarStorage implements AvatarStorage {
  readonly description: string;
  constructor(private readonly folder: string) {
    this.description = `files in ${folder}`;
  }
  async put(key: string, bytes: Uint8Array) {
    checkKey(key);
    await mkdir(this.folder, { recursive: true });
    // 'wx': a key is written once; a clash would be a bug, never an overwrite.
    await writeFile(path.join(this.folder, `${key}.webp`), bytes, { flag: 'wx' });
  }
  async get(key: string) {
    if (!AVATAR_KEY.test(key)) return null;
    try {
      return new Uint8Array(await readFile(path.join(this.folder, `${key}.webp`)));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }
  async delete(key: string) {
    checkKey(key);
    await rm(path.join(this.folder, `${key}.webp`), { force: true });
  }
}

/** In memory: for a throwaway database (DATA_DIR=memory://) and the tests. */
export class MemoryAvatarStorage implements AvatarStorage {
  readonly description = 'memory';
  readonly files = new Map<string, Uint8Array>();
  async put(key: string, bytes: Uint8Array) {
    checkKey(key);
    this.files.set(key, bytes);
  }
  async get(key: string) {
    return this.files.get(key) ?? null;
  }
  async delete(key: string) {
    this.files.delete(key);
  }
}
