import * as errorCodes from '../../contract/error-codes';
import { newIdempotencyKey } from './request';

/**
 * One Idempotency-Key per press of a form's submit ("Submit order", "Save" of a refund card),
 * kept across retries of that press (a double click or a lost answer makes one order).
 * Decision: the key is kept while the server may not have decided (no answer: network, timeout;
 * a 5xx, which the server does not store; 1100409, the first request still runs) and for the same
 * body, so pressing again replays the first answer; after any decided answer (a refusal is stored
 * under its key and would be replayed) or a changed body (the server refuses a reused key with
 * another body: 1100422, or replays the first answer when only a secret field changed, ADR 013)
 * the next press takes a new key.
 */
export interface SubmitKey {
  readonly key: string;
  /** The body the key was first sent with, as JSON. */
  readonly body: string;
}

export function isUndecided(error: unknown): boolean {
  if (typeof error !== 'object' || error === null || !('code' in error)) return false;
  const { code, httpStatus } = error as { code: unknown; httpStatus?: number };
  if (code === 'network' || code === 'timeout' || code === errorCodes.requestInProgress) return true;
  return typeof httpStatus === 'number' && httpStatus >= 500;
}

/** The key to send for `body`: the kept one when it was for the same body, else a new one. */
export function keyFor(kept: SubmitKey | null, body: string, newKey: () => string): SubmitKey {
  return kept && kept.body === body ? kept : { key: newKey(), body };
}

/**
 * Sends `body` with its press's key (keyFor), kept in `kept` (a ref the form holds) while the
 * server may not have decided and let go after any decided answer.
 */
export async function sendWithKey<T>(
  kept: { current: SubmitKey | null },
  body: unknown,
  send: (key: string) => Promise<T>,
): Promise<T> {
  const sent = keyFor(kept.current, JSON.stringify(body), newIdempotencyKey);
  kept.current = sent;
  try {
    const answer = await send(sent.key);
    kept.current = null;
    return answer;
  } catch (error) {
    if (!isUndecided(error)) kept.current = null;
    throw error;
  }
}
