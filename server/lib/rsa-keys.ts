import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { PublicKeyResponse } from '../../contract/member';
import { passwordEncryption } from '../../contract/password-crypto';

/** The key pair browsers encrypt passwords for (RSA-OAEP, SHA-256; contract/password-crypto.ts). */
export interface RsaKeys {
  /** GET /member/user/public_key's data. */
  publicKey(): PublicKeyResponse;
  /** The plaintext of a base64 ciphertext, or null for anything that does not decrypt cleanly. */
  decrypt(ciphertextBase64: string): string | null;
}

const utf8 = new TextDecoder('utf-8', { fatal: true });

/** The current key, plus the previous one during a rotation (tried second, never published). */
export class RsaKeyRing implements RsaKeys {
  private readonly published: PublicKeyResponse;

  constructor(
    private readonly current: crypto.KeyObject,
    private readonly previous?: crypto.KeyObject,
  ) {
    const spki = crypto.createPublicKey(current);
    const der = spki.export({ type: 'spki', format: 'der' });
    this.published = {
      // The key id is the SPKI's SHA-256, so the same key always has the same id on every instance.
      key_id: crypto.createHash('sha256').update(der).digest('base64url').slice(0, 16),
      algorithm: 'RSA-OAEP-256',
      public_key: spki.export({ type: 'spki', format: 'pem' }).toString(),
    };
  }

  publicKey(): PublicKeyResponse {
    return this.published;
  }

  decrypt(ciphertextBase64: string): string | null {
    if (!/^[A-Za-z0-9+/\r\n]+={0,2}\s*$/.test(ciphertextBase64)) return null;
    const ciphertext = Buffer.from(ciphertextBase64, 'base64');
    if (ciphertext.length !== passwordEncryption.modulusBits / 8) return null;
    for (const key of this.previous ? [this.current, this.previous] : [this.current]) {
      try {
        const plain = crypto.privateDecrypt(
          { key, padding: crypto.constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
          ciphertext,
        );
        return utf8.decode(plain);
      } catch {
        // Not this key, or not a valid ciphertext: the caller answers like a wrong password.
      }
    }
    return null;
  }
}

function generatePrivateKey(): crypto.KeyObject {
  return crypto.generateKeyPairSync('rsa', { modulusLength: passwordEncryption.modulusBits }).privateKey;
}

function readPrivateKey(pem: string, name: string): crypto.KeyObject {
  const key = crypto.createPrivateKey(pem.replace(/\\n/g, '\n'));
  const bits = key.asymmetricKeyDetails?.modulusLength;
  if (key.asymmetricKeyType !== 'rsa' || bits !== passwordEncryption.modulusBits) {
    throw new Error(
      `${name} must be a ${passwordEncryption.modulusBits}-bit RSA private key (got ${key.asymmetricKeyType} ${bits})`,
    );
  }
  return key;
}

export interface RsaKeySource {
  production: boolean;
  /** PASAR_RSA_PRIVATE_KEY (PEM; `\n` escapes allowed so it fits one env line). */
  privateKeyPem?: string | undefined;
  /** PASAR_RSA_PREVIOUS_PRIVATE_KEY: still accepted for a while after a rotation. */
  previousPrivateKeyPem?: string | undefined;
  /** PGlite's folder; `memory://` keeps the key in memory. */
  dataDir: string;
}

/**
 * Production: the key from the environment, or no start at all (a generated key would differ
 * per instance and change at every deploy). Development: generated once into
 * `<DATA_DIR>/rsa-private.pem` (mode 600) and reused. `memory://`: a fresh key per process.
 */
export function loadRsaKeys(source: RsaKeySource): RsaKeys {
  const previous = source.previousPrivateKeyPem
    ? readPrivateKey(source.previousPrivateKeyPem, 'PASAR_RSA_PREVIOUS_PRIVATE_KEY')
    : undefined;
  if (source.privateKeyPem)
    return new RsaKeyRing(readPrivateKey(source.privateKeyPem, 'PASAR_RSA_PRIVATE_KEY'), previous);
  if (source.production) {
    throw new Error('PASAR_RSA_PRIVATE_KEY is required in production (a 2048-bit RSA private key, PEM)');
  }
  if (source.dataDir === 'memory://') return new RsaKeyRing(generatePrivateKey(), previous);

  const file = path.join(source.dataDir, 'rsa-private.pem');
  if (!fs.existsSync(file)) {
    fs.mkdirSync(source.dataDir, { recursive: true });
    const pem = generatePrivateKey().export({ type: 'pkcs8', format: 'pem' }).toString();
    try {
      fs.writeFileSync(file, pem, { mode: 0o600, flag: 'wx' });
    } catch (error) {
      // Another process wrote it first: use theirs.
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
  }
  return new RsaKeyRing(readPrivateKey(fs.readFileSync(file, 'utf8'), file), previous);
}
