import { describe, expect, it } from 'vitest';
import { decorationHref, productListHref } from './catalogue-links';
import { readListParams } from '../../api/catalogue-list-params';

const q = (text: string) => new URLSearchParams(text);

describe('readListParams', () => {
  it('reads the query string', () => {
    expect(readListParams(q('typeId=101&sort=price_asc'), null)).toEqual({
      typeId: 101,
      keyword: undefined,
      sort: 'price_asc',
      timestamp: undefined,
    });
    expect(readListParams(q('keyword=%20kopi%20'), undefined).keyword).toBe('kopi');
  });

  it('falls back to router state (SPEC.md §2), with its timestamp', () => {
    expect(readListParams(q(''), { keyword: '咖啡', timestamp: 5 })).toMatchObject({ keyword: '咖啡', timestamp: 5 });
    expect(readListParams(q(''), { typeId: 200, source: 'category' })).toMatchObject({ typeId: 200 });
    expect(readListParams(q('keyword=susu'), { keyword: 'kopi' }).keyword).toBe('susu');
  });

  it('ignores anything malformed', () => {
    expect(readListParams(q('typeId=abc&sort=cheapest&keyword=%20'), { typeId: -1 })).toEqual({
      typeId: undefined,
      keyword: undefined,
      sort: undefined,
      timestamp: undefined,
    });
    expect(readListParams(q(`keyword=${'a'.repeat(80)}`), null).keyword).toHaveLength(64);
  });

  it('round-trips through productListHref', () => {
    const href = productListHref({ typeId: 101, keyword: 'teh hijau', sort: 'sales_desc' });
    expect(href).toBe('/commodityList?typeId=101&keyword=teh+hijau&sort=sales_desc');
    expect(readListParams(new URL(href, 'http://x').searchParams, null)).toMatchObject({
      typeId: 101,
      keyword: 'teh hijau',
      sort: 'sales_desc',
    });
    expect(productListHref({})).toBe('/commodityList');
  });
});

describe('decorationHref', () => {
  it('turns each link type into a route', () => {
    expect(decorationHref({ type: 'category', value: 100 })).toBe('/commodityList?typeId=100');
    expect(decorationHref({ type: 'product', value: '10000042' })).toBe('/commodDetail?product_no=10000042');
    expect(decorationHref({ type: 'search', value: 'kopi' })).toBe('/commodityList?keyword=kopi');
    expect(decorationHref({ type: 'page', value: '/coupons' })).toBe('/coupons');
  });
});
