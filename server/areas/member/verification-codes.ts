import crypto from 'node:crypto';
import { and, desc, eq, gt, isNull, sum } from 'drizzle-orm';
import { CODE_TYPE, MEMBER_CODE_TYPES } from '../../../contract/member-constants';
import type { LanguageCode } from '../../../contract/device';
import { errorCatalogue, type ErrorEntry } from '../../../contract/errors';
import type { MessageDelivery } from '../../lib/delivery/message-delivery';
import { countries, verificationCodes } from '../../db/schema';
import type { Db } from '../../db/client';
import { inTransaction } from '../../db/transaction';
import { DomainError } from '../../lib/domain-error';
import { accountKey, countryFor, deliveryAddress, maskAccount, type Account } from './accounts';
import { consumeNonce } from './captcha';
import { codeMessage } from './code-messages';
import { findMemberByAccount, memberOwnsAccount, type MemberRow } from './members';
import {
  codesSentSince,
  forgetSend,
  LIMITS,
  lastCodeSentAt,
  lockSendOrigin,
  overHourlyLimit,
  recordSend,
} from './send-limits';
import { logger } from '../../lib/logger';

export const CODE_TTL_MS = 5 * 60_000;
export const MAX_CODE_ATTEMPTS = 5;
/**
 * Decision (ADR 012): per account, whatever the device or IP: 5 code sends an hour and 10 a day
 * (1101028), and 10 wrong codes a day across all its codes (1101029; even the right code is then
 * refused until the day has passed). Without them fresh IPs could try ~7,200 codes a day.
 */
export const ACCOUNT_CODE_LIMITS = {
  sendsPerHour: 5,
  sendsPerDay: 10,
  wrongPerDay: 10,
  dayMs: 24 * 60 * 60_000,
} as const;

export type CodePurpose = (typeof CODE_TYPE)[keyof typeof CODE_TYPE];

// The row id salts the hash, so equal codes never share a hash and a leaked table lists no codes.
const hashCode = (id: string, code: string) =>
  crypto.createHash('sha256').update(`${id}:${code}`).digest('hex');

export interface SendCodeInput {
  account: Account;
  purpose: CodePurpose;
  nonce: string;
  deviceId: string;
  ip: string;
  language: LanguageCode;
  /** X-Locale: whose country's e-mail switch applies to an e-mail send. */
  locale: string | undefined;
  /** The signed-in member, for the member's own code types (MEMBER_CODE_TYPES); null for a visitor. */
  member: MemberRow | null;
  now: Date;
}

/**
 * The signed-in member's code types (CODE_TYPE verifyOld 2, bindNew 3, deleteAccount 4): a code
 * to confirm something about the member's own account. verifyOld and deleteAccount go only to a
 * contact the member has; bindNew only to a contact no member has (1101010 / 1101024). Asked after
 * the captcha's nonce is spent, so each answer costs a captcha and the send cannot be used to
 * list who has an account. Decision: telling a signed-in member that a phone is taken is what
 * check_phone answers anyway.
 */
async function memberTargetRefusal(tx: Db, input: SendCodeInput): Promise<ErrorEntry | null> {
  const { purpose, account, member } = input;
  if (!member || !MEMBER_CODE_TYPES.includes(purpose)) return null;
  if (purpose === CODE_TYPE.bindNew) {
    if (!(await findMemberByAccount(tx, account))) return null;
    return account.kind === 'phone' ? errorCatalogue.phoneAlreadyBound : errorCatalogue.emailAlreadyBound;
  }
  return memberOwnsAccount(member, account) ? null : errorCatalogue.invalidParameter;
}

export async function sendCode(db: Db, delivery: MessageDelivery, input: SendCodeInput): Promise<string> {
  const { account, purpose, now } = input;
  await requireChannelEnabled(db, account, input.locale);
  if (MEMBER_CODE_TYPES.includes(purpose) && !input.member) throw new DomainError(errorCatalogue.notLoggedIn);
  const origin = { accountKey: accountKey(account), deviceId: input.deviceId, ip: input.ip };
  const code = crypto.randomInt(0, 1_000_000).toString().padStart(6, '0');

  // Refusals are returned, not thrown, so the nonce stays used: one captcha buys one attempt.
  type Outcome = { refused: ErrorEntry } | { sendId: string; codeId: string | null };
  const outcome = await inTransaction(db, async (tx): Promise<Outcome> => {
    await lockSendOrigin(tx, 'code', origin);
    if (!(await consumeNonce(tx, input.nonce, origin, now)))
      return { refused: errorCatalogue.verificationCodeInvalid };
    const wrongTarget = await memberTargetRefusal(tx, input);
    if (wrongTarget) return { refused: wrongTarget };
    const last = await lastCodeSentAt(tx, origin.accountKey, purpose);
    if (last && now.getTime() - last.getTime() < LIMITS.resendAfterMs)
      return { refused: errorCatalogue.voucherTooFrequent };
    if (await overHourlyLimit(tx, 'code', origin, now)) return { refused: errorCatalogue.deviceNotSecure };
    if (await overAccountSendLimit(tx, origin.accountKey, now))
      return { refused: errorCatalogue.tooManyCodesForAccount };
    const sendId = await recordSend(tx, 'code', origin, purpose, now);

    // Decision: a reset code for an account that does not exist answers like a sent one and
    // sends nothing, so the reset form cannot be used to learn who has an account.
    if (purpose === CODE_TYPE.reset && !(await findMemberByAccount(tx, account)))
      return { sendId, codeId: null };

    // A new code replaces any earlier one for the same account and purpose.
    await tx
      .update(verificationCodes)
      .set({ consumedAt: now })
      .where(
        and(
          eq(verificationCodes.accountKey, origin.accountKey),
          eq(verificationCodes.purpose, purpose),
          isNull(verificationCodes.consumedAt),
        ),
      );
    const codeId = crypto.randomUUID();
    await tx.insert(verificationCodes).values({
      id: codeId,
      accountKey: origin.accountKey,
      purpose,
      codeHash: hashCode(codeId, code),
      createdAt: now,
      expiresAt: new Date(now.getTime() + CODE_TTL_MS),
    });
    return { sendId, codeId };
  });
  if ('refused' in outcome) throw new DomainError(outcome.refused);

  if (outcome.codeId) {
    const text = codeMessage(input.language, code);
    try {
      // Decision: phone codes go by WhatsApp (SPEC: send_sms_code is delivered by WhatsApp).
      await delivery.send({
        channel: account.kind === 'phone' ? 'whatsapp' : 'email',
        to: deliveryAddress(account),
        ...(account.kind === 'email' ? { subject: text.subject } : {}),
        body: text.body,
        code,
        language: input.language,
      });
    } catch (error) {
      // Undelivered: the code dies and the 60-second wait is lifted, so a retry can go at once.
      await db
        .update(verificationCodes)
        .set({ consumedAt: now })
        .where(eq(verificationCodes.id, outcome.codeId));
      await forgetSend(db, outcome.sendId);
      // The message only: a provider's error object may echo the request, and with it the code.
      logger.error(
        { reason: error instanceof Error ? error.message : String(error) },
        'Code delivery failed',
      );
      throw new DomainError(errorCatalogue.internal, 'The code could not be sent, please try again');
    }
  }
  return maskAccount(account);
}

