import { and, setup, transition } from 'xstate';
import {
  VOUCHER_STATUSES,
  type VoucherKind,
  type VoucherReturnCause,
  type VoucherStatus,
} from '../../contract/voucher-constants';

/**
 * A voucher's life (SPEC.md §3 Voucher, §4 vouchers; ADR 028): one chart for both sides.
 * The server asks nextVoucherStatus() before every move of a claim (server/areas/vouchers/voucher-moves.ts);
 * the storefront shows the states. Pure: no actors, no delays; time arrives on the events (`at`,
 * epoch ms), so a test drives it with a simulated clock.
 *
 *   available ──CLAIM──▶ unuse ──USE (inside its window)──▶ used
 *                          │  ▲                               │
 *                          │  └──RETURN (still valid)─────────┤   RETURN refused: a shipping
 *                          │                                  │   voucher on cause 'refund'
 *                       EXPIRE (at ≥ end) ──▶ expired ◀──RETURN (at ≥ end)
 *
 * 'available' is the campaign side (nothing claimed yet); the three others are SPEC.md's statuses.
 * Decision (ADR 028): a free-shipping voucher comes back when its order is cancelled (the shipping
 * never happened) but not on an after-sales refund (SPEC.md §4 "not restored on refund"): the
 * parcel was delivered, so the promo was consumed.
 */
export interface VoucherContext {
  readonly kind: VoucherKind;
  readonly validFrom: number;
  readonly validUntil: number;
}

export type VoucherEvent =
  | { type: 'CLAIM' }
  | { type: 'USE'; at: number }
  | { type: 'RETURN'; at: number; cause: VoucherReturnCause }
  | { type: 'EXPIRE'; at: number };
export type VoucherEventType = VoucherEvent['type'];

export const voucherMachine = setup({
  types: { context: {} as VoucherContext, events: {} as VoucherEvent, input: {} as VoucherContext },
  guards: {
    isInsideWindow: ({ context, event }) =>
      event.type === 'USE' && context.validFrom <= event.at && event.at < context.validUntil,
    isRestorable: ({ context, event }) =>
      event.type === 'RETURN' && !(context.kind === 'shipping' && event.cause === 'refund'),
    isStillValid: ({ context, event }) => 'at' in event && event.at < context.validUntil,
    hasEnded: ({ context, event }) => 'at' in event && event.at >= context.validUntil,
  },
}).createMachine({
  id: 'voucher',
  context: ({ input }) => input,
  initial: 'available',
  states: {
    available: { on: { CLAIM: 'unuse' } },
    unuse: {
      on: {
        USE: { guard: 'isInsideWindow', target: 'used' },
        EXPIRE: { guard: 'hasEnded', target: 'expired' },
      },
    },
    used: {
      on: {
        // Not restorable: no branch matches, so can() is false and the claim stays used.
        RETURN: [
          { guard: and(['isRestorable', 'isStillValid']), target: 'unuse' },
          { guard: 'isRestorable', target: 'expired' },
        ],
      },
    },
    expired: { type: 'final' },
  },
});

function snapshotAt(status: VoucherStatus, context: VoucherContext) {
  return voucherMachine.resolveState({ value: status, context });
}

/**
 * The stored status `event` moves a claim to, or null when the chart does not allow the move
 * (using an expired or not yet valid voucher, returning a shipping voucher on refund, expiring a
 * used one). `claim.status` is the stored status; an unused claim past its end is expired here
 * too (voucherStatusAt), so USE refuses it.
 */
export function nextVoucherStatus(
  claim: VoucherContext & { readonly status: VoucherStatus },
  event: Exclude<VoucherEvent, { type: 'CLAIM' }>,
): VoucherStatus | null {
  const context: VoucherContext = {
    kind: claim.kind,
    validFrom: claim.validFrom,
    validUntil: claim.validUntil,
  };
  const before = snapshotAt(claim.status, context);
  if (!before.can(event)) return null;
  const [after] = transition(voucherMachine, before, event);
  const value = after.value as string;
  return (VOUCHER_STATUSES as readonly string[]).includes(value) ? (value as VoucherStatus) : null;
}
