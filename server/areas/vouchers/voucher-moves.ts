import { and, eq, inArray } from 'drizzle-orm';
import type { VoucherKind, VoucherReturnCause, VoucherStatus } from '../../../contract/voucher-constants';
import { nextVoucherStatus } from '../../../machines/charts/voucher.machine';
import type { Db } from '../../db/client';
import { voucherCampaigns, voucherClaims } from '../../db/schema';

/**
 * The moves of a claimed voucher that orders make (P's checkout uses them at submit and
 * on cancel; after-sales on refund). Each takes the caller's transaction, locks the claim
 * rows (SELECT … FOR UPDATE, in id order so two orders never deadlock) and moves them only as
 * machines/charts/voucher.machine.ts allows: two submits racing for one voucher are serialised by the
 * row lock, and exactly one of them uses it.
 */

interface LockedClaim {
  id: string;
  memberId: string;
  status: VoucherStatus;
  kind: VoucherKind;
  validFrom: number;
  validUntil: number;
  usedOrderNo: string | null;
}

async function lockClaims(tx: Db, where: ReturnType<typeof and>): Promise<LockedClaim[]> {
  const rows = await tx
    .select({
      id: voucherClaims.id,
      memberId: voucherClaims.memberId,
      status: voucherClaims.status,
      kind: voucherCampaigns.kind,
      validFrom: voucherClaims.validFrom,
      validUntil: voucherClaims.validUntil,
      usedOrderNo: voucherClaims.usedOrderNo,
    })
    .from(voucherClaims)
    .innerJoin(voucherCampaigns, eq(voucherCampaigns.id, voucherClaims.campaignId))
    .where(where)
    .orderBy(voucherClaims.id)
    .for('update', { of: voucherClaims });
  return rows.map((row) => ({
    ...row,
    validFrom: row.validFrom.getTime(),
    validUntil: row.validUntil.getTime(),
  }));
}

export type UseClaimsResult =
  { ok: true } | { ok: false; claimId: string; reason: 'not_found' | 'not_usable' };

/**
 * Marks the member's claims used by `orderNo` at `at`, all or none (the caller rolls the
 * transaction back on a refusal). 'not_found' also for another member's claim (1101042, never
 * 403: claim ids cannot be probed); 'not_usable' for one already used, expired or not yet valid.
 * Which claims may go together (stacking, min spend, scope) is the pricing's rule, checked before.
 */
export async function useClaims(
  tx: Db,
  request: { memberId: string; claimIds: readonly string[]; orderNo: string; at: Date },
): Promise<UseClaimsResult> {
  if (request.claimIds.length === 0) return { ok: true };
  const claims = await lockClaims(
    tx,
    and(inArray(voucherClaims.id, [...request.claimIds]), eq(voucherClaims.memberId, request.memberId)),
  );
  for (const id of request.claimIds) {
    const claim = claims.find((row) => row.id === id);
    if (!claim) return { ok: false, claimId: id, reason: 'not_found' };
    if (nextVoucherStatus(claim, { type: 'USE', at: request.at.getTime() }) !== 'used')
      return { ok: false, claimId: id, reason: 'not_usable' };
  }
  await tx
    .update(voucherClaims)
    .set({ status: 'used', usedOrderNo: request.orderNo, usedAt: request.at })
    .where(inArray(voucherClaims.id, [...request.claimIds]));
  return { ok: true };
}

export interface ReturnedClaim {
  id: string;
  /** 'unuse' back in the wallet, 'expired' came back after its end, 'kept' a shipping voucher on refund. */
  outcome: 'unuse' | 'expired' | 'kept';
}

/**
 * Gives back the vouchers `orderNo` used (SPEC.md §4): still valid → unuse, past its end →
 * expired, a shipping voucher on an after-sales refund stays used. Idempotent: a second call
 * finds no used claim of the order (an expired or returned one no longer names it).
 */
export async function returnOrderClaims(
  tx: Db,
  request: { orderNo: string; cause: VoucherReturnCause; at: Date },
): Promise<ReturnedClaim[]> {
  const claims = await lockClaims(
    tx,
    and(eq(voucherClaims.usedOrderNo, request.orderNo), eq(voucherClaims.status, 'used')),
  );
  const returned: ReturnedClaim[] = [];
  for (const claim of claims) {
    const next = nextVoucherStatus(claim, { type: 'RETURN', at: request.at.getTime(), cause: request.cause });
    if (next === null) {
      returned.push({ id: claim.id, outcome: 'kept' });
      continue;
    }
    await tx
      .update(voucherClaims)
      .set({ status: next, usedOrderNo: null, usedAt: null })
      .where(eq(voucherClaims.id, claim.id));
    returned.push({ id: claim.id, outcome: next === 'unuse' ? 'unuse' : 'expired' });
  }
  return returned;
}
