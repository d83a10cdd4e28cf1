/**
 * What the browser (jsencrypt's encryptOAEP) and the server (node:crypto privateDecrypt) agree on
 * for password encryption (SPEC.md §5, DESIGN.md): RSA-OAEP with SHA-256 for both the OAEP hash and
 * MGF1, an empty label, and a 2048-bit key. PKCS#1 v1.5 is not used (ASVS 5.0 11.3.1; Marvin).
 * The implementations live on each side; only the agreement lives here.
 */
export const passwordEncryption = {
  algorithm: 'RSA-OAEP',
  /** OAEP digest; node:crypto needs `oaepHash: 'sha256'` (its default is SHA-1). */
  hash: 'SHA-256',
  /** jsencrypt 3.5.4 uses the OAEP hash for MGF1 as well. */
  mgf1Hash: 'SHA-256',
  modulusBits: 2048,
  /** The ciphertext travels base64-encoded (what encryptOAEP returns). */
  encoding: 'base64',
} as const;

/** Thrown by the browser side when encryption returns nothing (SPEC.md §8). */
export const ENCRYPTION_FAILED_MESSAGE = 'Encryption failed';
/** Logged when the plaintext does not fit the key (SPEC.md §8). */
export const MESSAGE_TOO_LONG_MESSAGE = 'Message too long for RSA';

const hashBytes = 32; // SHA-256
/**
 * The longest plaintext RSA-OAEP can carry: key bytes − 2 × hash bytes − 2 = 256 − 64 − 2 = 190.
 * Every password of contract/rules/password.ts fits (the rule checks the bytes).
 */
export const RSA_OAEP_MAX_PLAINTEXT_BYTES = passwordEncryption.modulusBits / 8 - 2 * hashBytes - 2;
/** The ciphertext is always exactly the key size: 256 bytes, 344 base64 characters. */
export const RSA_CIPHERTEXT_BYTES = passwordEncryption.modulusBits / 8;

/** A password as RSA-OAEP carries it: its UTF-8 bytes (what the server decodes). */
export function passwordBytes(plaintext: string): Uint8Array {
  return new TextEncoder().encode(plaintext);
}

/**
 * True when `plaintext` can be encrypted: its UTF-8 form is at most 190 bytes. Any character is
 * fine (ADR 012) because the browser hands jsencrypt the UTF-8 bytes as a one-byte-per-unit
 * string (storefront/api/encrypt-password.ts); jsencrypt's OAEP takes each UTF-16 unit as one
 * byte, so the raw string would reach the server garbled past ASCII.
 */
export function fitsPasswordEncryption(plaintext: string): boolean {
  return passwordBytes(plaintext).length <= RSA_OAEP_MAX_PLAINTEXT_BYTES;
}
