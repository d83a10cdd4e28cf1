/**
 * Product pictures, drawn rather than downloaded: an SVG per product (the pack's silhouette in
 * its colour, a white label carrying the category's pictogram, on a tint of the category colour),
 * rasterised with sharp to square WebP at 200, 400 and 800 px.
 *
 * Decision: no text in the artwork. Text would be drawn with whatever fonts the machine has, so
 * the bytes (and the look) would change between machines; shapes alone render the same bytes
 * everywhere, and the storefront prints the product name next to the picture anyway.
 *
 * Decision: pictures are rendered on demand and cached (the bytes are kept in product_images,
 * keyed by product, picture and width: server/areas/catalogue/static-assets.ts) rather than all at seed time: a first start stays quick
 * and only the pictures someone looks at are ever drawn.
 */
import sharp from 'sharp';
import { PRODUCT_IMAGE_WIDTHS, type ProductImageWidth } from '../../../contract/product-image-sources';
import type { PackShape } from '../../db/schema';

/** The widths served: 200 (cart lines, suggestions), 400 (cards), 800 (detail gallery). */
export const imageWidths = PRODUCT_IMAGE_WIDTHS;
export type ImageWidth = ProductImageWidth;
export function isImageWidth(value: number): value is ImageWidth {
  return (imageWidths as readonly number[]).includes(value);
}

/** Everything a picture is drawn from. */
export interface ProductImageArt {
  readonly shape: PackShape;
  /** Inner markup of a 24 × 24 stroke pictogram (server/areas/catalogue/glyphs.ts). */
  readonly glyphMarkup: string;
  /** The pack's colour and accent, and the category colour for the background (#rrggbb). */
  readonly colour: string;
  readonly accent: string;
  readonly background: string;
}

/**
 * Where the API serves a picture: the width is part of the path, so each variant caches on its
 * own. Index 0 is the main picture (thumb_image_url at 400, major_image_url at 800). `version`
 * (server/areas/catalogue/static-assets.ts artVersion) makes the URL change when the art does, which lets
 * the route answer it as immutable.
 */
export function productImageUrl(
  productNo: string,
  index: number,
  width: ImageWidth,
  version?: string,
): string {
  const path = `/api/static/product-images/${productNo}/${index}-${width}.webp`;
  return version ? `${path}?v=${version}` : path;
}

// Colours.

