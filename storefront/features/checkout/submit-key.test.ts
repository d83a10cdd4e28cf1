import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../contract/envelope';
import * as errorCodes from '../../../contract/error-codes';
import { isUndecided, keyFor } from './submit-key';

describe('the submit key (one order per press, issue 16)', () => {
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
});
