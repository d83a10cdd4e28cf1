import { describe, expect, it } from 'vitest';
import { firstCalls } from './first-calls';

const paths = (location: { pathname: string; search: string }) =>
  firstCalls(location).map(([path, options]) => [path, options?.method ?? (options?.body ? 'POST' : 'GET'), options?.body]);

describe('the first calls of the address a shopper arrives at', () => {
  it('always asks for app/load, which start-up waits on', () => {
    for (const pathname of ['/', '/cart', '/me', '/login', '/nowhere']) {
      expect(paths({ pathname, search: '' })[0]).toEqual(['support/api/app/load', 'POST', undefined]);
    }
    expect(paths({ pathname: '/cart', search: '' })).toHaveLength(1);
  });

  it('home: the decoration, the categories and the feed\'s first page', () => {
    expect(paths({ pathname: '/', search: '' }).slice(1)).toEqual([
      ['cms/api/decoration', 'GET', undefined],
      ['nav/type/list', 'GET', undefined],
      ['consumer/product/product_recommend', 'POST', { page_num: 1, page_size: 12 }],
    ]);
  });

  it("a category list: its first page in the address's sort, and the categories", () => {
    expect(paths({ pathname: '/commodityList', search: '?typeId=300&sort=price_asc' }).slice(1)).toEqual([
      ['consumer/product/list', 'POST', { typeId: 300, sort: 'price_asc', page_num: 1, page_size: 12 }],
      ['nav/type/list', 'GET', undefined],
    ]);
  });

  it('a keyword list searches (its own call): only the categories start early', () => {
    expect(paths({ pathname: '/commodityList', search: '?keyword=kopi' }).slice(1)).toEqual([
      ['nav/type/list', 'GET', undefined],
    ]);
  });

  it('a product page: its detail, the product number escaped; none without a number', () => {
    expect(paths({ pathname: '/commodDetail', search: '?product_no=%2010000068%20' }).slice(1)).toEqual([
      ['consumer/product/min_sku_detail/10000068', 'GET', undefined],
    ]);
    expect(paths({ pathname: '/commodDetail', search: '?product_no=a/b' })[1]?.[0]).toBe(
      'consumer/product/min_sku_detail/a%2Fb',
    );
    expect(paths({ pathname: '/commodDetail', search: '' })).toHaveLength(1);
  });
});
