import crypto from 'node:crypto';

// Crockford's base32: no I, L, O or U, so a number read aloud or copied by hand is not misread.
const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/**
 * A record's number: `prefix`, the UTC date as YYMMDD, then `randomLength` random Crockford
 * characters (5 bits each from a CSPRNG), so numbers sort by day and say nothing about volume.
 */
export function datedRecordNo(now: Date, randomLength: number, prefix = ''): string {
  const day = now.toISOString().slice(2, 10).replaceAll('-', '');
  const random = [...crypto.randomBytes(randomLength)].map((byte) => CROCKFORD[byte & 31]).join('');
  return `${prefix}${day}${random}`;
}
