import { afterEach, describe, expect, it, vi } from 'vitest';
import { ok } from '../contract/envelope';
import { renderFirstView } from './entry-server';

/**
 * The API in process as the server hands it to the renderer, answering the categories page's
 * calls (an empty tree: the page's empty state is enough to draw), with one path held back for as
 * long as the test says.
 */
function apiHolding(heldPath: string | null) {
  const asked: string[] = [];
  const api = (path: string) => {
    asked.push(path);
    if (heldPath && path.includes(heldPath)) return new Promise<Response>(() => undefined);
    return Promise.resolve(Response.json(ok(path.includes('nav/type/list') ? [] : {})));
  };
  return { api, asked };
}

const categories = {
  url: '/cate',
  language: 'en',
  country: 'SG',
  layout: 'mobile',
  renderWithinMs: 30_000,
} as const;

describe("the server's renderer of a first view", () => {
  afterEach(() => void vi.useRealTimers());

  it('draws a page with every answer it asked for, in time: a page the server may keep', async () => {
    const { api, asked } = apiHolding(null);
    const result = await renderFirstView({ ...categories, api, callsWithinMs: 30_000 });
    expect(asked.some((path) => path.includes('nav/type/list'))).toBe(true);
    expect(result).toMatchObject({ kind: 'page', complete: true });
    if (result.kind !== 'page') return;
    expect(Object.keys(result.firstView.fallback).some((key) => key.includes('nav/type/list'))).toBe(true);
  });

  it('draws it without an answer that has not come by its deadline, and says so: not a page to keep', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { api } = apiHolding('nav/type/list');
    const drawing = renderFirstView({ ...categories, api, callsWithinMs: 50 });
    await vi.advanceTimersByTimeAsync(50);
    const result = await drawing;
    expect(result).toMatchObject({ kind: 'page', complete: false });
    if (result.kind !== 'page') return;
    expect(Object.keys(result.firstView.fallback).some((key) => key.includes('nav/type/list'))).toBe(false);
    expect(result.html).toContain('<main');
  });

  describe("a product page's product, without which there is no view", () => {
    /** The product's answer after 100 ms (it is gone: the page is not drawn, and says why). */
    const api = (path: string) =>
      path.includes('min_sku_detail')
        ? new Promise<Response>((resolve) =>
            setTimeout(() => resolve(Response.json(ok({ status: 'removed' }))), 100),
          )
        : Promise.resolve(Response.json(ok(path.includes('nav/type/list') ? [] : {})));
    const product = { ...categories, url: '/commodDetail?product_no=10000005', api, callsWithinMs: 20 };

    it('is waited for past the other calls’ deadline, up to its own', async () => {
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
      const drawing = renderFirstView({ ...product, essentialWithinMs: 1_500 });
      await vi.advanceTimersByTimeAsync(100);
      expect(await drawing).toEqual({ kind: 'not-drawn', reason: 'removed product' });
    });

    it('is given up at the other calls’ deadline by a server that names none of its own', async () => {
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
      const drawing = renderFirstView(product);
      await vi.advanceTimersByTimeAsync(20);
      expect(await drawing).toMatchObject({
        kind: 'not-drawn',
        reason: expect.stringMatching(/^no answer for /),
      });
    });
  });
});
