/**
 * Product pictures come in three widths from one URL pattern (server/areas/catalogue/product-images.ts
 * draws them):
 * /api/static/product-images/<product_no>/<index>-<width>.webp?v=<version>. From any one of them
 * the others follow, so an <img> can offer all three and let the browser pick (srcset + sizes).
 */
export const PRODUCT_IMAGE_WIDTHS = [200, 400, 800] as const;
export type ProductImageWidth = (typeof PRODUCT_IMAGE_WIDTHS)[number];

const WIDTH_IN_URL = /-(200|400|800)\.webp(?=$|\?)/;

/** The same picture at `width`, or the URL unchanged when it does not follow the pattern. */
export function productImageAt(url: string, width: ProductImageWidth): string {
  return url.replace(WIDTH_IN_URL, `-${width}.webp`);
}

/** "…-200.webp 200w, …-400.webp 400w, …-800.webp 800w", or undefined for a URL of another shape. */
export function productImageSrcSet(url: string): string | undefined {
  if (!WIDTH_IN_URL.test(url)) return undefined;
  return PRODUCT_IMAGE_WIDTHS.map((width) => `${productImageAt(url, width)} ${width}w`).join(', ');
}

/**
 * How wide the product page's first picture is drawn: the whole phone width, or the desktop's
 * 28rem column. The gallery's <img> and the server's preload of that picture (server/link-previews.ts)
 * both give it, so the browser picks the same width for both and fetches the picture once.
 */
export const PRODUCT_GALLERY_SIZES = '(max-width: 749px) 100vw, 448px';