/**
 * The country's control_list (app_control_conf) must allow the channel: WhatsApp for a phone (its
 * phone code's country), e-mail for an address (the shopper's X-Locale country).
 */
async function requireChannelEnabled(db: Db, account: Account, locale: string | undefined) {
  const country = countryFor(account, locale);
  const [row] = await db
    .select({ controlList: countries.controlList })
    .from(countries)
    .where(eq(countries.countryCode, country));
  const enabled = account.kind === 'phone' ? row?.controlList.whatsapp : row?.controlList.email;
  // Decision: a channel the country switched off answers 1101020 (the storefront hides it anyway).
  if (enabled === false) {
    throw new DomainError(
      errorCatalogue.invalidParameter,
      `Invalid parameter: ${account.kind === 'phone' ? 'WhatsApp' : 'e-mail'} codes are off in ${country}`,
    );
  }
}

/** True when the account has had its hourly or daily share of codes, for any purpose. */
async function overAccountSendLimit(tx: Db, key: string, now: Date): Promise<boolean> {
  const hour = await codesSentSince(tx, key, new Date(now.getTime() - LIMITS.windowMs));
  if (hour >= ACCOUNT_CODE_LIMITS.sendsPerHour) return true;
  const day = await codesSentSince(tx, key, new Date(now.getTime() - ACCOUNT_CODE_LIMITS.dayMs));
  return day >= ACCOUNT_CODE_LIMITS.sendsPerDay;
}

/** Wrong tries on all the account's codes of the last day, whatever their purpose. */
async function wrongCodesToday(tx: Db, key: string, now: Date): Promise<number> {
  const [row] = await tx
    .select({ wrong: sum(verificationCodes.attempts) })
    .from(verificationCodes)
    .where(
      and(
        eq(verificationCodes.accountKey, key),
        gt(verificationCodes.createdAt, new Date(now.getTime() - ACCOUNT_CODE_LIMITS.dayMs)),
      ),
    );
  return Number(row?.wrong ?? 0);
}

export type CodeVerdict = 'right' | 'wrong' | 'tooMany';

/**
 * Checks a code against the live one for the account and purpose, and uses it up when right. A
 * wrong try counts; the fifth kills the code; past the account's daily share of wrong tries
 * nothing is compared ('tooMany'). Run it inside the transaction that acts on the result, and
 * commit even when it answers 'wrong' (the count must stick).
 */
export async function verifyCode(
  tx: Db,
  account: Account,
  purpose: CodePurpose,
  code: string,
  now: Date,
): Promise<CodeVerdict> {
  const key = accountKey(account);
  const [live] = await tx
    .select()
    .from(verificationCodes)
    .where(
      and(
        eq(verificationCodes.accountKey, key),
        eq(verificationCodes.purpose, purpose),
        isNull(verificationCodes.consumedAt),
      ),
    )
    .orderBy(desc(verificationCodes.createdAt))
    .limit(1)
    .for('update');
  if ((await wrongCodesToday(tx, key, now)) >= ACCOUNT_CODE_LIMITS.wrongPerDay) return 'tooMany';
  if (!live || live.expiresAt <= now) return 'wrong';
  const expected = Buffer.from(live.codeHash, 'hex');
  const given = Buffer.from(hashCode(live.id, code), 'hex');
  if (crypto.timingSafeEqual(expected, given)) {
    await tx.update(verificationCodes).set({ consumedAt: now }).where(eq(verificationCodes.id, live.id));
    return 'right';
  }
  const attempts = live.attempts + 1;
  await tx
    .update(verificationCodes)
    .set({ attempts, ...(attempts >= MAX_CODE_ATTEMPTS ? { consumedAt: now } : {}) })
    .where(eq(verificationCodes.id, live.id));
  return 'wrong';
}
