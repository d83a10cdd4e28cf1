import { describe, expect, it } from 'vitest';
import { ApiError } from '../../contract/envelope';
import * as errorCodes from '../../contract/error-codes';
import { isUndecided, keyFor, sendWithKey, type SubmitKey } from './submit-key';

describe('the submit key (one order per press)', () => {
  it('keeps the key only while the server may not have decided', () => {
    expect(isUndecided(new ApiError('network', 'down'))).toBe(true);
    expect(isUndecided(new ApiError('timeout', 'slow'))).toBe(true);
    expect(isUndecided(new ApiError(errorCodes.requestInProgress, 'running', 409))).toBe(true);
    expect(isUndecided(new ApiError(errorCodes.internal, 'boom', 500))).toBe(true);
    expect(isUndecided(new ApiError(errorCodes.insufficientStock, 'short', 409))).toBe(false);
    expect(isUndecided(new ApiError(errorCodes.priceChanged, 'moved', 409))).toBe(false);
    expect(isUndecided(new Error('other'))).toBe(false);
  });

  it('sends the kept key again for the same body, a new one for another body', () => {
    let n = 0;
    const next = () => `key-${(n += 1)}`;
    const first = keyFor(null, '{"a":1}', next);
    expect(first.key).toBe('key-1');
    expect(keyFor(first, '{"a":1}', next)).toBe(first);
    expect(keyFor(first, '{"a":2}', next).key).toBe('key-2');
  });

  it('sends a retry of an undecided press with its key, and a press after a decided answer with a new one', async () => {
    const kept: { current: SubmitKey | null } = { current: null };
    const sent: string[] = [];
    const failWith = (error: ApiError) => (key: string) => {
      sent.push(key);
      return Promise.reject(error);
    };
    const card = { card_number: '4000 0000 0000 0002' };
    await expect(sendWithKey(kept, card, failWith(new ApiError('network', 'down')))).rejects.toThrow();
    await expect(
      sendWithKey(kept, card, failWith(new ApiError(errorCodes.refundCardInvalid, 'declined', 400))),
    ).rejects.toThrow();
    // Declined is decided: the corrected card is a new press, with a new key.
    const answer = await sendWithKey(kept, { card_number: '4111 1111 1111 1111' }, (key) => {
      sent.push(key);
      return Promise.resolve('added');
    });
    expect(answer).toBe('added');
    expect(sent[1]).toBe(sent[0]);
    expect(sent[2]).not.toBe(sent[1]);
    expect(kept.current).toBeNull();
  });
});
