import crypto from 'node:crypto';
import dayjs from 'dayjs';
import timezonePlugin from 'dayjs/plugin/timezone';
import utcPlugin from 'dayjs/plugin/utc';
import { and, eq, isNull, ne, or } from 'drizzle-orm';
import { toCountryCode, type CountryCode } from '../../../contract/countries';
import { timezoneFor } from '../../../contract/dates';
import { errorCatalogue } from '../../../contract/errors';
import type { MemberInfo } from '../../../contract/member';
import { CODE_TYPE } from '../../../contract/member-constants';
import type { ChangePasswordRequest, UpdateInfoRequest } from '../../../contract/profile';
import { CHANGE_PASSWORD_TYPE, isAcceptableBirthday } from '../../../contract/profile-constants';
import { isValidNewPassword } from '../../../contract/rules/password';
import type { Deps } from '../../app-env';
import { members, sessions } from '../../db/schema';
import { inTransaction } from '../../db/transaction';
import { DomainError } from '../../lib/domain-error';
import type { Account } from './accounts';
import { avatarImageQueue, toAvatarWebp } from '../../lib/pictures';
import { isCommonPassword } from '../../lib/common-passwords';
import { coinBalance } from '../coins';
import { memberView, type MemberRow } from './members';
import { hashPassword, verifyPassword } from './passwords';
import { takeHit } from '../../lib/rate-limits';
import { verifyCode } from './verification-codes';

dayjs.extend(utcPlugin);
dayjs.extend(timezonePlugin);

/**
 * The signed-in member's profile: name and birthdate once a calendar year each, the
 * avatar, the password change. Every function takes the member from the token (requireMember):
 * nothing in a request body can name another member.
 */

/**
 * Decision: "once a year" (SPEC.md §9) is once per calendar year in the member's country's time
 * zone (Asia/Jakarta for ID, UTC+8 for SG and MY), as a shopper reads "this year": a change on
 * 31 December at 23:30 Jakarta time and another at 00:30 on 1 January are both allowed. A rolling
 * 365 days would be fairer to a January change but harder to explain on screen ("from 1 January"
 * is one sentence).
 */
export function calendarYear(country: string, now: Date) {
  const local = dayjs(now).tz(timezoneFor(toCountryCode(country)));
  const start = local.startOf('year');
  return {
    start: start.toDate(),
    /** 'YYYY-MM-DD' of 1 January next year: when a change made this year can be made again. */
    nextYearFirstDay: start.add(1, 'year').format('YYYY-MM-DD'),
    /** Today in the member's time zone, 'YYYY-MM-DD'. */
    today: local.format('YYYY-MM-DD'),
  };
}

function nextChange(changedAt: Date | null, year: ReturnType<typeof calendarYear>): string | null {
  return changedAt && changedAt >= year.start ? year.nextYearFirstDay : null;
}

/** Where the served avatar lives: a random key, so the URL can be cached for ever (ADR 016). */
export const avatarUrl = (key: string) => `/api/member/avatar/${key}.webp`;

/** GET info's member: the login's fields and the profile's. */
export function memberInfoView(row: MemberRow, now: Date, points: number): MemberInfo {
  const year = calendarYear(row.countryCode, now);
  return {
    ...memberView(row, points),
    avatar_url: row.avatarKey ? avatarUrl(row.avatarKey) : null,
    birthday: row.birthday,
    has_password: row.passwordHash !== null,
    name_next_change: nextChange(row.nameChangedAt, year),
    birthday_next_change: nextChange(row.birthdayChangedAt, year),
  };
}

/**
 * update_name, update_birthday and update_info: each given field changes unless it equals the
 * current value (an unchanged value is not a change and spends nothing). All or nothing: one
 * field refused (1101012 name, 1101011 birthdate) changes none. Decision: setting the first
 * birthdate counts as that year's change. Race-proof: the member's row is locked for the check
 * and the write, so of two parallel changes exactly one is accepted.
 */
export async function updateProfile(
  deps: Deps,
  memberId: string,
  input: UpdateInfoRequest,
  /** The request's country: the member answered carries its coins (ADR 032). */
  country: CountryCode,
): Promise<MemberInfo> {
  const now = deps.clock.now();
  return inTransaction(deps.db, async (tx) => {
    const [row] = await tx.select().from(members).where(eq(members.id, memberId)).for('update');
    if (!row) throw new DomainError(errorCatalogue.notLoggedIn);
    const year = calendarYear(row.countryCode, now);
    const changes: Partial<typeof members.$inferInsert> = {};
    if (input.user_name !== undefined && input.user_name !== row.userName) {
      if (nextChange(row.nameChangedAt, year)) throw new DomainError(errorCatalogue.nameOncePerYear);
      Object.assign(changes, { userName: input.user_name, nameChangedAt: now });
    }
    if (input.birthday !== undefined && input.birthday !== row.birthday) {
      if (!isAcceptableBirthday(input.birthday, year.today)) {
        throw new DomainError(errorCatalogue.invalidParameter, 'Invalid parameter: birthday');
      }
      if (nextChange(row.birthdayChangedAt, year)) throw new DomainError(errorCatalogue.birthdayOncePerYear);
      Object.assign(changes, { birthday: input.birthday, birthdayChangedAt: now });
    }
    const points = await coinBalance(tx, memberId, country, now);
    if (Object.keys(changes).length === 0) return memberInfoView(row, now, points);
    const [updated] = await tx.update(members).set(changes).where(eq(members.id, memberId)).returning();
    return memberInfoView(updated!, now, points);
  });
}

