import crypto from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { countryDefaults, isCountryCode } from '../../../contract/countries';
import type { LoginResponse, Member } from '../../../contract/member';
import type { GoogleIdentity } from './google-sign-in';
import { members } from '../../db/schema';
import type { Db } from '../../db/client';
import { countryFor, type Account } from './accounts';
import { welcomeNewMember } from './welcome-message';

export type MemberRow = typeof members.$inferSelect;

export async function findMemberByAccount(db: Db, account: Account): Promise<MemberRow | undefined> {
  const where =
    account.kind === 'phone'
      ? and(eq(members.phoneCode, account.phoneCode), eq(members.phone, account.phone))
      : eq(members.email, account.email);
  const [row] = await db.select().from(members).where(where);
  return row;
}

/** Whether the account is the member's own phone or e-mail (the canonical forms of accounts.ts). */
export function memberOwnsAccount(member: MemberRow, account: Account): boolean {
  return account.kind === 'phone'
    ? member.phoneCode === account.phoneCode && member.phone === account.phone
    : member.email === account.email;
}

// Decision: member_no is 12 random digits (CSPRNG), not a sequence, so it says nothing about
// how many members there are or who joined when.
function newMemberNo(): string {
  return String(crypto.randomInt(100_000_000_000, 1_000_000_000_000));
}

interface NewMember {
  /** A name, or how to make one from the member number drawn. */
  userName: string | ((memberNo: string) => string);
  countryCode: string;
  phoneCode?: string;
  phone?: string;
  email?: string;
  googleSub?: string;
}

/** Inserts a member (with their welcome message), drawing another member_no on the (rare) collision. */
async function insertMember(tx: Db, values: NewMember, now: Date): Promise<MemberRow | undefined> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const memberNo = newMemberNo();
    const [taken] = await tx.select({ id: members.id }).from(members).where(eq(members.memberNo, memberNo));
    if (taken) continue;
    const [row] = await tx
      .insert(members)
      .values({
        ...values,
        userName: typeof values.userName === 'string' ? values.userName : values.userName(memberNo),
        memberNo,
        createdAt: now,
      })
      .onConflictDoNothing()
      .returning();
    // Only the insert that made the member greets them: a parallel first login's insert does
    // nothing (the unique contact), so the welcome arrives exactly once.
    if (row) await welcomeNewMember(tx, row.id, now);
    return row;
  }
  throw new Error('Could not draw a free member number');
}

/**
 * The member a code login signs in; the first code login registers them.
 * Decision: a new member is named "Pasar user 1234" from the phone's last four digits (from the
 * member number's for an e-mail), with 0 points, in their phone's country or the shopper's.
 */
export async function findOrRegisterMember(
  tx: Db,
  account: Account,
  locale: string | undefined,
  now: Date,
): Promise<MemberRow> {
  const existing = await findMemberByAccount(tx, account);
  if (existing) return existing;
  const country = countryFor(account, locale);
  const created =
    account.kind === 'phone'
      ? await insertMember(
          tx,
          {
            userName: `Pasar user ${account.phone.slice(-4)}`,
            countryCode: country,
            phoneCode: account.phoneCode,
            phone: account.phone,
          },
          now,
        )
      : await insertMember(
          tx,
          {
            userName: (memberNo) => `Pasar user ${memberNo.slice(-4)}`,
            countryCode: country,
            email: account.email,
          },
          now,
        );
  // A parallel first login for the same contact won the insert: theirs is ours.
  return created ?? (await findMemberByAccount(tx, account))!;
}

/**
 * The member a Google sign-in belongs to: by Google's subject id, else by the (Google-verified)
 * e-mail, which links the two, else a new member named as Google names them.
 */
export async function findOrRegisterGoogleMember(
  tx: Db,
  identity: GoogleIdentity,
  locale: string | undefined,
  now: Date,
) {
  const [bySub] = await tx.select().from(members).where(eq(members.googleSub, identity.sub));
  if (bySub) return bySub;
  const account: Account = { kind: 'email', email: identity.email.toLowerCase() };
  const byEmail = await findMemberByAccount(tx, account);
  if (byEmail) {
    const [linked] = await tx
      .update(members)
      .set({ googleSub: identity.sub })
      .where(eq(members.id, byEmail.id))
      .returning();
    return linked!;
  }
  const created = await insertMember(
    tx,
    {
      userName: identity.name.slice(0, 64) || `Pasar user ${identity.sub.slice(-4)}`,
      countryCode: countryFor(account, locale),
      email: account.email,
      googleSub: identity.sub,
    },
    now,
  );
  return created ?? (await findMemberByAccount(tx, account))!;
}

/**
 * The member as info shows them. country_code is a phone code, as in the requests. `points`: the
 * coin balance, derived from the ledger by the caller (coinBalance in coins.ts, ADR 025).
 */
export function memberView(row: MemberRow, points: number): Member {
  const countryPhoneCode = isCountryCode(row.countryCode)
    ? countryDefaults[row.countryCode].phone_code
    : countryDefaults.ID.phone_code;
  return {
    member_no: row.memberNo,
    user_name: row.userName,
    points,
    phone: row.phone,
    email: row.email,
    country_code: row.phoneCode ?? countryPhoneCode,
  };
}

export function loginView(row: MemberRow, token: string, points: number): LoginResponse {
  return { auth_token: token, ...memberView(row, points) };
}
