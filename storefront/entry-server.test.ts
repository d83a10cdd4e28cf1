import { describe, expect, it } from 'vitest';
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
  it('draws a page with every answer it asked for, in time: a page the server may keep', async () => {
    const { api, asked } = apiHolding(null);
    const result = await renderFirstView({ ...categories, api, callsWithinMs: 30_000 });
    expect(asked.some((path) => path.includes('nav/type/list'))).toBe(true);
    expect(result).toMatchObject({ kind: 'page', complete: true });
    if (result.kind !== 'page') return;
    expect(Object.keys(result.firstView.fallback).some((key) => key.includes('nav/type/list'))).toBe(true);
  });

  it('draws it without an answer that has not come by its deadline, and says so: not a page to keep', async () => {
    const { api } = apiHolding('nav/type/list');
    const result = await renderFirstView({ ...categories, api, callsWithinMs: 50 });
    expect(result).toMatchObject({ kind: 'page', complete: false });
    if (result.kind !== 'page') return;
    expect(Object.keys(result.firstView.fallback).some((key) => key.includes('nav/type/list'))).toBe(false);
    expect(result.html).toContain('<main');
  });
});
