import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { publicKeyResponseSchema } from '../../contract/member';
import { hashPassword, verifyPassword } from '../areas/member/passwords';
import { loadRsaKeys, RsaKeyRing } from './rsa-keys';

const encryptFor = (publicKey: string, text: string) =>
  crypto
    .publicEncrypt(
      { key: publicKey, padding: crypto.constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
      Buffer.from(text),
    )
    .toString('base64');

describe('RSA keys', () => {
  it('refuses to start in production without PASAR_RSA_PRIVATE_KEY', () => {
    expect(() => loadRsaKeys({ production: true, dataDir: 'memory://' })).toThrow(/PASAR_RSA_PRIVATE_KEY/);
  });

  it('reads the production key from the environment, \\n escapes included, and refuses a short key', () => {
    const key = crypto.generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey;
    const pem = key.export({ type: 'pkcs8', format: 'pem' }).toString().replace(/\n/g, '\\n');
    const keys = loadRsaKeys({ production: true, privateKeyPem: pem, dataDir: 'memory://' });
    expect(publicKeyResponseSchema.parse(keys.publicKey()).algorithm).toBe('RSA-OAEP-256');
    expect(keys.decrypt(encryptFor(keys.publicKey().public_key, 'Secret.1'))).toBe('Secret.1');
    const short = crypto
      .generateKeyPairSync('rsa', { modulusLength: 1024 })
      .privateKey.export({ type: 'pkcs8', format: 'pem' })
      .toString();
    expect(() => loadRsaKeys({ production: true, privateKeyPem: short, dataDir: 'memory://' })).toThrow(
      /2048-bit/,
    );
  });

  it('generates the development key once into DATA_DIR (mode 600) and reuses it', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pasar-keys-'));
    try {
      const first = loadRsaKeys({ production: false, dataDir: dir });
      const file = path.join(dir, 'rsa-private.pem');
      expect(fs.statSync(file).mode & 0o777).toBe(0o600);
      const second = loadRsaKeys({ production: false, dataDir: dir });
      expect(second.publicKey()).toEqual(first.publicKey());
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('decrypts with the previous key during a rotation, publishes only the current one', () => {
    const oldKey = crypto.generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey;
    const newKey = crypto.generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey;
    const before = new RsaKeyRing(oldKey);
    const during = new RsaKeyRing(newKey, oldKey);
    expect(during.publicKey().key_id).not.toBe(before.publicKey().key_id);
    expect(during.decrypt(encryptFor(before.publicKey().public_key, 'Cached.key1'))).toBe('Cached.key1');
    expect(during.decrypt(encryptFor(during.publicKey().public_key, 'Fresh.key1'))).toBe('Fresh.key1');
  });

  it('answers null, never throws, for anything that is not a clean ciphertext', () => {
    const keys = new RsaKeyRing(crypto.generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey);
    for (const junk of [
      '',
      'abc',
      '%%%',
      crypto.randomBytes(256).toString('base64'),
      crypto.randomBytes(300).toString('base64'),
    ]) {
      expect(keys.decrypt(junk)).toBeNull();
    }
    // PKCS#1 v1.5 is not accepted (ASVS 5.0 11.3.1).
    const v15 = crypto
      .publicEncrypt(
        { key: keys.publicKey().public_key, padding: crypto.constants.RSA_PKCS1_PADDING },
        Buffer.from('Secret.1'),
      )
      .toString('base64');
    expect(keys.decrypt(v15)).toBeNull();
  });
});

describe('password hashes', () => {
  it('verify the right password only, and a malformed hash never', async () => {
    const stored = await hashPassword('Secret.123');
    expect(await verifyPassword('Secret.123', stored)).toBe(true);
    expect(await verifyPassword('Secret.124', stored)).toBe(false);
    expect(await verifyPassword('Secret.123', 'scrypt$0$8$1$abc$def')).toBe(false);
    expect(await verifyPassword('Secret.123', 'plain')).toBe(false);
  });
});
