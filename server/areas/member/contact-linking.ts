import crypto from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { CountryCode } from '../../../contract/countries';
import type { LanguageCode } from '../../../contract/device';
import { errorCatalogue } from '../../../contract/errors';
import { LINK_PROOF_TTL_SECONDS, type LinkKind } from '../../../contract/linking-constants';
import type { VerifyOldResponse } from '../../../contract/linking';
import { CODE_TYPE } from '../../../contract/member-constants';
import type { Deps } from '../../app-env';
import type { Db } from '../../db/client';
import { contactChangeProofs, members } from '../../db/schema';
import { inTransaction } from '../../db/transaction';
import { isUniqueViolation } from '../../db/unique-violation';
import { DomainError } from '../../lib/domain-error';
import { logger } from '../../lib/logger';
import { deliveryAddress, type Account } from './accounts';
import { contactReplacedMessage } from './linking-messages';
import { coinBalance } from '../coins';
import { findMemberByAccount, memberView, type MemberRow } from './members';
import { takeHit } from '../../lib/rate-limits';
import { verifyCode } from './verification-codes';

/**
 * Decision: check_phone / check_email tell a signed-in member whether a contact has an account,
 * so they are counted like code sends: 30 per member per rolling hour (rate_limits, shared by
 * every server process), then 1101023 as the code sends answer past their hourly share.
 */
export const CHECK_LIMIT = { max: 30, windowMs: 60 * 60_000 } as const;

const hashProof = (proof: string) => crypto.createHash('sha256').update(proof).digest('hex');

const alreadyBound = (kind: LinkKind) =>
  kind === 'phone' ? errorCatalogue.phoneAlreadyBound : errorCatalogue.emailAlreadyBound;
const verifyFirst = (kind: LinkKind) =>
  kind === 'phone' ? errorCatalogue.verifyOldPhoneFirst : errorCatalogue.verifyOldEmailFirst;

/** The member's current phone or e-mail as an account, or null when they have none of the kind. */
export function currentContact(member: MemberRow, kind: LinkKind): Account | null {
  if (kind === 'phone')
    return member.phone && member.phoneCode
      ? { kind: 'phone', phoneCode: member.phoneCode, phone: member.phone }
      : null;
  return member.email ? { kind: 'email', email: member.email } : null;
}

/**
 * check_phone / check_email: true when no member has the contact; 1101024 / 1101010 when one
 * has (the member's own counts: it is already linked).
 */
export async function checkContactFree(deps: Deps, member: MemberRow, account: Account): Promise<true> {
  const now = deps.clock.now();
  if (!(await takeHit(deps.db, `link-check:m:${member.id}`, CHECK_LIMIT, now)).allowed)
    throw new DomainError(errorCatalogue.deviceNotSecure);
  if (await findMemberByAccount(deps.db, account)) throw new DomainError(alreadyBound(account.kind));
  return true;
}

/** Throws the catalogue error for a code that was not right (the tries are already counted). */
function refuseCode(verdict: 'wrong' | 'tooMany'): never {
  throw new DomainError(
    verdict === 'tooMany' ? errorCatalogue.tooManyWrongCodes : errorCatalogue.verificationCodeInvalid,
  );
}

/**
 * Step 1, verify_old: a code of CODE_TYPE.verifyOld sent to the member's current contact of
 * `kind` buys a proof (32 random bytes; only the hash is stored) for one change within
 * LINK_PROOF_TTL_SECONDS: of that contact, or the adding of the other kind when the member has
 * none (see provingKind). A member without a contact of `kind` cannot verify it (1101020).
 */
export async function verifyCurrentContact(
  deps: Deps,
  member: MemberRow,
  kind: LinkKind,
  code: string,
): Promise<VerifyOldResponse> {
  const account = currentContact(member, kind);
  if (!account)
    throw new DomainError(errorCatalogue.invalidParameter, `Invalid parameter: no current ${kind}`);
  const now = deps.clock.now();
  const proof = crypto.randomBytes(32).toString('base64url');
  // verifyCode's count of a wrong try must stick, so the transaction commits either way.
  const verdict = await inTransaction(deps.db, async (tx) => {
    const result = await verifyCode(tx, account, CODE_TYPE.verifyOld, code, now);
    if (result !== 'right') return result;
    await tx.insert(contactChangeProofs).values({
      tokenHash: hashProof(proof),
      memberId: member.id,
      kind,
      createdAt: now,
      expiresAt: new Date(now.getTime() + LINK_PROOF_TTL_SECONDS * 1000),
    });
    return result;
  });
  if (verdict !== 'right') refuseCode(verdict);
  return { proof, expires_in: LINK_PROOF_TTL_SECONDS };
}

/**
 * The member's live proof for `kind`: theirs, of that kind, unused and unexpired; else null. The
 * row stays locked until the transaction ends, so two requests cannot both use it.
 */
