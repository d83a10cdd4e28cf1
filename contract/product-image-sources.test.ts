import { describe, expect, it } from 'vitest';
import { productImageAt, productImageSrcSet } from './product-image-sources';

const url = '/api/static/product-images/10000042/0-400.webp?v=abc123';

describe('product image sources', () => {
  it('derives the other widths, keeping the version', () => {
    expect(productImageAt(url, 800)).toBe('/api/static/product-images/10000042/0-800.webp?v=abc123');
    expect(productImageAt('/api/static/product-images/10000042/2-800.webp', 200)).toBe(
      '/api/static/product-images/10000042/2-200.webp',
    );
  });

  it('offers all three widths in a srcset', () => {
    expect(productImageSrcSet(url)).toBe(
      '/api/static/product-images/10000042/0-200.webp?v=abc123 200w, ' +
        '/api/static/product-images/10000042/0-400.webp?v=abc123 400w, ' +
        '/api/static/product-images/10000042/0-800.webp?v=abc123 800w',
    );
  });

  it('leaves other URLs alone', () => {
    expect(productImageAt('/img/banner.svg', 400)).toBe('/img/banner.svg');
    expect(productImageSrcSet('/img/banner.svg')).toBeUndefined();
  });
});
