import crypto from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { productImages, type StoredArt } from '../../db/schema';
import { bannerSvg, categoryIconSvg } from './art';
import { glyphs, type GlyphName } from './glyphs';
import { renderProductArt, type ImageWidth, type ProductImageArt } from './product-images';

/**
 * The pictures the catalogue serves: product photos (WebP, drawn with sharp and kept in
 * product_images), category icons and banner artwork (SVG, drawn from a few fields on request).
 *
 * Every URL handed out carries `?v=<version>`, a hash of what the picture is drawn from; the
 * route answers such a URL with `Cache-Control: immutable` (a year), so browsers and CDNs never ask
 * twice, and a changed picture simply gets a new URL.
 */

/** Bumped when the drawing code changes what existing art looks like: every URL changes with it. */
export const ART_REVISION = 1;

const shortHash = (text: string) => crypto.createHash('sha256').update(text).digest('hex').slice(0, 12);

/** A glyph name from the database, or a neutral one when the code no longer has it. */
function knownGlyph(name: string): GlyphName {
  return name in glyphs ? (name as GlyphName) : 'package';
}

const versions = new Map<string, string>();
/** The version of a product's art: stable across processes, changes with any field of it. */
export function artVersion(art: StoredArt): string {
  const key = `${ART_REVISION}|${art.shape}|${art.glyph}|${art.colour}|${art.accent}|${art.background}`;
  let version = versions.get(key);
  if (!version) {
    version = shortHash(key);
    if (versions.size > 10_000) versions.clear();
    versions.set(key, version);
  }
  return version;
}

export function toImageArt(art: StoredArt): ProductImageArt {
  return {
    shape: art.shape,
    glyphMarkup: glyphs[knownGlyph(art.glyph)],
    colour: art.colour,
    accent: art.accent,
    background: art.background,
  };
}

/** A drawn SVG with its version (the hash of its text). */
export interface SvgAsset {
  readonly svg: string;
  readonly version: string;
}

export function categoryIcon(category: { glyph: string; colour: string }): SvgAsset {
  const svg = categoryIconSvg({ glyph: knownGlyph(category.glyph), colour: category.colour });
  return { svg, version: shortHash(svg) };
}

export function bannerArt(banner: { glyph: string; colour: string }): SvgAsset {
  const svg = bannerSvg({ glyph: knownGlyph(banner.glyph), colour: banner.colour });
  return { svg, version: shortHash(svg) };
}

export function categoryIconUrl(id: number, version: string): string {
  return `/api/static/category-icons/${id}.svg?v=${version}`;
}

export function bannerImageUrl(id: string, version: string): string {
  return `/api/static/banners/${id}.svg?v=${version}`;
}

// Product pictures.

export interface RenderedImage {
  readonly bytes: Buffer;
  /** The art version the picture was drawn from (the `v` of its URL). */
  readonly version: string;
  /** A strong ETag: the art version, picture and width name the bytes. */
  readonly etag: string;
}

/** What the image cache needs to know of a product; from the in-memory catalogue. */
export interface ImageSource {
  readonly art: StoredArt;
  readonly artVersion: string;
  readonly imageCount: number;
}

export interface ProductImageCache {
  /** The picture, or null when the product or the picture index does not exist. */
  get(productNo: string, index: number, width: ImageWidth): Promise<RenderedImage | null>;
}

/**
 * Pictures in three layers: the most recent `memoryLimit` in memory, then product_images, then
 * sharp (a few to ~20 ms at 800 px). Concurrent requests for one picture share one render.
 */
export function createProductImageCache(
  db: Db,
  lookup: (productNo: string) => Promise<ImageSource | undefined>,
  options: { now: () => Date; memoryLimit?: number },
): ProductImageCache {
  const memoryLimit = options.memoryLimit ?? 1024;
  const memory = new Map<string, Promise<RenderedImage>>();

  async function load(productNo: string, index: number, width: ImageWidth, source: ImageSource) {
    const etag = `"${source.artVersion}-${index}-${width}"`;
    const [stored] = await db
      .select({ bytes: productImages.bytes })
      .from(productImages)
      .where(
        and(
          eq(productImages.productNo, productNo),
          eq(productImages.imageIndex, index),
          eq(productImages.width, width),
          eq(productImages.artVersion, source.artVersion),
        ),
      );
    if (stored) return { bytes: stored.bytes, etag, version: source.artVersion };
    const bytes = await renderProductArt(toImageArt(source.art), width, index);
    // Two servers may draw the same picture at once; the bytes are the same, the last one stays.
    await db
      .insert(productImages)
      .values({
        productNo,
        imageIndex: index,
        width,
        artVersion: source.artVersion,
        bytes,
        etag,
        createdAt: options.now(),
      })
      .onConflictDoUpdate({
        target: [productImages.productNo, productImages.imageIndex, productImages.width],
        set: {
          artVersion: sql`excluded.art_version`,
          bytes: sql`excluded.bytes`,
          etag: sql`excluded.etag`,
          createdAt: sql`excluded.created_at`,
        },
      });
    return { bytes, etag, version: source.artVersion };
  }

  return {
    async get(productNo, index, width) {
      const source = await lookup(productNo);
      if (!source || !Number.isInteger(index) || index < 0 || index >= source.imageCount) return null;
      const key = `${productNo}/${index}/${width}/${source.artVersion}`;
      const hit = memory.get(key);
      if (hit) {
        // Most recently used goes last: a Map iterates in insertion order.
        memory.delete(key);
        memory.set(key, hit);
        return hit;
      }
      const pending = load(productNo, index, width, source);
      memory.set(key, pending);
      pending.catch(() => memory.delete(key));
      while (memory.size > memoryLimit) {
        const oldest = memory.keys().next().value;
        if (oldest === undefined) break;
        memory.delete(oldest);
      }
      return pending;
    },
  };
}
