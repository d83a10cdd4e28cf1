import {
  ENCRYPTION_FAILED_MESSAGE,
  fitsPasswordEncryption,
  MESSAGE_TOO_LONG_MESSAGE,
  passwordBytes,
} from '../../contract/password-crypto';
import type { PublicKeyResponse } from '../../contract/member';
import { request } from './request';

/** GET member/user/public_key: the server's RSA key for passwords (SPEC.md §5, DESIGN.md). */
export const publicKeyPath = 'member/user/public_key';

interface Encryptor {
  encryptOAEP(text: string): string | false;
}

let currentKey: Promise<PublicKeyResponse> | null = null;
const encryptors = new Map<string, Encryptor>();

/**
 * The public key, asked for once per page load. Decision: the key is fetched rather than built
 * in, so the server can rotate it; a failed fetch is not remembered, so the next try asks again.
 */
function publicKey(): Promise<PublicKeyResponse> {
  currentKey ??= request<PublicKeyResponse>(publicKeyPath, { silent: true }).catch((error: unknown) => {
    currentKey = null;
    throw error;
  });
  return currentKey;
}

/** One jsencrypt instance per key_id. jsencrypt loads on demand: no page's first load carries it. */
async function encryptorFor(key: PublicKeyResponse): Promise<Encryptor> {
  const known = encryptors.get(key.key_id);
  if (known) return known;
  const { JSEncrypt } = await import('jsencrypt');
  const encryptor = new JSEncrypt();
  encryptor.setPublicKey(key.public_key);
  encryptors.set(key.key_id, encryptor);
  return encryptor;
}

/**
 * A password as the login and reset calls carry it: RSA-OAEP (SHA-256 for OAEP and MGF1),
 * base64 — jsencrypt's encryptOAEP over the UTF-8 bytes. A plaintext over 190 bytes cannot be
 * encrypted: "Message too long for RSA" is logged and "Encryption failed" thrown (SPEC.md §8).
 */
export async function encryptPassword(password: string): Promise<string> {
  if (!fitsPasswordEncryption(password)) {
    console.error(MESSAGE_TOO_LONG_MESSAGE);
    throw new Error(ENCRYPTION_FAILED_MESSAGE);
  }
  const encryptor = await encryptorFor(await publicKey());
  // The UTF-8 bytes, one per string unit: jsencrypt reads each unit as a byte (see fitsPasswordEncryption).
  const encrypted = encryptor.encryptOAEP(String.fromCharCode(...passwordBytes(password)));
  if (encrypted === false) throw new Error(ENCRYPTION_FAILED_MESSAGE);
  return encrypted;
}
