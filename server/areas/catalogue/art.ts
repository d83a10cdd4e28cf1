import { mixColour, type ProductImageArt } from './product-images';
import { glyphs, type GlyphName } from './glyphs';
import type { PackShape } from '../../db/schema';

/** What a product's pictures are drawn from: its pack, pictogram and colours. */
export interface ProductArt {
  readonly shape: PackShape;
  readonly glyph: GlyphName;
  /** The pack's colour and its accent (#rrggbb). */
  readonly colour: string;
  readonly accent: string;
  /** The category's colour, which tints the background. */
  readonly background: string;
}

/** What a category icon or a banner is drawn from. */
interface Artwork {
  readonly glyph: GlyphName;
  /** #rrggbb */
  readonly colour: string;
}

/** A Lucide pictogram drawn `size` pixels across at (x, y), its top-left corner. */
function pictogram(name: GlyphName, x: number, y: number, size: number, colour: string, width = 2): string {
  return (
    `<g transform="translate(${x} ${y}) scale(${size / 24})" fill="none" stroke="${colour}" ` +
    `stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round">${glyphs[name]}</g>`
  );
}

/**
 * A category's icon (icon_url): its pictogram in its colour on a soft tint, 96 × 96. Served as SVG:
 * a few hundred bytes, sharp at any size, and no fonts involved.
 */
export function categoryIconSvg(category: Artwork): string {
  const tint = mixColour(category.colour, '#ffffff', 0.86);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96">` +
    `<rect width="96" height="96" rx="28" fill="${tint}"/>` +
    pictogram(category.glyph, 24, 24, 48, category.colour, 1.75) +
    `</svg>`
  );
}

/**
 * A banner's artwork, 1200 × 480: a band of the banner colour with its pictogram large on the
 * right and a few smaller ones scattered. The storefront lays the title and subtitle over the
 * left half in the shopper's language.
 */
export function bannerSvg(banner: Artwork): string {
  const dark = mixColour(banner.colour, '#000000', 0.25);
  const light = mixColour(banner.colour, '#ffffff', 0.35);
  const scattered = [
    [620, 60, 70],
    [700, 330, 56],
    [1080, 40, 60],
    [1110, 360, 80],
  ]
    .map(([x, y, size]) => pictogram(banner.glyph, x ?? 0, y ?? 0, size ?? 0, light, 1.5))
    .join('');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="480" viewBox="0 0 1200 480">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${banner.colour}"/><stop offset="1" stop-color="${dark}"/></linearGradient></defs>` +
    `<rect width="1200" height="480" fill="url(#g)"/>` +
    `<circle cx="900" cy="240" r="230" fill="#ffffff" opacity="0.12"/>` +
    `<circle cx="900" cy="240" r="170" fill="#ffffff" opacity="0.16"/>` +
    scattered +
    pictogram(banner.glyph, 780, 120, 240, '#ffffff', 1.5) +
    `</svg>`
  );
}

/** A product's art as the image renderer takes it. */
export function productImageArt(art: ProductArt): ProductImageArt {
  return {
    shape: art.shape,
    glyphMarkup: glyphs[art.glyph],
    colour: art.colour,
    accent: art.accent,
    background: art.background,
  };
}
