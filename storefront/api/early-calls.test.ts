import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { callKey, EARLY_CALL_TTL_MS, startEarlyCall, takeEarlyCall, type PreparedCall } from './early-calls';

const call = (body?: string, language?: string): PreparedCall => {
  const headers = new Headers({ platform: 'H5', 'store-number': '1', 'X-Locale': 'ID' });
  if (language) headers.set('Language', language);
  return {
    url: new URL('http://shop.test/api/consumer/product/list'),
    init: { method: 'POST', headers, body },
  };
};

beforeEach(() => {
  // The module keeps its calls on window; Node has no window, so the global stands in.
  vi.stubGlobal('window', globalThis);
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response('{"code":0}')),
  );
});
afterEach(() => {
  delete (globalThis as { __pasarEarlyCalls?: unknown }).__pasarEarlyCalls;
  vi.unstubAllGlobals();
});

describe('early calls', () => {
  it('gives the same call the same key, whatever order its headers were set in', () => {
    const a = call('{"page_num":1}', 'id');
    const b: PreparedCall = {
      url: new URL('http://shop.test/api/consumer/product/list'),
      init: {
        method: 'POST',
        headers: new Headers({ Language: 'id', 'X-Locale': 'ID', 'store-number': '1', platform: 'H5' }),
        body: '{"page_num":1}',
      },
    };
    expect(callKey(a)).toBe(callKey(b));
  });

  it('tells calls apart by body, headers and method', () => {
    const base = callKey(call('{"page_num":1}'));
    expect(callKey(call('{"page_num":2}'))).not.toBe(base);
    expect(callKey(call('{"page_num":1}', 'zh-CN'))).not.toBe(base);
    const get = call('{"page_num":1}');
    get.init.method = 'GET';
    expect(callKey(get)).not.toBe(base);
  });

  it('hands an early answer to the same call once, and to no other call', async () => {
    startEarlyCall(call('{"page_num":1}'), 0, 8000);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(takeEarlyCall(call('{"page_num":2}'), 100)).toBeUndefined();
    const answer = takeEarlyCall(call('{"page_num":1}'), 100);
    expect(answer).toBeDefined();
    expect(await (await answer!).json()).toEqual({ code: 0 });
    // Taken: the next identical call goes to the network itself.
    expect(takeEarlyCall(call('{"page_num":1}'), 200)).toBeUndefined();
  });

  it('lets an answer older than the limit go: the app asks afresh', () => {
    startEarlyCall(call('{"page_num":1}'), 0, 8000);
    expect(takeEarlyCall(call('{"page_num":1}'), EARLY_CALL_TTL_MS + 1)).toBeUndefined();
  });

  it('takes nothing when index.html started no calls', () => {
    expect(takeEarlyCall(call('{"page_num":1}'), 0)).toBeUndefined();
  });
});
