import sharp, { type Sharp } from 'sharp';
import { AVATAR_SIZE } from '../../contract/profile-constants';
import { AVATAR_MAX_BYTES } from '../../contract/rules/avatar';
import { errorCatalogue } from '../../contract/errors';
import { DomainError } from './domain-error';

/** The formats an avatar may arrive in, told by their first bytes (never by name or Content-Type). */
export type AvatarFormat = 'jpeg' | 'png' | 'webp';

const startsWith = (bytes: Uint8Array, signature: number[], at = 0) =>
  signature.every((byte, index) => bytes[at + index] === byte);

/** JPEG (FF D8 FF), PNG (its 8-byte signature) or WebP (RIFF….WEBP); null for anything else. */
export function sniffAvatarFormat(bytes: Uint8Array): AvatarFormat | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8))
    return 'webp';
  return null;
}

/**
 * Decision (ADR 016): at most 24 megapixels decoded (6000 × 4000, a phone's photo). 800 KB of PNG
 * can describe a 30,000 × 30,000 blank picture that would take gigabytes to decode: sharp refuses
 * it from the header, before decoding.
 */
export const AVATAR_MAX_PIXELS = 24_000_000;
/** Decision: two pictures decoded at once per server process, at most 8 more waiting; then "too fast". */
export const AVATAR_WORKERS = 2;
export const AVATAR_QUEUE = 8;

const invalidPicture = () => new DomainError(errorCatalogue.invalidParameter, 'Invalid parameter: file');

/**
 * The uploaded bytes as the stored avatar: decoded and re-encoded by sharp as a 200×200 WebP
 * (cover crop, turned upright by its EXIF orientation), without metadata (sharp writes none unless
 * asked), so what is served is never what was uploaded. Refuses what is too large, not a JPEG,
 * PNG or WebP by its bytes, or does not decode.
 */
export async function toAvatarWebp(bytes: Uint8Array): Promise<Uint8Array> {
  if (bytes.byteLength > AVATAR_MAX_BYTES) throw new DomainError(errorCatalogue.avatarTooLarge);
  return reencodePicture(bytes, async (image) => {
    const output = await image
      .resize(AVATAR_SIZE, AVATAR_SIZE, { fit: 'cover', position: 'attention' })
      .webp({ quality: 82 })
      .toBuffer();
    return new Uint8Array(output);
  });
}

/**
 * THE way an uploaded picture is opened (the avatar; after-sales evidence): sniffed by
 * its bytes, decoded by sharp within AVATAR_MAX_PIXELS, its own header agreeing with the sniffed
 * signature, turned upright; `encode` writes the output (sharp writes no metadata unless asked).
 * Anything that is not a JPEG, PNG or WebP, or does not decode, answers 1101020 (file).
 */
export async function reencodePicture<T>(
  bytes: Uint8Array,
  encode: (image: Sharp) => Promise<T>,
): Promise<T> {
  const format = sniffAvatarFormat(bytes);
  if (!format) throw invalidPicture();
  try {
    const image = sharp(bytes, { limitInputPixels: AVATAR_MAX_PIXELS, failOn: 'error', animated: false });
    const metadata = await image.metadata();
    // The bytes' own header must agree with the sniffed signature (a PNG head on a JPEG body is refused).
    if (metadata.format !== format) throw invalidPicture();
    return await encode(image.rotate());
  } catch (error) {
    if (error instanceof DomainError) throw error;
    // sharp's refusals (corrupt data, too many pixels) all mean "not a picture we take".
    throw invalidPicture();
  }
}

/**
 * A small queue in front of the image work: AVATAR_WORKERS at once, AVATAR_QUEUE waiting, and
 * anything more is refused at once (operationTooFast) instead of piling up memory. Per process:
 * the per-member limit (rate-limits.ts) is the one shared by every process.
 */
export class ImageWorkQueue {
  private running = 0;
  private readonly waiting: (() => void)[] = [];
  constructor(
    private readonly workers = AVATAR_WORKERS,
    private readonly queue = AVATAR_QUEUE,
  ) {}

  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.running >= this.workers) {
      if (this.waiting.length >= this.queue) throw new DomainError(errorCatalogue.operationTooFast);
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    } else {
      this.running += 1;
    }
    try {
      return await work();
    } finally {
      const next = this.waiting.shift();
      // The slot passes straight to the next in line; with nobody waiting it frees.
      if (next) next();
      else this.running -= 1;
    }
  }
}

export const avatarImageQueue = new ImageWorkQueue();
