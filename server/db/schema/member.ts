import {
  bigserial,
  date,
  foreignKey,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';

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
    /** `scrypt$N$r$p$salt$hash` (server/areas/member/passwords.ts); null until the member sets one. */
    passwordHash: text('password_hash'),
    // No points column: the coin balance is derived from the ledger (schema-coins.ts, ADR 025).
    countryCode: text('country_code').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** 'YYYY-MM-DD'; null until the member gives it (server/areas/member/profile.ts). */
    birthday: date('birthday', { mode: 'string' }),
    /** The stored avatar's random key (server/lib/storage/picture-storage.ts); null: no avatar. */
    avatarKey: text('avatar_key'),
    /** When the name or the birthdate last changed: each changes once a calendar year (SPEC.md §9). */
    nameChangedAt: timestamp('name_changed_at', { withTimezone: true }),
    birthdayChangedAt: timestamp('birthday_changed_at', { withTimezone: true }),
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
    /**
     * The session a URL-token login (login_type 6) was minted from: the child expires with it and
     * is revoked with it (server/areas/member/sessions.ts). Always the root, never a child.
     */
    parentSessionId: uuid('parent_session_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    index('sessions_member_idx').on(t.memberId),
    index('sessions_parent_idx').on(t.parentSessionId),
    foreignKey({ columns: [t.parentSessionId], foreignColumns: [t.id] }).onDelete('cascade'),
  ],
);

/**
 * A one-time code a signed-in app hands to the storefront in `?token=` (login_type 6), instead of
 * its session token: it works once, within a minute, and only its SHA-256 is kept.
 */
export const sessionHandoffs = pgTable('session_handoffs', {
  codeHash: text('code_hash').primaryKey(),
  sessionId: uuid('session_id')
    .notNull()
    .references(() => sessions.id, { onDelete: 'cascade' }),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});

/**
 * A Google sign-in under way: the `state` sent to Google (hashed; the browser holds it in an
 * HttpOnly cookie too) and the PKCE verifier and redirect URI the code must be redeemed with.
 */
export const googleSignIns = pgTable('google_sign_ins', {
  stateHash: text('state_hash').primaryKey(),
  codeVerifier: text('code_verifier').notNull(),
  redirectUri: text('redirect_uri').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});

/** A picture captcha, bound to the account and device it was drawn for; one answer, then it dies. */
export const captchas = pgTable('captchas', {
  id: uuid('id').primaryKey().defaultRandom(),
  /** `phone:6281234567890` or `email:someone@example.com` (server/areas/member/accounts.ts). */
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

/** The sandbox delivery's outbox: every message "sent" lands here (server/lib/delivery/outbox-delivery.ts). */
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
