import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { voucherStatusAt } from '../../contract/voucher-constants';
import { nextVoucherStatus, voucherMachine, type VoucherContext } from './voucher.machine';

// A simulated clock: every time is an offset from one fixed instant.
const t0 = Date.UTC(2026, 10, 1, 0, 0, 0);
const hour = 60 * 60 * 1000;
const window: VoucherContext = { kind: 'discount', validFrom: t0, validUntil: t0 + 48 * hour };
const shipping: VoucherContext = { ...window, kind: 'shipping' };

describe('voucherMachine', () => {
  it('walks available → unuse → used → unuse (cancelled while still valid) → used', () => {
    const actor = createActor(voucherMachine, { input: window }).start();
    expect(actor.getSnapshot().value).toBe('available');
    actor.send({ type: 'CLAIM' });
    expect(actor.getSnapshot().value).toBe('unuse');
    actor.send({ type: 'USE', at: t0 + hour });
    expect(actor.getSnapshot().value).toBe('used');
    actor.send({ type: 'RETURN', at: t0 + 2 * hour, cause: 'cancel' });
    expect(actor.getSnapshot().value).toBe('unuse');
    actor.send({ type: 'USE', at: t0 + 3 * hour });
    expect(actor.getSnapshot().value).toBe('used');
  });

  it('expires an unused voucher at its end, not a moment before', () => {
    expect(
      nextVoucherStatus({ ...window, status: 'unuse' }, { type: 'EXPIRE', at: t0 + 48 * hour - 1 }),
    ).toBeNull();
    expect(nextVoucherStatus({ ...window, status: 'unuse' }, { type: 'EXPIRE', at: t0 + 48 * hour })).toBe(
      'expired',
    );
  });

  it('uses a voucher only inside its window', () => {
    const unuse = { ...window, status: 'unuse' as const };
    expect(nextVoucherStatus(unuse, { type: 'USE', at: t0 - 1 })).toBeNull();
    expect(nextVoucherStatus(unuse, { type: 'USE', at: t0 })).toBe('used');
    expect(nextVoucherStatus(unuse, { type: 'USE', at: t0 + 48 * hour - 1 })).toBe('used');
    expect(nextVoucherStatus(unuse, { type: 'USE', at: t0 + 48 * hour })).toBeNull();
  });

  it('returns a used voucher after its end as expired (SPEC.md §4: an expired one is not returned)', () => {
    const used = { ...window, status: 'used' as const };
    expect(nextVoucherStatus(used, { type: 'RETURN', at: t0 + 48 * hour, cause: 'cancel' })).toBe('expired');
    expect(nextVoucherStatus(used, { type: 'RETURN', at: t0 + 47 * hour, cause: 'refund' })).toBe('unuse');
  });

  it('does not restore a shipping voucher on refund, but does on cancel', () => {
    const used = { ...shipping, status: 'used' as const };
    expect(nextVoucherStatus(used, { type: 'RETURN', at: t0 + hour, cause: 'refund' })).toBeNull();
    expect(nextVoucherStatus(used, { type: 'RETURN', at: t0 + hour, cause: 'cancel' })).toBe('unuse');
  });

  it('refuses moves that make no sense', () => {
    expect(
      nextVoucherStatus({ ...window, status: 'unuse' }, { type: 'RETURN', at: t0, cause: 'cancel' }),
    ).toBeNull();
    expect(nextVoucherStatus({ ...window, status: 'used' }, { type: 'USE', at: t0 + hour })).toBeNull();
    expect(
      nextVoucherStatus({ ...window, status: 'used' }, { type: 'EXPIRE', at: t0 + 99 * hour }),
    ).toBeNull();
    for (const event of [
      { type: 'USE', at: t0 + hour },
      { type: 'EXPIRE', at: t0 + 99 * hour },
      { type: 'RETURN', at: t0 + hour, cause: 'cancel' },
    ] as const)
      expect(nextVoucherStatus({ ...window, status: 'expired' }, event)).toBeNull();
  });

  it('agrees with the derived status the wallet shows', () => {
    const end = window.validUntil;
    expect(voucherStatusAt('unuse', end, end - 1)).toBe('unuse');
    expect(voucherStatusAt('unuse', end, end)).toBe('expired');
    expect(voucherStatusAt('used', end, end + hour)).toBe('used');
    expect(nextVoucherStatus({ ...window, status: 'unuse' }, { type: 'EXPIRE', at: end })).toBe(
      voucherStatusAt('unuse', end, end),
    );
  });
});
