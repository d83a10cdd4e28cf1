import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

const { publicKey, privateKey } = crypto.generateKeyPairSync('rsa', { modulusLength: 2048 });
const pem = publicKey.export({ type: 'spki', format: 'pem' }).toString();

const decrypt = (base64: string) =>
  crypto
    .privateDecrypt(
      { key: privateKey, padding: crypto.constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
      Buffer.from(base64, 'base64'),
    )
    .toString();

const fetchMock = vi.fn(
  async () =>
    new Response(
      JSON.stringify({
        code: 0,
        msg: 'ok',
        data: { key_id: 'k1', algorithm: 'RSA-OAEP-256', public_key: pem },
      }),
    ),
);

beforeAll(() => {
  // jsencrypt reads window and self (its random source is self.crypto), as in a browser.
  vi.stubGlobal('window', { location: { origin: 'http://shop.test' }, crypto: globalThis.crypto });
  vi.stubGlobal('self', globalThis);
  vi.stubGlobal('fetch', fetchMock);
});
afterAll(() => vi.unstubAllGlobals());

describe('password encryption in the browser (SPEC.md §5, §8)', () => {
  it('encrypts with RSA-OAEP SHA-256 to base64 the server can read, fetching the key once', async () => {
    const { encryptPassword } = await import('./encrypt-password');
    const first = await encryptPassword('Secret1!');
    const second = await encryptPassword('an0ther,pass');
    expect(decrypt(first)).toBe('Secret1!');
    expect(decrypt(second)).toBe('an0ther,pass');
    expect(first).toMatch(/^[A-Za-z0-9+/]+=*$/);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('refuses a message too long for RSA: logs it and throws "Encryption failed"', async () => {
    const { encryptPassword } = await import('./encrypt-password');
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    await expect(encryptPassword('x'.repeat(191))).rejects.toThrow('Encryption failed');
    expect(log).toHaveBeenCalledWith('Message too long for RSA');
    await expect(encryptPassword('密'.repeat(64))).rejects.toThrow('Encryption failed');
  });

  it('carries any character as UTF-8 (ADR 012)', async () => {
    const { encryptPassword } = await import('./encrypt-password');
    for (const password of ['pässwort 1', '密码很长的一句话', 'emoji 🔑 key'])
      expect(decrypt(await encryptPassword(password))).toBe(password);
  });
});
