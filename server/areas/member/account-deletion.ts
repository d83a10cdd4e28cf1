import { and, eq, lte } from 'drizzle-orm';
import type { DeletionApplyRequest, DeletionStatus } from '../../../contract/account-deletion';
import { DELETION_WORKING_DAYS } from '../../../contract/account-deletion-constants';
import { isCountryCode } from '../../../contract/countries';
import { timezoneFor } from '../../../contract/dates';
import { errorCatalogue } from '../../../contract/errors';
import { CODE_TYPE, UPDATE_TYPE } from '../../../contract/member-constants';
import type { PictureStorage } from '../../lib/storage/picture-storage';
import type { Db } from '../../db/client';
import { afterSalesEvidence, deletionRequests, members } from '../../db/schema';
import { inTransaction } from '../../db/transaction';
import { DomainError } from '../../lib/domain-error';
import type { Account } from './accounts';
import { accountErasers } from './account-erasers';
import type { MemberRow } from './members';
import { hasUnfinishedOrders } from '../orders';
import { verifyCode } from './verification-codes';
import { addWorkingDays } from '../../lib/working-days';

type RequestRow = typeof deletionRequests.$inferSelect;

const none: DeletionStatus = { state: 'none', requested_at: null, due_at: null };
const statusOf = (row: RequestRow | undefined): DeletionStatus =>
  row ? { state: 'processing', requested_at: row.requestedAt.getTime(), due_at: row.dueAt.getTime() } : none;

async function openRequest(db: Db, memberId: string): Promise<RequestRow | undefined> {
  const [row] = await db
    .select()
    .from(deletionRequests)
    .where(and(eq(deletionRequests.memberId, memberId), eq(deletionRequests.status, 'processing')));
  return row;
}

/** The contact a deletion code went to: the member's own phone (type 1) or e-mail (type 2). */
function contactOf(member: MemberRow, type: DeletionApplyRequest['type']): Account {
  if (type === UPDATE_TYPE.phone && member.phoneCode && member.phone)
    return { kind: 'phone', phoneCode: member.phoneCode, phone: member.phone };
  if (type === UPDATE_TYPE.email && member.email) return { kind: 'email', email: member.email };
  throw new DomainError(errorCatalogue.invalidParameter, 'Invalid parameter: type');
}

/**
 * POST member/deletion/apply. Checked in this order: an open request (1101022), an unfinished
 * order (1101026), the code (1101002, 1101029): a refusal changes nothing but the code's count of
 * wrong tries. The erasure is due DELETION_WORKING_DAYS working days later in the member's country.
 * Two parallel applies make one request: the partial unique index lets one insert through.
 */
export async function applyForDeletion(
  db: Db,
  member: MemberRow,
  request: DeletionApplyRequest,
  now: Date,
): Promise<DeletionStatus> {
  if (await openRequest(db, member.id)) throw new DomainError(errorCatalogue.deletionAlreadyRequested);
  if (await hasUnfinishedOrders(db, member.id)) throw new DomainError(errorCatalogue.unfinishedOrders);
  const account = contactOf(member, request.type);
  const timezone = timezoneFor(isCountryCode(member.countryCode) ? member.countryCode : 'ID');
  const outcome = await inTransaction(db, async (tx) => {
    const verdict = await verifyCode(tx, account, CODE_TYPE.deleteAccount, request.check_code, now);
    if (verdict !== 'right') return verdict;
    const [row] = await tx
      .insert(deletionRequests)
      .values({
        memberId: member.id,
        status: 'processing',
        reason: request.reason,
        reasonText: request.reason === 'other' ? (request.reason_text ?? null) : null,
        requestedAt: now,
        dueAt: addWorkingDays(now, DELETION_WORKING_DAYS, timezone),
      })
      .onConflictDoNothing()
      .returning();
    return row ?? 'repeated';
  });
  if (outcome === 'wrong') throw new DomainError(errorCatalogue.verificationCodeInvalid);
  if (outcome === 'tooMany') throw new DomainError(errorCatalogue.tooManyWrongCodes);
  if (outcome === 'repeated') throw new DomainError(errorCatalogue.deletionAlreadyRequested);
  return statusOf(outcome);
}

/** GET member/deletion/status. */
export async function deletionStatus(db: Db, memberId: string): Promise<DeletionStatus> {
  return statusOf(await openRequest(db, memberId));
}

/**
 * POST member/deletion/cancel: the open request is closed and the account stays. Decision: with
 * none open it answers 'none' and changes nothing (a second tap, a second tab). A request the job
 * has already claimed cannot be cancelled any more: the update only touches 'processing' rows.
 */
export async function cancelDeletion(db: Db, memberId: string, now: Date): Promise<DeletionStatus> {
  await db
    .update(deletionRequests)
    .set({ status: 'cancelled', cancelledAt: now })
    .where(and(eq(deletionRequests.memberId, memberId), eq(deletionRequests.status, 'processing')));
  return none;
}

/**
 * The erasure job: every request due by `now` is claimed (FOR UPDATE SKIP LOCKED, so several
 * server processes running it at once each take different members and nobody waits), its member
 * erased by every area's eraser (account-erasers.ts), and the request marked 'deleted', all in one
 * transaction per member. A cancel that races the claim waits for it. Answers how many were erased.
 * `memberId` limits the run to one member: the sandbox's e2e journeys run side by side, and one
 * journey's run must not erase another's member mid-journey.
 */
export async function runDueDeletions(
  db: Db,
  now: Date,
  { memberId, pictures }: { memberId?: string; pictures?: PictureStorage } = {},
): Promise<number> {
  let erased = 0;
  for (;;) {
    // The stored avatar and after-sales pictures go after the transaction: a file cannot roll
    // back, and the rows that named them are anonymised or deleted by then, so nothing serves them.
    let storedKeys: string[] = [];
    const done = await inTransaction(db, async (tx) => {
      const [due] = await tx
        .select()
        .from(deletionRequests)
        .where(
          and(
            eq(deletionRequests.status, 'processing'),
            lte(deletionRequests.dueAt, now),
            memberId === undefined ? undefined : eq(deletionRequests.memberId, memberId),
          ),
        )
        .orderBy(deletionRequests.dueAt)
        .limit(1)
        .for('update', { skipLocked: true });
      if (!due) return false;
      const [member] = await tx
        .select({ avatarKey: members.avatarKey })
        .from(members)
        .where(eq(members.id, due.memberId));
      const evidence = await tx
        .select({ key: afterSalesEvidence.storageKey })
        .from(afterSalesEvidence)
        .where(eq(afterSalesEvidence.memberId, due.memberId));
      storedKeys = [...(member?.avatarKey ? [member.avatarKey] : []), ...evidence.map((row) => row.key)];
      for (const { erase } of accountErasers) await erase(tx, due.memberId, now);
      await tx
        .update(deletionRequests)
        .set({ status: 'deleted', erasedAt: now, reasonText: null })
        .where(eq(deletionRequests.id, due.id));
      return true;
    });
    if (!done) return erased;
    for (const key of storedKeys) await pictures?.delete(key);
    erased++;
  }
}
