import crypto from 'node:crypto';
import { scryptPool } from '../../lib/password-hash-pool';

/** Every hash goes through the pool: its own threads, a cap, 429 past it (password-hash-pool.ts). */
const scrypt = (
  password: string,
  salt: Buffer,
  keyBytes: number,
  options: { N: number; r: number; p: number; maxmem: number },
) => scryptPool.run({ password, salt, keyBytes, ...options });

/** ASVS 5.0 appendix C: scrypt N=2^17, r=8, p=1 (128 MiB per hash), 16-byte salt, 32-byte key. */
export const SCRYPT = { N: 2 ** 17, r: 8, p: 1, saltBytes: 16, keyBytes: 32 } as const;
// 128 × N × r bytes is exactly 128 MiB; node refuses at its default 32 MiB ceiling.
const MAXMEM = 256 * 1024 * 1024;

let costN: number = SCRYPT.N;

/**
 * The N new hashes are made with: SCRYPT.N unless the server tests lowered it.
 *
 * Decision: the server tests hash at a low cost (server/test-support/low-password-cost.ts), as
 * other projects' test suites do: at 2^17 a hash holds 128 MiB and ~0.4 s of a core, and the
 * password tests spend a hundred-odd of them per database. What they prove is counted (attempts,
 * hashes spent, the pool's places), never timed, so the cost changes no verdict; one test still
 * hashes at SCRYPT.N and reads the stored parameters. Nothing outside server/test-support calls
 * this; a stored hash carries its own N, so verifying never depends on it.
 */
export function setPasswordHashCost(N: number) {
  costN = N;
}

/** `scrypt$N$r$p$salt$hash` (base64url): the parameters travel with the hash, so they can grow. */
export async function hashPassword(password: string): Promise<string> {
  const salt = crypto.randomBytes(SCRYPT.saltBytes);
  const key = await scrypt(password.normalize('NFC'), salt, SCRYPT.keyBytes, {
    N: costN,
    r: SCRYPT.r,
    p: SCRYPT.p,
    maxmem: MAXMEM,
  });
  return ['scrypt', costN, SCRYPT.r, SCRYPT.p, salt.toString('base64url'), key.toString('base64url')].join(
    '$',
  );
}

/** True when the password matches; a malformed stored value is simply no match. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, saltText, hashText] = stored.split('$');
  if (scheme !== 'scrypt' || !saltText || !hashText) return false;
  const params = { N: Number(n), r: Number(r), p: Number(p) };
  if (![params.N, params.r, params.p].every((v) => Number.isInteger(v) && v > 0)) return false;
  const expected = Buffer.from(hashText, 'base64url');
  const actual = await scrypt(
    password.normalize('NFC'),
    Buffer.from(saltText, 'base64url'),
    expected.length,
    {
      ...params,
      maxmem: MAXMEM,
    },
  );
  return actual.length === expected.length && crypto.timingSafeEqual(actual, expected);
}

let decoy: Promise<string> | undefined;

/**
 * Spends one full scrypt against a hash nobody knows the password of. An unknown account, an
 * account without a password and a ciphertext that does not decrypt all call it, so they take as
 * long as a wrong password and cannot be told apart by timing.
 */
export async function burnPasswordCheck(): Promise<false> {
  decoy ??= hashPassword(crypto.randomBytes(18).toString('base64url'));
  await verifyPassword(crypto.randomBytes(18).toString('base64url'), await decoy);
  return false;
}
