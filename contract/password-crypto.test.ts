import { constants, generateKeyPairSync, privateDecrypt, publicEncrypt } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  ENCRYPTION_FAILED_MESSAGE,
  MESSAGE_TOO_LONG_MESSAGE,
  RSA_CIPHERTEXT_BYTES,
  RSA_OAEP_MAX_PLAINTEXT_BYTES,
  fitsPasswordEncryption,
  passwordEncryption,
} from './password-crypto';
import { publicKeyResponseSchema } from './member';

const { publicKey, privateKey } = generateKeyPairSync('rsa', {
  modulusLength: passwordEncryption.modulusBits,
  publicKeyEncoding: { type: 'spki', format: 'pem' },
  privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
});
const oaep = { padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' };

describe('password encryption contract (SPEC.md §5, §8)', () => {
  it('is RSA-OAEP with SHA-256 and a 2048-bit key', () => {
    expect(passwordEncryption).toMatchObject({ algorithm: 'RSA-OAEP', hash: 'SHA-256', modulusBits: 2048 });
    expect(ENCRYPTION_FAILED_MESSAGE).toBe('Encryption failed');
    expect(MESSAGE_TOO_LONG_MESSAGE).toBe('Message too long for RSA');
  });

  it('carries at most 190 bytes, as node:crypto confirms', () => {
    expect(RSA_OAEP_MAX_PLAINTEXT_BYTES).toBe(190);
    const fits = Buffer.alloc(RSA_OAEP_MAX_PLAINTEXT_BYTES, 'a');
    const ciphertext = publicEncrypt({ key: publicKey, ...oaep }, fits);
    expect(ciphertext).toHaveLength(RSA_CIPHERTEXT_BYTES);
    expect(privateDecrypt({ key: privateKey, ...oaep }, ciphertext).equals(fits)).toBe(true);
    expect(() =>
      publicEncrypt({ key: publicKey, ...oaep }, Buffer.alloc(RSA_OAEP_MAX_PLAINTEXT_BYTES + 1)),
    ).toThrow();
  });

  it.each([
    ['Secret1!', true],
    ['a'.repeat(64), true],
    ['a'.repeat(190), true],
    ['a'.repeat(191), false],
    ['pässwort', true],
    ['密码123456', true],
    ['密'.repeat(63) + 'a', true],
    ['密'.repeat(64), false],
  ])('%j fits: %s', (plaintext, fits) => expect(fitsPasswordEncryption(plaintext)).toBe(fits));

  it('reads the public-key response', () => {
    expect(
      publicKeyResponseSchema.parse({ key_id: 'k1', algorithm: 'RSA-OAEP-256', public_key: publicKey }),
    ).toEqual({
      key_id: 'k1',
      algorithm: 'RSA-OAEP-256',
      public_key: publicKey,
    });
  });

  it.each([
    { key_id: 'k1', algorithm: 'RSA-OAEP-256', public_key: 'not a key' },
    {
      key_id: 'k1',
      algorithm: 'RSA-OAEP-256',
      public_key: publicKey.replace(/PUBLIC KEY/g, 'RSA PUBLIC KEY'),
    },
    { key_id: 'k1', algorithm: 'RSA1_5', public_key: publicKey },
    { key_id: '', algorithm: 'RSA-OAEP-256', public_key: publicKey },
  ])('refuses %#', (body) => expect(publicKeyResponseSchema.safeParse(body).success).toBe(false));
});
