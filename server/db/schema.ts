import {
  bigserial,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import type { ControlList } from '../../contract/countries';

/** The countries Pasar sells in, with the per-country login switches (app_control_conf). */
export const countries = pgTable('countries', {
  countryCode: text('country_code').primaryKey(),
  countryEnName: text('country_en_name').notNull(),
  currencyCode: text('currency_code').notNull(),
  currencySymbol: text('currency_symbol').notNull(),
  timezone: text('timezone').notNull(),
  phoneCode: text('phone_code').notNull(),
  language: text('language').notNull(),
  controlList: jsonb('control_list').$type<ControlList>().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** One row per visit (start-up and route change), for counting traffic per device and page. */
export const visits = pgTable('visits', {
  id: uuid('id').primaryKey().defaultRandom(),
  deviceId: text('device_id').notNull(),
  path: text('path'),
  visitedAt: timestamp('visited_at', { withTimezone: true }).notNull(),
});

/** The language a device last chose, so a returning visitor is greeted in it. */
export const deviceLanguages = pgTable('device_languages', {
  deviceId: text('device_id').primaryKey(),
  language: text('language').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});

/**
 * A shopper's account. A member is reached by phone (code + local number without the trunk 0),
 * by e-mail (lower-cased), or by Google's subject id; each of the three is unique when present.
 */
export const members = pgTable(
  'members',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    memberNo: text('member_no').notNull().unique(),
    userName: text('user_name').notNull(),
    phoneCode: text('phone_code'),
    phone: text('phone'),
    email: text('email').unique(),
    googleSub: text('google_sub').unique(),
    /** `scrypt$N$r$p$salt$hash` (server/domain/passwords.ts); null until the member sets one. */
    passwordHash: text('password_hash'),
    points: integer('points').notNull().default(0),
    countryCode: text('country_code').notNull(),
    /** Wrong passwords inside the current 15-minute window, which started at failed_password_since. */
    failedPasswordCount: integer('failed_password_count').notNull().default(0),
    failedPasswordSince: timestamp('failed_password_since', { withTimezone: true }),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [unique('members_phone_unique').on(t.phoneCode, t.phone)],
);

/** A signed-in session. Only the token's SHA-256 is kept, so a database leak yields no live token. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tokenHash: text('token_hash').notNull().unique(),
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    deviceId: text('device_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('sessions_member_idx').on(t.memberId)],
);

/** A picture captcha, bound to the account and device it was drawn for; one answer, then it dies. */
export const captchas = pgTable('captchas', {
  id: uuid('id').primaryKey().defaultRandom(),
  /** `phone:6281234567890` or `email:someone@example.com` (server/domain/accounts.ts). */
  accountKey: text('account_key').notNull(),
  deviceId: text('device_id').notNull(),
  /** Upper-case; kept readable because the sandbox's /api/dev/captcha shows it (never in production). */
  answer: text('answer').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});

/** What a solved captcha buys: one code send for the same account and device. Stored hashed. */
export const captchaNonces = pgTable('captcha_nonces', {
  id: uuid('id').primaryKey().defaultRandom(),
  nonceHash: text('nonce_hash').notNull().unique(),
  accountKey: text('account_key').notNull(),
  deviceId: text('device_id').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});

/** A 6-digit code sent for login (purpose 1) or password reset (5); stored as its SHA-256. */
export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountKey: text('account_key').notNull(),
    purpose: integer('purpose').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Set when the code is used, superseded by a newer one, or killed by wrong tries. */
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
  },
  (t) => [index('verification_codes_account_idx').on(t.accountKey, t.purpose, t.createdAt)],
);

/** The sandbox delivery's outbox: every message "sent" lands here (server/adapters/outbox-delivery.ts). */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    // A sequence, so "newest first" holds even for messages sent in the same millisecond.
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    channel: text('channel').notNull(),
    to: text('to').notNull(),
    subject: text('subject'),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('outbox_messages_to_idx').on(t.to, t.id)],
);

/** One row per captcha drawn or code sent, for the resend and per-device / per-IP limits. */
export const sendLog = pgTable(
  'send_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** 'captcha' or 'code'. */
    kind: text('kind').notNull(),
    accountKey: text('account_key').notNull(),
    purpose: integer('purpose'),
    deviceId: text('device_id').notNull(),
    ip: text('ip').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('send_log_device_idx').on(t.kind, t.deviceId, t.createdAt),
    index('send_log_ip_idx').on(t.kind, t.ip, t.createdAt),
    index('send_log_account_idx').on(t.kind, t.accountKey, t.purpose, t.createdAt),
  ],
);
