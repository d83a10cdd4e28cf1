import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { request, setRequestHooks } from './request';

const refusal = (code: number) =>
  new Response(JSON.stringify({ code, msg: 'refused', data: null }), {
    status: 400,
    headers: { 'Content-Type': 'application/json' },
  });

const onError = vi.fn();

beforeEach(() => {
  vi.stubGlobal('window', { location: { origin: 'http://shop.test', search: '' }, navigator: {} });
  setRequestHooks({ onError });
});
afterEach(() => {
  vi.unstubAllGlobals();
  onError.mockReset();
});

describe("request()'s error toast", () => {
  it('is asked for on a refusal', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => refusal(1101051)));
    await expect(request('member/address/add', { body: {} })).rejects.toMatchObject({ code: 1101051 });
    expect(onError).toHaveBeenCalledTimes(1);
  });

  it('is left out for a refusal the caller shows beside its field, and only for that one', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => refusal(1101051)));
    const options = { body: {}, shownByCaller: [1101051] };
    await expect(request('member/address/add', options)).rejects.toMatchObject({ code: 1101051 });
    expect(onError).not.toHaveBeenCalled();
    vi.stubGlobal('fetch', vi.fn(async () => refusal(1101020)));
    await expect(request('member/address/add', options)).rejects.toMatchObject({ code: 1101020 });
    expect(onError).toHaveBeenCalledTimes(1);
  });
});