function parseHex(hex: string): [number, number, number] {
  const match = /^#?([0-9a-f]{6})$/i.exec(hex);
  if (!match?.[1]) throw new RangeError(`Not a #rrggbb colour: ${hex}`);
  const n = Number.parseInt(match[1], 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

function toHex(rgb: readonly number[]): string {
  return `#${rgb
    .map((c) =>
      Math.round(Math.min(255, Math.max(0, c)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

/** `a` moved `t` of the way towards `b` (t = 0 gives a, 1 gives b). */
export function mixColour(a: string, b: string, t: number): string {
  const [ar, ag, ab] = parseHex(a);
  const [br, bg, bb] = parseHex(b);
  return toHex([ar + (br - ar) * t, ag + (bg - ag) * t, ab + (bb - ab) * t]);
}

/** Relative luminance (WCAG), 0 black to 1 white. */
export function luminance(hex: string): number {
  const [r, g, b] = parseHex(hex).map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

// Drawing. The canvas is 800 × 800; a pack stands on y ≈ 680 around x = 400.

interface Palette {
  body: string;
  outline: string;
  shade: string;
  accent: string;
  glyph: string;
}

function paletteOf(art: ProductImageArt): Palette {
  const light = luminance(art.colour) > 0.6;
  return {
    body: art.colour,
    // Light packs (white bottles) need a darker outline to stand off the background.
    outline: mixColour(art.colour, '#000000', light ? 0.3 : 0.25),
    shade: mixColour(art.colour, '#000000', 0.14),
    accent: art.accent,
    glyph: luminance(art.background) > 0.5 ? mixColour(art.background, '#000000', 0.35) : art.background,
  };
}

/** The pictogram centred at (cx, cy), `size` pixels across. */
function glyph(markup: string, cx: number, cy: number, size: number, colour: string): string {
  const scale = size / 24;
  return (
    `<g transform="translate(${cx - size / 2} ${cy - size / 2}) scale(${scale})" fill="none" stroke="${colour}" ` +
    `stroke-width="2" stroke-linecap="round" stroke-linejoin="round">${markup}</g>`
  );
}

/** A white label with the pictogram: a rounded rectangle or a circle. */
function label(
  art: ProductImageArt,
  p: Palette,
  cx: number,
  cy: number,
  w: number,
  h: number,
  round = false,
): string {
  const shape = round
    ? `<circle cx="${cx}" cy="${cy}" r="${Math.min(w, h) / 2}" fill="#ffffff" stroke="${p.outline}" stroke-width="4"/>`
    : `<rect x="${cx - w / 2}" y="${cy - h / 2}" width="${w}" height="${h}" rx="${Math.min(w, h) * 0.18}" fill="#ffffff" stroke="${p.outline}" stroke-width="4"/>`;
  return shape + glyph(art.glyphMarkup, cx, cy, Math.min(w, h) * 0.62, p.glyph);
}

/** A soft highlight down the left side of a body. */
function sheen(x: number, y: number, w: number, h: number): string {
  return `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${w / 2}" fill="#ffffff" opacity="0.22"/>`;
}

const stroke = (p: Palette) => `stroke="${p.outline}" stroke-width="6" stroke-linejoin="round"`;

function drawPack(art: ProductImageArt): string {
  const p = paletteOf(art);
  const s = stroke(p);
  switch (art.shape) {
    case 'pouch':
      return (
        `<path d="M240 190 l20 -22 20 22 20 -22 20 22 20 -22 20 22 20 -22 20 22 20 -22 20 22 20 -22 20 22 20 -22 20 22 20 -22 20 22 V640 q0 40 -40 40 H280 q-40 0 -40 -40 Z" fill="${p.body}" ${s}/>` +
        `<rect x="240" y="200" width="320" height="40" fill="${p.accent}" opacity="0.9"/>` +
        sheen(262, 260, 26, 360) +
        label(art, p, 400, 450, 220, 220, true)
      );
    case 'bottle':
      return (
        `<rect x="352" y="110" width="96" height="60" rx="12" fill="${p.accent}" ${s}/>` +
        `<path d="M368 170 H432 V230 Q432 260 470 290 Q510 320 510 370 V640 Q510 680 470 680 H330 Q290 680 290 640 V370 Q290 320 330 290 Q368 260 368 230 Z" fill="${p.body}" ${s}/>` +
        sheen(310, 360, 22, 270) +
        `<rect x="290" y="400" width="220" height="190" fill="#ffffff" opacity="0.94"/>` +
        `<rect x="290" y="400" width="220" height="14" fill="${p.accent}"/>` +
        glyph(art.glyphMarkup, 400, 500, 120, p.glyph)
      );
    case 'box':
      return (
        `<path d="M230 250 L290 200 H590 L530 250 Z" fill="${mixColour(p.body, '#ffffff', 0.25)}" ${s}/>` +
        `<path d="M530 250 L590 200 V630 L530 680 Z" fill="${p.shade}" ${s}/>` +
        `<rect x="230" y="250" width="300" height="430" fill="${p.body}" ${s}/>` +
        `<rect x="230" y="600" width="300" height="40" fill="${p.accent}" opacity="0.9"/>` +
        label(art, p, 380, 430, 200, 200, true)
      );
    case 'jar':
      return (
        `<rect x="270" y="220" width="260" height="70" rx="16" fill="${p.accent}" ${s}/>` +
        `<rect x="250" y="280" width="300" height="400" rx="56" fill="${p.body}" ${s}/>` +
        sheen(272, 320, 24, 300) +
        label(art, p, 400, 480, 220, 180)
      );
    case 'can':
      return (
        `<path d="M280 210 V650 A120 30 0 0 0 520 650 V210 Z" fill="${p.body}" ${s}/>` +
        `<ellipse cx="400" cy="210" rx="120" ry="30" fill="${mixColour(p.body, '#ffffff', 0.45)}" ${s}/>` +
        `<rect x="280" y="280" width="240" height="28" fill="${p.accent}"/>` +
        `<rect x="280" y="590" width="240" height="28" fill="${p.accent}"/>` +
        sheen(298, 250, 22, 380) +
        label(art, p, 400, 450, 170, 170, true)
      );
    case 'tube':
      return (
        `<path d="M260 150 H540 L500 600 H300 Z" fill="${p.body}" ${s}/>` +
        `<rect x="250" y="130" width="300" height="36" rx="6" fill="${p.shade}" ${s}/>` +
        `<rect x="330" y="600" width="140" height="80" rx="16" fill="${p.accent}" ${s}/>` +
        sheen(290, 190, 20, 360) +
        label(art, p, 400, 360, 170, 170, true)
      );
    case 'bag':
      return (
        `<path d="M250 240 Q400 200 550 240 L590 650 Q400 700 210 650 Z" fill="${p.body}" ${s}/>` +
        `<path d="M250 240 Q400 200 550 240 L556 300 Q400 262 244 300 Z" fill="${p.accent}" ${s}/>` +
        `<circle cx="300" cy="272" r="10" fill="#ffffff" opacity="0.8"/><circle cx="500" cy="272" r="10" fill="#ffffff" opacity="0.8"/>` +
        label(art, p, 400, 470, 230, 230, true)
      );
    case 'tray': {
      const produce = [330, 400, 470]
        .map((x, i) => `<circle cx="${x}" cy="${480 - (i % 2) * 24}" r="78" fill="${p.body}" ${s}/>`)
        .join('');
      return (
        produce +
        `<path d="M190 500 H610 L570 660 Q566 680 546 680 H254 Q234 680 230 660 Z" fill="${p.accent}" ${s}/>` +
        `<path d="M200 440 Q400 400 600 440" fill="none" stroke="#ffffff" stroke-width="8" opacity="0.6"/>` +
        label(art, p, 530, 560, 130, 130, true)
      );
    }
    case 'device':
      return (
        `<rect x="250" y="180" width="300" height="500" rx="60" fill="${p.body}" ${s}/>` +
        `<rect x="280" y="215" width="240" height="360" rx="36" fill="${mixColour(p.body, '#000000', 0.12)}"/>` +
        `<circle cx="400" cy="625" r="22" fill="${p.accent}"/>` +
        label(art, p, 400, 395, 190, 190, true)
      );
    case 'garment':
      return (
        `<path d="M310 180 Q400 230 490 180 L620 250 L580 360 L530 340 V680 H270 V340 L220 360 L180 250 Z" fill="${p.body}" ${s}/>` +
        `<path d="M340 190 Q400 250 460 190" fill="none" stroke="${p.outline}" stroke-width="6"/>` +
        `<rect x="270" y="640" width="260" height="16" fill="${p.shade}" opacity="0.6"/>` +
        label(art, p, 400, 440, 150, 150, true)
      );
    case 'carton':
      return (
        `<path d="M290 270 L340 170 H460 L510 270 Z" fill="${mixColour(p.body, '#ffffff', 0.4)}" ${s}/>` +
        `<rect x="330" y="130" width="140" height="40" fill="${p.shade}" ${s}/>` +
        `<rect x="290" y="270" width="220" height="410" fill="#ffffff" ${s}/>` +
        `<path d="M290 540 Q400 500 510 540 V680 H290 Z" fill="${p.body}"/>` +
        `<rect x="290" y="270" width="220" height="410" fill="none" ${s}/>` +
        glyph(art.glyphMarkup, 400, 400, 140, p.glyph)
      );
    case 'cup':
      return (
        `<ellipse cx="400" cy="230" rx="160" ry="36" fill="${p.accent}" ${s}/>` +
        `<path d="M240 230 L290 660 Q292 680 312 680 H488 Q508 680 510 660 L560 230 Q400 290 240 230 Z" fill="${p.body}" ${s}/>` +
        `<path d="M256 330 Q400 380 544 330" fill="none" stroke="#ffffff" stroke-width="10" opacity="0.7"/>` +
        label(art, p, 400, 500, 170, 170, true)
      );
    case 'round':
      return (
        `<circle cx="400" cy="440" r="240" fill="${p.body}" ${s}/>` +
        `<circle cx="400" cy="440" r="190" fill="none" stroke="#ffffff" stroke-width="8" opacity="0.35"/>` +
        `<ellipse cx="320" cy="340" rx="60" ry="34" fill="#ffffff" opacity="0.3" transform="rotate(-30 320 340)"/>` +
        label(art, p, 400, 440, 200, 200, true)
      );
  }
}

/**
 * The SVG of picture `index` (0 is the main one): 0 the pack on its own; 1 the pack turned and
 * closer; 2 the label up close; 3 and on, two packs side by side.
 */
export function productImageSvg(art: ProductImageArt, index = 0): string {
  const p = paletteOf(art);
  const top = mixColour(art.background, '#ffffff', 0.9);
  const bottom = mixColour(art.background, '#ffffff', 0.78);
  const halo = mixColour(art.background, '#ffffff', 0.7);
  let scene: string;
  if (index === 0) {
    scene = drawPack(art);
  } else if (index === 1) {
    scene = `<g transform="rotate(-8 400 440) translate(400 440) scale(1.12) translate(-400 -440)">${drawPack(art)}</g>`;
  } else if (index === 2) {
    scene =
      `<circle cx="400" cy="400" r="250" fill="${art.colour}" stroke="${p.outline}" stroke-width="8"/>` +
      `<circle cx="400" cy="400" r="170" fill="#ffffff"/>` +
      glyph(art.glyphMarkup, 400, 400, 220, p.glyph);
  } else {
    const pack = drawPack(art);
    scene =
      `<g transform="translate(250 440) scale(0.72) translate(-400 -440)">${pack}</g>` +
      `<g transform="translate(550 470) scale(0.72) translate(-400 -440)">${pack}</g>`;
  }
  const shadow =
    index === 2 ? '' : `<ellipse cx="400" cy="692" rx="240" ry="26" fill="#000000" opacity="0.1"/>`;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="800" viewBox="0 0 800 800">` +
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient></defs>` +
    `<rect width="800" height="800" fill="url(#bg)"/>` +
    `<circle cx="400" cy="420" r="330" fill="${halo}" opacity="0.6"/>` +
    shadow +
    scene +
    `</svg>`
  );
}

/** WebP quality: product art is flat colour, where 80 is indistinguishable from lossless. */
const WEBP_QUALITY = 80;
/**
 * Decision: encoder effort 2 of 6. Measured on the seed's art: half the time of effort 4
 * (800 px: 17 ms instead of 34) for files about 8% larger (10 KB instead of 9.4), which matters
 * more on a cold cache than the bytes do once cached.
 */
const WEBP_EFFORT = 2;

/** Rasterises an SVG to a square WebP `width` pixels across. */
export async function rasteriseSvg(svg: string, width: ImageWidth): Promise<Buffer> {
  // Rendering the vector at the target density keeps small sizes crisp (no downscaling blur).
  return sharp(Buffer.from(svg), { density: (72 * width) / 800 })
    .resize(width, width, { fit: 'fill' })
    .webp({ quality: WEBP_QUALITY, effort: WEBP_EFFORT })
    .toBuffer();
}

/** Picture `index` of a product as WebP. */
export function renderProductArt(art: ProductImageArt, width: ImageWidth, index = 0): Promise<Buffer> {
  return rasteriseSvg(productImageSvg(art, index), width);
}

/** How the image route finds a product's art: from the database in Phase 2, from the seed in tests. */
export type ProductArtLookup = (
  productNo: string,
) => ProductImageArt | undefined | Promise<ProductImageArt | undefined>;

export interface ProductImageRenderer {
  /** The WebP bytes, or null when there is no such product. */
  renderProductImage(productNo: string, width: ImageWidth, index?: number): Promise<Buffer | null>;
}

/**
 * The image route's renderer: looks the product up and draws it, keeping the most recent
 * `cacheSize` pictures in memory (a miss costs a few milliseconds; the database cache of Phase 2
 * sits behind this one).
 */
export function createProductImageRenderer(lookup: ProductArtLookup, cacheSize = 512): ProductImageRenderer {
  const cache = new Map<string, Promise<Buffer>>();
  return {
    async renderProductImage(productNo, width, index = 0) {
      const key = `${productNo}/${index}/${width}`;
      const hit = cache.get(key);
      if (hit) {
        // Refresh its place: a Map iterates in insertion order, so the oldest goes first.
        cache.delete(key);
        cache.set(key, hit);
        return hit;
      }
      const art = await lookup(productNo);
      if (!art) return null;
      const pending = renderProductArt(art, width, index);
      cache.set(key, pending);
      pending.catch(() => cache.delete(key));
      while (cache.size > cacheSize) {
        const oldest = cache.keys().next().value;
        if (oldest === undefined) break;
        cache.delete(oldest);
      }
      return pending;
    },
  };
}
