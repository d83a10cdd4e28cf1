import sharp from 'sharp';
import { describe, expect, it, vi } from 'vitest';
import { buildCatalogue } from '../../seed/catalogue';
import { productImageArt } from './art';
import { glyphs } from './glyphs';
import { packShapes } from '../../db/schema';
import {
  createProductImageRenderer,
  imageWidths,
  isImageWidth,
  mixColour,
  productImageSvg,
  productImageUrl,
  renderProductArt,
  type ProductImageArt,
} from './product-images';

const catalogue = buildCatalogue();
const artOf = (productNo: string) => {
  const product = catalogue.products.find((p) => p.productNo === productNo);
  return product ? productImageArt(product.art) : undefined;
};
const sample: ProductImageArt = {
  shape: 'bottle',
  glyphMarkup: glyphs.milk,
  colour: '#1565c0',
  accent: '#90caf9',
  background: '#0277bd',
};

/** RIFF....WEBP: the container's first twelve bytes. */
function isWebp(bytes: Buffer): boolean {
  return (
    bytes.subarray(0, 4).toString('ascii') === 'RIFF' && bytes.subarray(8, 12).toString('ascii') === 'WEBP'
  );
}

describe('product pictures', () => {
  it('renders a square WebP at each served width', async () => {
    for (const width of imageWidths) {
      const bytes = await renderProductArt(sample, width);
      expect(isWebp(bytes)).toBe(true);
      const meta = await sharp(bytes).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['webp', width, width]);
    }
    expect(isImageWidth(400)).toBe(true);
    expect(isImageWidth(300)).toBe(false);
  });

  it('gives the same bytes for the same product, and different ones for another', async () => {
    const a = await renderProductArt(sample, 400);
    const b = await renderProductArt(sample, 400);
    expect(b.equals(a)).toBe(true);
    const other = await renderProductArt({ ...sample, colour: '#c62828' }, 400);
    expect(other.equals(a)).toBe(false);
    const gallery = await renderProductArt(sample, 400, 2);
    expect(gallery.equals(a)).toBe(false);
  });

  it('draws every pack shape and gallery view without text (no font differences between machines)', async () => {
    for (const shape of packShapes) {
      for (const index of [0, 1, 2, 3]) {
        const svg = productImageSvg({ ...sample, shape }, index);
        expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="800" height="800"/);
        expect(svg).not.toMatch(/<text|font-family/);
      }
      const meta = await sharp(await renderProductArt({ ...sample, shape }, 200)).metadata();
      expect(meta.width, shape).toBe(200);
    }
  });

  it('keeps a light pack visible: its outline is darker than the pack', () => {
    expect(mixColour('#ffffff', '#000000', 0.5)).toBe('#808080');
    const svg = productImageSvg({ ...sample, colour: '#eceff1' });
    expect(svg).toContain(`stroke="${mixColour('#eceff1', '#000000', 0.3)}"`);
  });

  it('serves pictures by product number through a caching renderer', async () => {
    const lookup = vi.fn(artOf);
    const renderer = createProductImageRenderer(lookup, 2);
    const productNo = catalogue.products[0]!.productNo;
    const first = await renderer.renderProductImage(productNo, 200);
    const again = await renderer.renderProductImage(productNo, 200);
    expect(first && again && again.equals(first)).toBe(true);
    expect(lookup).toHaveBeenCalledTimes(1);
    expect(await renderer.renderProductImage('99999999', 200)).toBeNull();
    expect(productImageUrl(productNo, 0, 400)).toBe(`/api/static/product-images/${productNo}/0-400.webp`);
  });

  // Decision: every product at the smallest served width. Each product's art is one drawing at any
  // width (the widths are proven above, on a sample and on every pack shape), and 400 and 800 px
  // cost 4 and 16 times the pixels: all three widths took ~55 s of a core per database run, the
  // server tests' costliest test, for the same drawings.
  it('renders every product’s main picture as a square WebP', async () => {
    const width = imageWidths[0];
    const start = performance.now();
    let bytes = 0;
    for (const product of catalogue.products) {
      const picture = await renderProductArt(productImageArt(product.art), width);
      const meta = await sharp(picture).metadata();
      expect([meta.format, meta.width, meta.height], product.productNo).toEqual(['webp', width, width]);
      bytes += picture.length;
    }
    const ms = performance.now() - start;
    const count = catalogue.products.length;
    // The time is a figure to read, never a verdict: a test's clock measures the machine.
    console.log(
      `product images: ${count} main pictures at ${width} px in ${(ms / 1000).toFixed(1)} s, ` +
        `${(ms / count).toFixed(1)} ms and ${(bytes / count / 1024).toFixed(1)} KB each`,
    );
  });
});