/** Decision: 10 avatar uploads per member an hour, counted before any image work (ADR 016). */
export const AVATAR_LIMIT = { max: 10, windowMs: 60 * 60_000 };

/**
 * update_avatar: counted against the member's hourly limit first, then decoded and re-encoded in
 * the bounded queue, stored under a new random key, and the member's old picture deleted once the
 * row points at the new one. Answers the new URL.
 */
export async function updateAvatar(deps: Deps, memberId: string, bytes: Uint8Array): Promise<string> {
  const { allowed } = await takeHit(deps.db, `avatar:m:${memberId}`, AVATAR_LIMIT, deps.clock.now());
  if (!allowed) throw new DomainError(errorCatalogue.operationTooFast);
  const webp = await avatarImageQueue.run(() => toAvatarWebp(bytes));
  const key = crypto.randomBytes(24).toString('base64url');
  await deps.pictures.put(key, webp);
  let previous: string | null = null;
  try {
    previous = await inTransaction(deps.db, async (tx) => {
      const [row] = await tx
        .select({ avatarKey: members.avatarKey })
        .from(members)
        .where(eq(members.id, memberId))
        .for('update');
      await tx.update(members).set({ avatarKey: key }).where(eq(members.id, memberId));
      return row?.avatarKey ?? null;
    });
  } catch (error) {
    // The row never pointed at the new file: it must not stay behind.
    await deps.pictures.delete(key);
    throw error;
  }
  if (previous) await deps.pictures.delete(previous);
  return avatarUrl(key);
}

/** Decision: 5 wrong old passwords per member in 15 minutes, then 1101019 (as the login's gate). */
export const PASSWORD_CHANGE_LIMIT = { max: 5, windowMs: 15 * 60_000 };

/** The member's own phone or e-mail, for a change by code (4 phone, 5 e-mail). */
function ownContact(member: MemberRow, type: number): Account {
  if (type === CHANGE_PASSWORD_TYPE.phoneCode && member.phoneCode && member.phone) {
    return { kind: 'phone', phoneCode: member.phoneCode, phone: member.phone };
  }
  if (type === CHANGE_PASSWORD_TYPE.emailCode && member.email) return { kind: 'email', email: member.email };
  throw new DomainError(errorCatalogue.invalidParameter, 'Invalid parameter: update_type');
}

/**
 * PUT update_password signed in (update_type 3, 4, 5): the old password, or a code of
 * CODE_TYPE.verifyOld sent to the member's own phone or e-mail, then the new password by the
 * rule of a chosen one. The check runs before scrypt hashes the new one; a wrong old password is
 * counted. Decision: every other session of the member is signed out, this one stays.
 */
export async function changePassword(
  deps: Deps,
  signedIn: { member: MemberRow; sessionId: string },
  input: ChangePasswordRequest,
): Promise<void> {
  const { member, sessionId } = signedIn;
  const password = deps.keys.decrypt(input.password);
  if (password === null || !isValidNewPassword(password)) {
    throw new DomainError(errorCatalogue.invalidParameter, 'Invalid parameter: password');
  }
  if (isCommonPassword(password)) throw new DomainError(errorCatalogue.passwordInvalid);
  const now = deps.clock.now();
  if (input.update_type === CHANGE_PASSWORD_TYPE.oldPassword) {
    const old = deps.keys.decrypt(input.old_password);
    if (old === null)
      throw new DomainError(errorCatalogue.invalidParameter, 'Invalid parameter: old_password');
    // Without a password there is nothing to prove with one: the change goes by code.
    if (member.passwordHash === null) throw new DomainError(errorCatalogue.wrongPassword);
    const { allowed } = await takeHit(deps.db, `pwchange:m:${member.id}`, PASSWORD_CHANGE_LIMIT, now);
    if (!allowed) throw new DomainError(errorCatalogue.tooManyFailedAttempts);
    if (!(await verifyPassword(old, member.passwordHash)))
      throw new DomainError(errorCatalogue.wrongPassword);
  } else {
    const account = ownContact(member, input.update_type);
    const verdict = await inTransaction(deps.db, (tx) =>
      verifyCode(tx, account, CODE_TYPE.verifyOld, input.check_code, now),
    );
    if (verdict === 'wrong') throw new DomainError(errorCatalogue.verificationCodeInvalid);
    if (verdict === 'tooMany') throw new DomainError(errorCatalogue.tooManyWrongCodes);
  }
  const passwordHash = await hashPassword(password);
  await inTransaction(deps.db, async (tx) => {
    await tx.update(members).set({ passwordHash }).where(eq(members.id, member.id));
    await tx
      .update(sessions)
      .set({ revokedAt: now })
      .where(
        and(
          eq(sessions.memberId, member.id),
          isNull(sessions.revokedAt),
          ne(sessions.id, sessionId),
          or(isNull(sessions.parentSessionId), ne(sessions.parentSessionId, sessionId)),
        ),
      );
  });
}
