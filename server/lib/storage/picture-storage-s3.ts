import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  type S3ClientConfig,
} from '@aws-sdk/client-s3';
import { checkPictureKey, PICTURE_KEY, PictureKeyTaken, type PictureStorage } from './picture-storage';

/** The bucket the pictures go to, as server/config.ts reads and checks it from the S3_* variables. */
export interface S3PictureSettings {
  bucket: string;
  /** A folder inside the bucket, '' or ending in '/' ("avatars/"). */
  prefix: string;
  /** MinIO's or R2's URL; undefined: AWS itself. */
  endpoint: string | undefined;
  region: string;
  /** Path-style URLs (http://host/bucket/key), which MinIO and most S3 stand-ins want. */
  forcePathStyle: boolean;
  /** undefined: the SDK's own credential chain (an instance role, ~/.aws). */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
}

/** How S3 tells "nothing there" or "the condition failed": by HTTP status, whatever the server names it. */
function httpStatusOf(error: unknown): number | undefined {
  return (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
}

/**
 * Pictures in an S3-compatible bucket (AWS S3, MinIO, Cloudflare R2), when S3_BUCKET is set: the
 * storage several server machines share (ADR 016). The server still serves the pictures (its URL,
 * its cache headers), so the bucket stays private.
 */
export class S3PictureStorage implements PictureStorage {
  readonly description: string;
  private readonly client: S3Client;
  constructor(private readonly settings: S3PictureSettings) {
    this.description = `S3 bucket ${settings.bucket}`;
    const config: S3ClientConfig = {
      region: settings.region,
      forcePathStyle: settings.forcePathStyle,
      ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
      ...(settings.credentials ? { credentials: settings.credentials } : {}),
    };
    this.client = new S3Client(config);
  }

  private objectKey(key: string) {
    checkPictureKey(key);
    return `${this.settings.prefix}${key}.webp`;
  }

  /**
   * Written once, as the file store's 'wx' is: the HEAD refuses a taken key on every S3-compatible
   * server, and If-None-Match makes the write itself conditional where the server honours it (AWS
   * S3, MinIO, R2), so two writers racing for one key cannot both succeed there.
   */
  async put(key: string, bytes: Uint8Array) {
    const where = { Bucket: this.settings.bucket, Key: this.objectKey(key) };
    if (await this.exists(where)) throw new PictureKeyTaken(key);
    try {
      await this.client.send(
        new PutObjectCommand({ ...where, Body: bytes, ContentType: 'image/webp', IfNoneMatch: '*' }),
      );
    } catch (error) {
      if (httpStatusOf(error) === 412) throw new PictureKeyTaken(key);
      throw error;
    }
  }

  private async exists(where: { Bucket: string; Key: string }) {
    try {
      await this.client.send(new HeadObjectCommand(where));
      return true;
    } catch (error) {
      if (httpStatusOf(error) === 404) return false;
      throw error;
    }
  }

  async get(key: string) {
    if (!PICTURE_KEY.test(key)) return null;
    try {
      const answer = await this.client.send(
        new GetObjectCommand({ Bucket: this.settings.bucket, Key: this.objectKey(key) }),
      );
      return answer.Body ? await answer.Body.transformToByteArray() : null;
    } catch (error) {
      if (httpStatusOf(error) === 404) return null;
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
