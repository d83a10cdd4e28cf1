import {
  DeleteObjectCommand,
  GetObjectCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
  type S3ClientConfig,
} from '@aws-sdk/client-s3';
import { AVATAR_KEY, type AvatarStorage } from './avatar-storage';

/** What the S3 adapter needs of the SDK's client: `send` (an in-process fake in the tests). */
export interface S3Sender {
  send(command: PutObjectCommand | GetObjectCommand | DeleteObjectCommand): Promise<unknown>;
}

export interface S3AvatarSettings {
  bucket: string;
  /** A folder inside the bucket ("avatars/"). */
  prefix: string;
}

/**
 * Avatars in an S3-compatible bucket (AWS S3, MinIO, Cloudflare R2), when S3_BUCKET is set
 * (ADR 016). The server still serves them (its URL, its cache headers), so the bucket stays private.
 */
export class S3AvatarStorage implements AvatarStorage {
  readonly description: string;
  constructor(
    private readonly client: S3Sender,
    private readonly settings: S3AvatarSettings,
  ) {
    this.description = `S3 bucket ${settings.bucket}`;
  }

  private objectKey(key: string) {
    if (!AVATAR_KEY.test(key)) throw new Error(`Not an avatar key: ${key}`);
    return `${this.settings.prefix}${key}.webp`;
  }

  async put(key: string, bytes: Uint8Array) {
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.settings.bucket,
        Key: this.objectKey(key),
        Body: bytes,
        ContentType: 'image/webp',
      }),
    );
  }

  async get(key: string) {
    if (!AVATAR_KEY.test(key)) return null;
    try {
      const answer = (await this.client.send(
        new GetObjectCommand({ Bucket: this.settings.bucket, Key: this.objectKey(key) }),
      )) as { Body?: { transformToByteArray(): Promise<Uint8Array> } };
      return answer.Body ? await answer.Body.transformToByteArray() : null;
    } catch (error) {
      if (error instanceof NoSuchKey || (error as { name?: string }).name === 'NoSuchKey') return null;
      throw error;
    }
  }

  async delete(key: string) {
    // S3's DeleteObject succeeds for a missing key too.
    await this.client.send(
      new DeleteObjectCommand({ Bucket: this.settings.bucket, Key: this.objectKey(key) }),
    );
  }
}

/**
 * The bucket from S3_BUCKET (required), S3_ENDPOINT (MinIO, R2; unset: AWS), S3_REGION
 * (default 'auto', which R2 wants), S3_ACCESS_KEY_ID / S3_SECRET_ACCESS_KEY (unset: the SDK's own
 * chain), S3_PREFIX (default 'avatars/'), S3_FORCE_PATH_STYLE=1 (MinIO). Undefined without S3_BUCKET.
 */
export function s3AvatarStorageFromEnv(env: NodeJS.ProcessEnv): S3AvatarStorage | undefined {
  const bucket = env.S3_BUCKET;
  if (!bucket) return undefined;
  const config: S3ClientConfig = {
    region: env.S3_REGION || 'auto',
    ...(env.S3_ENDPOINT ? { endpoint: env.S3_ENDPOINT } : {}),
    ...(env.S3_FORCE_PATH_STYLE === '1' ? { forcePathStyle: true } : {}),
    ...(env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
      ? { credentials: { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY } }
      : {}),
  };
  return new S3AvatarStorage(new S3Client(config), { bucket, prefix: env.S3_PREFIX ?? 'avatars/' });
}
