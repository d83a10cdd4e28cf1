import { z } from 'zod';
import { COIN_ENTRY_KINDS, COIN_MAX_PAGE_SIZE, COIN_PAGE_SIZE } from './coin-constants';
import { currencyCodeSchema, int, minorUnitsSchema } from './fields';

/**
 * Coins (SPEC.md §2 /points, §7 "GET points_record, points_record_detail, membersrv_system";
 * ADR 025, ADR 032). Every call needs a member (401 otherwise) and reads only the member's own
 * ledger: there is no parameter naming a member. Coins belong to a country (ADR 032): every call
 * answers for the request's country (X-Locale), as userInfo.points and checkout do.
 *
 * Decision: SPEC.md names the calls but not their paths or shapes; they live under member/:
 *   GET member/points_record?page_num&page_size → CoinPage, newest first
 *   GET member/points_record_detail             → CoinSummary (balance, expiring soon)
 *   GET member/membersrv_system                 → CoinRules (the rules text, in the request's
 *                                                 Language, with the shopper's country's figures)
 */

export const coinPageQuerySchema = z.object({
  page_num: int(1, 10_000).default(1),
  page_size: int(1, COIN_MAX_PAGE_SIZE).default(COIN_PAGE_SIZE),
});
export type CoinPageQuery = z.infer<typeof coinPageQuerySchema>;

export const coinEntrySchema = z.object({
  /** The entry's number as a string (a sequence, newest highest). */
  id: z.string(),
  kind: z.enum(COIN_ENTRY_KINDS),
  /** Signed: positive coins in, negative out. */
  amount: z.number().int(),
  order_no: z.string().nullable(),
  /** An earned lot's end (epoch ms), else null. */
  expires_at: z.number().int().nullable(),
  created_at: z.number().int(),
});
export type CoinEntry = z.infer<typeof coinEntrySchema>;

export const coinPageSchema = z.object({ total: z.number().int(), list: z.array(coinEntrySchema) });
export type CoinPage = z.infer<typeof coinPageSchema>;

/** Decision: points_record_detail is the balance summary /points opens with (one entry adds nothing the history lacks). */
export const coinSummarySchema = z.object({
  /** The coins the member can use now (the same number as userInfo.points). */
  balance: z.number().int().nonnegative(),
  /** Of those, the coins that end within COIN_EXPIRING_SOON_DAYS. */
  expiring_soon: z.number().int().nonnegative(),
  /** When the first of them ends (epoch ms), or null. */
  next_expiry_at: z.number().int().nullable(),
  /**
   * Coins owed (ADR 032): a refund took back coins the member had already spent. They come off the
   * next coins credited in this country, before any is usable; the balance shows 0 meanwhile,
   * never a negative number.
   */
  owed: z.number().int().nonnegative(),
  server_now: z.number().int(),
});
export type CoinSummary = z.infer<typeof coinSummarySchema>;

export const coinRulesSchema = z.object({
  title: z.string(),
  /** The rules as short paragraphs, in the request's Language. */
  sections: z.array(z.object({ heading: z.string(), body: z.string() })),
  /** The figures behind the text, in the shopper's country's currency. */
  currency: currencyCodeSchema,
  earn_unit_minor: minorUnitsSchema,
  redeem_step: z.number().int().positive(),
  redeem_step_value_minor: minorUnitsSchema,
  redeem_max_percent: z.number().int().positive(),
  expiry_months: z.number().int().positive(),
});
export type CoinRules = z.infer<typeof coinRulesSchema>;
