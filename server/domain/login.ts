import { eq, sql } from 'drizzle-orm';
import { errorCatalogue } from '../../contract/errors';
import type { LoginRequest, LoginResponse } from '../../contract/member';
import { CODE_TYPE, LOGIN_TYPE } from '../../contract/member-constants';
import { isValidPassword } from '../../contract/rules/password';
import type { Deps } from '../app-env';
import { members } from '../db/schema';
import { inTransaction } from '../db/transaction';
import { DomainError } from '../http/respond';
import { emailAccount, phoneAccount, type Account } from './accounts';
import {
  findMemberByAccount,
  findOrRegisterGoogleMember,
  findOrRegisterMember,
  loginView,
  type MemberRow,
} from './members';
import { burnPasswordCheck, verifyPassword } from './passwords';
import { createSession, findSession } from './sessions';
import { verifyCode } from './verification-codes';
import { logger } from '../logger';

// Decision: 5 wrong passwords within 15 minutes lock password login for 15 minutes (a reset
// unlocks at once); the fifth wrong try already answers 1101019.
export const PASSWORD_LOCK = { maxFailures: 5, windowMs: 15 * 60_000, lockMs: 15 * 60_000 } as const;

export interface LoginContext {
  deviceId: string | null;
  locale: string | undefined;
  /** The storefront origin, for Google's redirect URI. */
  origin: string;
}

/** POST login: one of the four login types of SPEC.md §3; a new session at every success. */
export async function login(deps: Deps, input: LoginRequest, context: LoginContext): Promise<LoginResponse> {
  switch (input.login_type) {
    case LOGIN_TYPE.phone:
    case LOGIN_TYPE.email: {
      const account =
        input.login_type === LOGIN_TYPE.phone
          ? phoneAccount(input.country_code, input.account!)
          : emailAccount(input.account!);
      return input.check_code !== undefined
        ? loginWithCode(deps, account, input.check_code, context)
        : loginWithPassword(deps, account, input.password!, context);
    }
    case LOGIN_TYPE.google:
      return loginWithGoogle(deps, input.check_code!, input.device, context);
    case LOGIN_TYPE.token:
      return loginWithToken(deps, input.check_code!, context);
  }
}

async function loginWithCode(deps: Deps, account: Account, code: string, context: LoginContext) {
  const now = deps.clock.now();
  const result = await inTransaction(deps.db, async (tx) => {
    if (!(await verifyCode(tx, account, CODE_TYPE.login, code, now))) return null;
    const member = await findOrRegisterMember(tx, account, context.locale, now);
    return loginView(member, await createSession(tx, member.id, context.deviceId, now));
  });
  if (!result) throw new DomainError(errorCatalogue.verificationCodeInvalid);
  return result;
}

/**
 * Password login. Every failure path (unknown account, no password set, a ciphertext that does not
 * decrypt, a wrong password) spends one scrypt and answers 1101007 with the same message, so
 * neither the answer nor its timing tells them apart (DESIGN.md).
 */
async function loginWithPassword(deps: Deps, account: Account, ciphertext: string, context: LoginContext) {
  const now = deps.clock.now();
  const member = await findMemberByAccount(deps.db, account);
  if (member?.lockedUntil && member.lockedUntil > now)
    throw new DomainError(errorCatalogue.tooManyFailedAttempts);

  const password = deps.keys.decrypt(ciphertext);
  const usable = password !== null && isValidPassword(password);
  const matches =
    member?.passwordHash && usable
      ? await verifyPassword(password, member.passwordHash)
      : await burnPasswordCheck();
  if (!member || !matches) {
    if (member && (await recordFailure(deps, member, now)))
      throw new DomainError(errorCatalogue.tooManyFailedAttempts);
    throw new DomainError(errorCatalogue.wrongAccountOrPassword);
  }
  return inTransaction(deps.db, async (tx) => {
    await tx
      .update(members)
      .set({ failedPasswordCount: 0, failedPasswordSince: null, lockedUntil: null })
      .where(eq(members.id, member.id));
    return loginView(member, await createSession(tx, member.id, context.deviceId, now));
  });
}

/** Counts a wrong password in the member's 15-minute window, in one statement; true when now locked. */
async function recordFailure(deps: Deps, member: MemberRow, now: Date): Promise<boolean> {
  const windowStart = new Date(now.getTime() - PASSWORD_LOCK.windowMs);
  const lockUntil = new Date(now.getTime() + PASSWORD_LOCK.lockMs);
  const fresh = sql`(${members.failedPasswordSince} is null or ${members.failedPasswordSince} <= ${windowStart})`;
  const nextCount = sql<number>`case when ${fresh} then 1 else ${members.failedPasswordCount} + 1 end`;
  const [row] = await deps.db
    .update(members)
    .set({
      failedPasswordCount: nextCount,
      failedPasswordSince: sql`case when ${fresh} then ${now} else ${members.failedPasswordSince} end`,
      lockedUntil: sql`case when ${nextCount} >= ${PASSWORD_LOCK.maxFailures} then ${lockUntil} else ${members.lockedUntil} end`,
    })
    .where(eq(members.id, member.id))
    .returning({ lockedUntil: members.lockedUntil });
  return !!row?.lockedUntil && row.lockedUntil > now;
}

/** The redirect URI Google returns to: /login on mobile, / on desktop (device=pc). */
export function googleRedirectUri(origin: string, device: string | undefined): string {
  // Decision: the storefront origin (from the request) + '/login' (mobile) or '/' (desktop).
  return `${origin}${device === 'pc' ? '/' : '/login'}`;
}

async function loginWithGoogle(deps: Deps, code: string, device: string | undefined, context: LoginContext) {
  let identity;
  try {
    identity = await deps.google.exchange(code, googleRedirectUri(context.origin, device));
  } catch (error) {
    // The message only: the provider's error may echo the authorisation code.
    logger.warn({ reason: error instanceof Error ? error.message : String(error) }, 'Google sign-in failed');
    throw new DomainError(errorCatalogue.loginFailed);
  }
  const now = deps.clock.now();
  return inTransaction(deps.db, async (tx) => {
    const member = await findOrRegisterGoogleMember(tx, identity, context.locale, now);
    return loginView(member, await createSession(tx, member.id, context.deviceId, now));
  });
}

/**
 * Decision: login_type 6's token is an auth token the native shell already holds; a live one
 * buys a fresh session for the same member (the shell's own token stays valid). Anything else
 * answers 1101006, not a 401: it is a failed login, not an expired session.
 */
async function loginWithToken(deps: Deps, token: string, context: LoginContext) {
  const now = deps.clock.now();
  const result = await inTransaction(deps.db, async (tx) => {
    const found = await findSession(tx, token, now);
    if (!found) return null;
    return loginView(found.member, await createSession(tx, found.member.id, context.deviceId, now));
  });
  if (!result) throw new DomainError(errorCatalogue.loginFailed);
  return result;
}