async function lockProof(tx: Db, memberId: string, kind: LinkKind, proof: string | undefined, now: Date) {
  if (!proof) return null;
  const [row] = await tx
    .select()
    .from(contactChangeProofs)
    .where(
      and(
        eq(contactChangeProofs.tokenHash, hashProof(proof)),
        eq(contactChangeProofs.memberId, memberId),
        eq(contactChangeProofs.kind, kind),
      ),
    )
    .for('update');
  return row && !row.consumedAt && row.expiresAt > now ? row : null;
}

/**
 * Writes the new contact onto the member. The unique constraints on members (phone code and
 * phone; e-mail) decide a race: of two members linking one free contact at once, the second
 * write fails, and that member is told the contact is taken.
 */
export async function writeContact(tx: Db, memberId: string, account: Account): Promise<MemberRow> {
  const [row] = await tx
    .update(members)
    .set(
      account.kind === 'phone'
        ? { phoneCode: account.phoneCode, phone: account.phone }
        : { email: account.email },
    )
    .where(eq(members.id, memberId))
    .returning();
  return row!;
}

export interface LinkInput {
  account: Account;
  code: string;
  proof: string | undefined;
  /** The request's Language: the old contact's notice is written in it. */
  language: LanguageCode;
  /** The request's country: the member answered carries its coins (ADR 032). */
  country: CountryCode;
}

/**
 * Which current contact must be verified before a contact of `kind` is linked: the one it
 * replaces, else (adding a kind the member has none of) the one they have. Decision (
 * "the old contact is verified first", and its journey "links an e-mail to a phone account
 * after verifying the phone"): adding is verified too, since a contact added is a new way to sign
 * in, and a borrowed or stolen session must not be able to add its own. Null only for a member
 * with no phone and no e-mail, who has nothing to verify.
 */
export function provingKind(member: MemberRow, kind: LinkKind): LinkKind | null {
  if (currentContact(member, kind)) return kind;
  const other: LinkKind = kind === 'phone' ? 'email' : 'phone';
  return currentContact(member, other) ? other : null;
}

/**
 * Step 2, update_mobile / update_email: the new contact's code (CODE_TYPE.bindNew) and the proof
 * from step 1 for the contact provingKind names (else 1101004 when that is the phone, 1101003
 * the e-mail). The proof is checked first and used up only with a right code, so a mistyped code
 * can be corrected without verifying the old contact again.
 *
 * Decision: the member's sessions stay (the member proved both contacts; signing them out would
 * punish the one who did it), and the old contact is told it was replaced, through the same
 * delivery as codes, so a hijacked session cannot move the account away unnoticed.
 */
export async function linkContact(deps: Deps, memberId: string, input: LinkInput) {
  const { account } = input;
  const now = deps.clock.now();
  type Outcome = { linked: MemberRow; replaced: Account | null } | { refused: 'wrong' | 'tooMany' };
  let outcome: Outcome;
  try {
    outcome = await inTransaction(deps.db, async (tx): Promise<Outcome> => {
      // Locked: two changes of the same member run one after the other.
      const [member] = await tx.select().from(members).where(eq(members.id, memberId)).for('update');
      if (!member) throw new DomainError(errorCatalogue.notLoggedIn);
      const replaced = currentContact(member, account.kind);
      const proven = provingKind(member, account.kind);
      const proof = proven ? await lockProof(tx, member.id, proven, input.proof, now) : null;
      if (proven && !proof) throw new DomainError(verifyFirst(proven));
      if (await findMemberByAccount(tx, account)) throw new DomainError(alreadyBound(account.kind));
      const verdict = await verifyCode(tx, account, CODE_TYPE.bindNew, input.code, now);
      // Returned, not thrown, so the wrong try's count commits; the proof stays unused.
      if (verdict !== 'right') return { refused: verdict };
      if (proof)
        await tx
          .update(contactChangeProofs)
          .set({ consumedAt: now })
          .where(eq(contactChangeProofs.tokenHash, proof.tokenHash));
      return { linked: await writeContact(tx, member.id, account), replaced };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new DomainError(alreadyBound(account.kind));
    throw error;
  }
  if ('refused' in outcome) refuseCode(outcome.refused);
  if (outcome.replaced) await tellReplaced(deps, outcome.replaced, account.kind, input.language);
  return memberView(
    outcome.linked,
    await coinBalance(deps.db, outcome.linked.id, input.country, deps.clock.now()),
  );
}

/** The notice to the contact that was replaced; a failed delivery is logged, never undoes the link. */
async function tellReplaced(deps: Deps, old: Account, kind: LinkKind, language: LanguageCode) {
  const text = contactReplacedMessage(language, kind);
  try {
    await deps.delivery.send({
      channel: old.kind === 'phone' ? 'whatsapp' : 'email',
      to: deliveryAddress(old),
      ...(old.kind === 'email' ? { subject: text.subject } : {}),
      body: text.body,
      language,
    });
  } catch (error) {
    logger.warn(
      { reason: error instanceof Error ? error.message : String(error) },
      'The replaced contact could not be told',
    );
  }
}
