import crypto from 'node:crypto';
import { WebhookRejected } from './provider';

/** The sandbox provider's signature headers (names lower-case, as Hono hands them over). */
export const SIGNATURE_HEADER = 'x-sandbox-signature';
export const TIMESTAMP_HEADER = 'x-sandbox-timestamp';

/**
 * Decision: a webhook older (or further in the future) than 5 minutes is refused, Stripe's
 * tolerance: a captured webhook replayed later fails, and a genuine retry is signed afresh.
 */
export const WEBHOOK_TOLERANCE_SECONDS = 5 * 60;

/** hex HMAC-SHA256(secret, `${timestamp}.${rawBody}`): the timestamp is signed with the body (Stripe's scheme). */
export function webhookSignature(secret: string, timestampSeconds: number, rawBody: string): string {
  return crypto.createHmac('sha256', secret).update(`${timestampSeconds}.${rawBody}`).digest('hex');
}

/** The headers a signed delivery carries. */
export function signedHeaders(secret: string, now: Date, rawBody: string): Record<string, string> {
  const timestamp = Math.floor(now.getTime() / 1000);
  return {
    'content-type': 'application/json',
    [TIMESTAMP_HEADER]: String(timestamp),
    [SIGNATURE_HEADER]: webhookSignature(secret, timestamp, rawBody),
  };
}

/**
 * Throws WebhookRejected unless the signature is the secret's over this exact body and timestamp
 * (compared in constant time) and the timestamp is within the tolerance of `now`.
 */
export function checkSignature(secret: string, rawBody: string, headers: Record<string, string>, now: Date) {
  const timestampText = headers[TIMESTAMP_HEADER] ?? '';
  const signature = headers[SIGNATURE_HEADER] ?? '';
  if (!/^\d{1,12}$/.test(timestampText) || !/^[0-9a-f]{64}$/.test(signature))
    throw new WebhookRejected('signature');
  const timestamp = Number(timestampText);
  const expected = Buffer.from(webhookSignature(secret, timestamp, rawBody), 'hex');
  if (!crypto.timingSafeEqual(expected, Buffer.from(signature, 'hex')))
    throw new WebhookRejected('signature');
  if (Math.abs(now.getTime() / 1000 - timestamp) > WEBHOOK_TOLERANCE_SECONDS)
    throw new WebhookRejected('timestamp');
}
