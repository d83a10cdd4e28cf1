import type { CountryCode } from '../../../contract/countries';
import { errorCatalogue } from '../../../contract/errors';
import type { LoginRequest, LoginResponse } from '../../../contract/member';
import { CODE_TYPE, LOGIN_TYPE } from '../../../contract/member-constants';
import { isValidPassword } from '../../../contract/rules/password';
import type { Deps } from '../../app-env';
import { inTransaction } from '../../db/transaction';
import { DomainError } from '../../lib/domain-error';
import { accountKey, emailAccount, phoneAccount, type Account } from './accounts';
import { consumeNonce } from './captcha';
import { finishGoogleLogin } from './google-login';
import { findMemberByAccount, findOrRegisterGoogleMember, findOrRegisterMember, loginView } from './members';
import { scryptPool } from '../../lib/password-hash-pool';
import { burnPasswordCheck, verifyPassword } from './passwords';
import { clearHits, takeHit } from '../../lib/rate-limits';
import { redeemHandoffCode } from './session-handoffs';
import { coinBalance } from '../coins';
import { createSession } from './sessions';
import { verifyCode } from './verification-codes';

/**
 * Decision (ADR 012): password guesses are counted per account and per client IP before anything
 * costly runs (RSA decryption, the member lookup, scrypt). Every attempt counts, right or wrong,
 * and is counted before it is evaluated, so a parallel burst cannot outrun the count. Past 5 in
 * 15 minutes an account's password login needs a solved picture captcha (image_nonce) for each
 * further try, not a lock, so nobody can lock a stranger out; without one it answers 1101019 at
 * once, for known and unknown accounts alike. Past 60 tries in 15 minutes from one IP: 1101023.
 */
export const PASSWORD_LIMITS = {
  account: { max: 5, windowMs: 15 * 60_000 },
  ip: { max: 60, windowMs: 15 * 60_000 },
} as const;

export const passwordLimitKey = (account: Account) => `pw:a:${accountKey(account)}`;

export interface LoginContext {
  deviceId: string | null;
  locale: string | undefined;
  /** The request's country (X-Locale): userInfo.points are the coins of this country (ADR 032). */
  country: CountryCode;
  /** The client's IP, for the per-IP password limit. */
  ip: string;
  /** The `state` cookie the browser holds from google_auth (login_type 5). */
  googleState: string | undefined;
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
        : loginWithPassword(deps, account, input.password!, input.image_nonce, context);
    }
    case LOGIN_TYPE.google:
      return loginWithGoogle(deps, input, context);
    case LOGIN_TYPE.token:
      return loginWithHandoff(deps, input.check_code!, context);
  }
}

async function loginWithCode(deps: Deps, account: Account, code: string, context: LoginContext) {
  const now = deps.clock.now();
  const result = await inTransaction(deps.db, async (tx) => {
    const verdict = await verifyCode(tx, account, CODE_TYPE.login, code, now);
    if (verdict !== 'right') return verdict;
    const member = await findOrRegisterMember(tx, account, context.locale, now);
    return loginView(
      member,
      await createSession(tx, member.id, context.deviceId, now),
      await coinBalance(tx, member.id, context.country, now),
    );
  });
  if (result === 'wrong') throw new DomainError(errorCatalogue.verificationCodeInvalid);
  if (result === 'tooMany') throw new DomainError(errorCatalogue.tooManyWrongCodes);
  return result;
}

/**
 * Password login. The attempt is counted first (per IP, then per account); every failure path
 * after that (unknown account, no password set, a ciphertext that does not decrypt, a wrong
 * password) spends one scrypt and answers 1101007 with the same message, so neither the answer
 * nor its timing tells them apart (DESIGN.md).
 */
async function loginWithPassword(
  deps: Deps,
  account: Account,
  ciphertext: string,
  nonce: string | undefined,
  context: LoginContext,
) {
  const now = deps.clock.now();
  // A full hash pool refuses first, before even the counters: a flood costs next to nothing.
  if (!scryptPool.hasRoom()) throw new DomainError(errorCatalogue.deviceNotSecure);
  if (!(await takeHit(deps.db, `pw:i:${context.ip}`, PASSWORD_LIMITS.ip, now)).allowed)
    throw new DomainError(errorCatalogue.deviceNotSecure);
  const limitKey = passwordLimitKey(account);
  const attempt = await takeHit(deps.db, limitKey, PASSWORD_LIMITS.account, now);
  if (!attempt.allowed && !(await captchaSolved(deps, account, nonce, context.deviceId, now)))
    throw new DomainError(errorCatalogue.tooManyFailedAttempts);

  const member = await findMemberByAccount(deps.db, account);
  const password = deps.keys.decrypt(ciphertext);
  const usable = password !== null && isValidPassword(password);
  const matches =
    member?.passwordHash && usable
      ? await verifyPassword(password, member.passwordHash)
      : await burnPasswordCheck();
  if (!member || !matches) throw new DomainError(errorCatalogue.wrongAccountOrPassword);
  // Only this attempt's own count is cleared: guesses that landed meanwhile keep the captcha due.
  await clearHits(deps.db, limitKey, attempt.hits);
  return inTransaction(deps.db, async (tx) =>
    loginView(
      member,
      await createSession(tx, member.id, context.deviceId, now),
      await coinBalance(tx, member.id, context.country, now),
    ),
  );
}

/** A picture captcha solved for this account on this device buys one attempt past the limit. */
async function captchaSolved(
  deps: Deps,
  account: Account,
  nonce: string | undefined,
  deviceId: string | null,
  now: Date,
): Promise<boolean> {
  if (!nonce || !deviceId) return false;
  return consumeNonce(deps.db, nonce, { accountKey: accountKey(account), deviceId }, now);
}

async function loginWithGoogle(deps: Deps, input: LoginRequest, context: LoginContext) {
  const identity = await finishGoogleLogin(deps, input.check_code!, input.state, context.googleState);
  const now = deps.clock.now();
  return inTransaction(deps.db, async (tx) => {
    const member = await findOrRegisterGoogleMember(tx, identity, context.locale, now);
    return loginView(
      member,
      await createSession(tx, member.id, context.deviceId, now),
      await coinBalance(tx, member.id, context.country, now),
    );
  });
}

/**
 * Decision (ADR 012): login_type 6's `token` is a one-time hand-off code from POST handoff_code,
 * no longer a session token; the session it buys expires and is revoked with the one that asked.
 * Anything else answers 1101006, not a 401: it is a failed login, not an expired session.
 */
async function loginWithHandoff(deps: Deps, code: string, context: LoginContext) {
  const minted = await redeemHandoffCode(deps.db, code, context.deviceId, deps.clock.now());
  if (!minted) throw new DomainError(errorCatalogue.loginFailed);
  return loginView(
    minted.member,
    minted.token,
    await coinBalance(deps.db, minted.member.id, context.country, deps.clock.now()),
  );
}
