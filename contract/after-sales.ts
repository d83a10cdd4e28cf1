import { z } from 'zod';
import { countryCodes } from './countries';
import { currencyCodeSchema, int, minorUnitsSchema, pageOf, skuIdSchema } from './fields';
import { orderLineSchema, orderNoSchema } from './order';
import { PAYMENT_METHOD_IDS } from './payment-methods';
import { plainText } from './rules/text';
import {
  AFTER_SALE_NO_PATTERN,
  AFTER_SALES_ACTIONS,
  AFTER_SALES_CANCEL_REASONS,
  AFTER_SALES_DESCRIPTION_MAX,
  AFTER_SALES_REFUSAL_REASONS,
  AFTER_SALES_STATES,
  AFTER_SALES_STATUSES,
  AFTER_SALES_TYPES,
  ALL_AFTER_SALES_REASONS,
  ALL_RETURN_COURIERS,
  EVIDENCE_MAX_PICTURES,
  REFUND_DESTINATION_KINDS,
  REFUND_STATUSES,
  RETURN_COURIER_NAME_MAX,
  RETURN_TRACKING_NO_PATTERN,
} from './after-sales-constants';
import { EWALLET_IDS, refundCardIdSchema } from './refund-card';

/**
 * After-sales requests (SPEC.md §2 after-sales application and list, refund details, logistics
 * entry; §3 After-sales; §4; §8; §9 fee; ADR 030). Decision (SPEC.md §7 shows none of
 * these paths): every call needs a member (401 with 1105001); times are epoch milliseconds;
 * amounts minor units of the order's currency.
 *
 *   POST order/after_sale/preview  { order_no, type?, lines? }            → AfterSalesPreview
 *   POST order/after_sale/evidence multipart `file` (one picture)         → EvidencePicture
 *   POST order/after_sale/apply    AfterSalesApplyRequest                 → AfterSalesDetail
 *   GET  order/after_sale/list?page_num=                                   → AfterSalesPage
 *   GET  order/after_sale/detail/{after_sale_no}                           → AfterSalesDetail
 *   POST order/after_sale/cancel   { after_sale_no }                       → AfterSalesDetail
 *   POST order/after_sale/logistics { after_sale_no, courier, tracking_no } → AfterSalesDetail
 *   GET  order/after_sale/refunds?page_num=                                → RefundPage (/refunds)
 *
 * apply refuses, changing nothing, in this order: 1103001 the order is not the member's (404,
 * never "not yours"), 1103031 a reason not of the type (none at all: 1101020), 1103008 no line,
 * 1103003 a line not in the order, 1103007 a line already has an open request, 1103032 a quantity
 * above what was bought minus what is refunded or held, 1103028 an order unpaid or closed, 1103054
 * a type the order's status does not allow (return_refund before delivery; a COD order before
 * delivery, which the member cancels instead), 1103042 the window after delivery passed, 1103064
 * the order reached AFTER_SALES_MAX_PER_ORDER, 1103043 more than EVIDENCE_MAX_PICTURES or a
 * picture not the member's (or already used), 1103037 a COD order without a refund card or
 * e-wallet (ID), 1103033 the refund after the fee is zero. Two applies racing on one line: one
 * wins, the other answers 1103007 (or 1103038 from the unique index). preview answers the first
 * of 1103028/1103054/1103042/1103064 as `blocked_code` instead of refusing.
 * cancel on a request the chart does not allow it in answers 1103040; logistics 1103034 (1103036
 * for a missing courier or tracking number). A request that is not the member's answers 1103002.
 */

export const afterSaleNoSchema = z.string().regex(AFTER_SALE_NO_PATTERN);
export const afterSalesTypeSchema = z.enum(AFTER_SALES_TYPES);
export const afterSalesStateSchema = z.enum(AFTER_SALES_STATES);
export const afterSalesStatusSchema = z.union(
  AFTER_SALES_STATUSES.map((status) => z.literal(status)) as unknown as [
    z.ZodLiteral<1>,
    z.ZodLiteral<2>,
    ...z.ZodLiteral<number>[],
  ],
);

export const afterSalesLineRequestSchema = z.object({
  sku_id: skuIdSchema,
  quantity: int(1, 9999),
});
export type AfterSalesLineRequest = z.infer<typeof afterSalesLineRequestSchema>;

/** The lines of one request: each SKU once (the server adds a SKU listed twice). */
const requestLines = z.array(afterSalesLineRequestSchema).max(50);

// ─── Preview (the apply page: what can be asked, the amount and the fee) ──────────────────────────

export const afterSalesPreviewRequestSchema = z.object({
  order_no: orderNoSchema,
  /** Absent: the preview answers the lines and types only (amounts for nothing selected). */
  type: afterSalesTypeSchema.optional(),
  lines: requestLines.optional(),
});
export type AfterSalesPreviewRequest = z.input<typeof afterSalesPreviewRequestSchema>;

/** An order line as the apply page shows it, with how much of it may still be asked for. */
export const afterSalesOrderLineSchema = orderLineSchema.omit({ line_amount: true }).extend({
  /** Bought. */
  quantity: z.number().int().positive(),
  /** Bought minus refunded minus held by open requests: the most a new request may ask. */
  refundable_quantity: z.number().int().nonnegative(),
  /** What the whole line was paid (after vouchers and coins when the order had them). */
  paid_amount: minorUnitsSchema,
  /** An open request holds this line (1103007 for another): its number, else null. */
  open_after_sale_no: afterSaleNoSchema.nullable(),
});
export type AfterSalesOrderLine = z.infer<typeof afterSalesOrderLineSchema>;

/** Where a refund goes, as shown (card: bank and last four; e-wallet: its id). */
export const refundDestinationSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal(REFUND_DESTINATION_KINDS[0]),
    /** The order's payment method (the refund goes back there). */
    method: z.enum(PAYMENT_METHOD_IDS),
  }),
  z.object({
    kind: z.literal(REFUND_DESTINATION_KINDS[1]),
    card_id: refundCardIdSchema,
    bank: z.string(),
    last4: z.string().regex(/^\d{4}$/),
  }),
  z.object({ kind: z.literal(REFUND_DESTINATION_KINDS[2]), wallet: z.enum(EWALLET_IDS) }),
]);
export type RefundDestination = z.infer<typeof refundDestinationSchema>;

/** A destination the member chooses for a COD order (ID); any other order refunds the original way. */
export const refundDestinationChoiceSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal(REFUND_DESTINATION_KINDS[1]), card_id: refundCardIdSchema }),
  z.object({ kind: z.literal(REFUND_DESTINATION_KINDS[2]), wallet: z.enum(EWALLET_IDS) }),
]);
export type RefundDestinationChoice = z.infer<typeof refundDestinationChoiceSchema>;

export const afterSalesPreviewSchema = z.object({
  order_no: orderNoSchema,
  country_code: z.enum(countryCodes),
  currency: currencyCodeSchema,
  /** The types the order's status allows now (refund_only on to_ship; both once delivered). */
  types: z.array(afterSalesTypeSchema),
  lines: z.array(afterSalesOrderLineSchema),
  /** The selected lines' paid share (0 when none were sent), plus shipping_amount. */
  amount: minorUnitsSchema,
  /** The shipping paid, refunded when the selection takes the last units of an order not yet shipped; else 0. */
  shipping_amount: minorUnitsSchema,
  /** SPEC.md §9's handling fee of the order's country (REFUND_FEE_MINOR); 0 in Indonesia. */
  fee: minorUnitsSchema,
  /** amount − fee, never below 0: what the member gets back. */
  refund_amount: minorUnitsSchema,
  /** Coins the order earned that the refund takes back (ADR 025); 0 when none. */
  coins_clawed_back: z.number().int().nonnegative(),
  /**
   * Where the refund would go: the original payment, or for a COD order the member's default
   * refund destination (null: none yet; the page sends the member to /refund-settings).
   */
  destination: refundDestinationSchema.nullable(),
  /** A COD order: the member must choose a refund card or e-wallet (ADR 031). */
  needs_destination: z.boolean(),
  /** The last moment a request may be made (null while the order is not delivered yet). */
  window_ends_at: z.number().int().nullable(),
  /** Requests the order may still have (AFTER_SALES_MAX_PER_ORDER minus those made). */
  requests_left: z.number().int().nonnegative(),
  /** Why no request can be made now (the page says so), else null. */
  blocked_code: z.number().int().nullable(),
  server_now: z.number().int(),
});
export type AfterSalesPreview = z.infer<typeof afterSalesPreviewSchema>;

// ─── Evidence pictures ──────────────────────────────────────────────────────────────────────────

/** POST order/after_sale/evidence's multipart body: one picture in `file` (the route reads the File itself). */
export const evidenceUploadBodySchema = z.object({
  file: z.any().meta({ type: 'string', format: 'binary', description: 'JPEG, PNG or WebP, at most 2 MB' }),
});

/** An uploaded picture, re-encoded by the server; apply names it by id (the member's own only). */
export const evidencePictureSchema = z.object({
  evidence_id: z.string().uuid(),
  url: z.string(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
});
export type EvidencePicture = z.infer<typeof evidencePictureSchema>;

// ─── Apply ──────────────────────────────────────────────────────────────────────────────────────

export const afterSalesApplyRequestSchema = z.object({
  order_no: orderNoSchema,
  type: afterSalesTypeSchema,
  /** Required (SPEC.md §5); a key of AFTER_SALES_REASONS[type] (1103031 otherwise). */
  reason: z.enum(ALL_AFTER_SALES_REASONS as [string, ...string[]]),
  description: plainText().max(AFTER_SALES_DESCRIPTION_MAX).optional(),
  lines: requestLines.min(1),
  // The schema takes a few more so the limit answers its own code (1103043).
  evidence_ids: z
    .array(z.string().uuid())
    .max(EVIDENCE_MAX_PICTURES * 2)
    .default([]),
  /** Only for a COD order (ID): the refund card or e-wallet; absent: the member's default. */
  destination: refundDestinationChoiceSchema.optional(),
});
export type AfterSalesApplyRequest = z.input<typeof afterSalesApplyRequestSchema>;

// ─── The request ────────────────────────────────────────────────────────────────────────────────

export const afterSalesLineSchema = orderLineSchema.omit({ line_amount: true, paid_amount: true }).extend({
  /** Asked for. */
  quantity: z.number().int().positive(),
  /** This line's paid share for that quantity. */
  amount: minorUnitsSchema,
});
export type AfterSalesLine = z.infer<typeof afterSalesLineSchema>;

/** One step of the status timeline, newest last. */
export const afterSalesTimelineEntrySchema = z.object({
  state: afterSalesStateSchema,
  at: z.number().int(),
  /** Who moved it. */
  actor: z.enum(['member', 'merchant', 'system']),
  /** failed: the merchant's reason; cancelled: who cancelled; else null. */
  reason: z.enum([...AFTER_SALES_REFUSAL_REASONS, ...AFTER_SALES_CANCEL_REASONS]).nullable(),
});
export type AfterSalesTimelineEntry = z.infer<typeof afterSalesTimelineEntrySchema>;

/** Where a return goes (the merchant's warehouse of the order's country). */
export const returnAddressSchema = z.object({
  recipient: z.string(),
  phone: z.string(),
  /** The address lines, already joined in the country's order. */
  address: z.string(),
  postal_code: z.string(),
});
export type ReturnAddress = z.infer<typeof returnAddressSchema>;

export const returnLogisticsSchema = z.object({
  courier: z.enum(ALL_RETURN_COURIERS as [string, ...string[]]),
  /** The courier's brand name ('JNE'), or the name the member typed for `other`. */
  courier_name: z.string(),
  tracking_no: z.string(),
  sent_at: z.number().int(),
});
export type ReturnLogistics = z.infer<typeof returnLogisticsSchema>;

/** The money side of a request (the /refunds page, the detail). */
export const refundViewSchema = z.object({
  /** The lines' paid share, plus shipping_amount. */
  amount: minorUnitsSchema,
  /** The shipping paid, refunded with the last units of an order not yet shipped; else 0. */
  shipping_amount: minorUnitsSchema,
  fee: minorUnitsSchema,
  /** amount − fee: what is or will be paid back. */
  refund_amount: minorUnitsSchema,
  currency: currencyCodeSchema,
  destination: refundDestinationSchema,
  /** Null until the refund is asked of the provider (refund_pending). */
  status: z.enum(REFUND_STATUSES).nullable(),
  refunded_at: z.number().int().nullable(),
  coins_clawed_back: z.number().int().nonnegative(),
});
export type RefundView = z.infer<typeof refundViewSchema>;

export const afterSalesSummarySchema = z.object({
  after_sale_no: afterSaleNoSchema,
  order_no: orderNoSchema,
  type: afterSalesTypeSchema,
  state: afterSalesStateSchema,
  /** SPEC.md §3's number of `state`. */
  status: afterSalesStatusSchema,
  lines: z.array(afterSalesLineSchema),
  refund: refundViewSchema,
  created_at: z.number().int(),
  updated_at: z.number().int(),
  actions: z.array(z.enum(AFTER_SALES_ACTIONS)),
});
export type AfterSalesSummary = z.infer<typeof afterSalesSummarySchema>;

export const afterSalesDetailSchema = afterSalesSummarySchema.extend({
  country_code: z.enum(countryCodes),
  reason: z.enum(ALL_AFTER_SALES_REASONS as [string, ...string[]]),
  description: z.string().nullable(),
  evidence: z.array(evidencePictureSchema),
  timeline: z.array(afterSalesTimelineEntrySchema),
  /**
   * What the current state waits for until when: awaiting_return's return deadline (the job
   * cancels the request after it). Null in other states.
   */
  deadline: z.number().int().nullable(),
  /** failed: the merchant's reason; cancelled: by_member or return_overdue; else null. */
  closed_reason: z.enum([...AFTER_SALES_REFUSAL_REASONS, ...AFTER_SALES_CANCEL_REASONS]).nullable(),
  /** return_refund once the merchant agreed: where to send the goods; else null. */
  return_address: returnAddressSchema.nullable(),
  /** The return's courier and tracking number once the member entered them; else null. */
  logistics: returnLogisticsSchema.nullable(),
  server_now: z.number().int(),
});
export type AfterSalesDetail = z.infer<typeof afterSalesDetailSchema>;

export const afterSalesListQuerySchema = z.object({ page_num: int(1, 10_000).default(1) });
export type AfterSalesListQuery = z.input<typeof afterSalesListQuerySchema>;
export const afterSalesPageSchema = pageOf(afterSalesSummarySchema).extend({ server_now: z.number().int() });
export type AfterSalesPage = z.infer<typeof afterSalesPageSchema>;

export const afterSalesDetailParamsSchema = z.object({ after_sale_no: afterSaleNoSchema });
export const afterSalesNoRequestSchema = z.object({ after_sale_no: afterSaleNoSchema });
export type AfterSalesNoRequest = z.infer<typeof afterSalesNoRequestSchema>;

/** SPEC.md §5: both required (1103036 when either is empty). */
export const afterSalesLogisticsRequestSchema = z.object({
  after_sale_no: afterSaleNoSchema,
  courier: z.enum(ALL_RETURN_COURIERS as [string, ...string[]]).optional(),
  /** The courier's name when `courier` is 'other'. */
  courier_name: plainText().max(RETURN_COURIER_NAME_MAX).optional(),
  tracking_no: plainText()
    .max(64)
    .optional()
    .refine((value) => value === undefined || value === '' || RETURN_TRACKING_NO_PATTERN.test(value), {
      message: 'invalid',
    }),
});
export type AfterSalesLogisticsRequest = z.input<typeof afterSalesLogisticsRequestSchema>;

/** /refunds: one entry per request with its money, newest first. */
export const refundEntrySchema = z.object({
  after_sale_no: afterSaleNoSchema,
  order_no: orderNoSchema,
  state: afterSalesStateSchema,
  status: afterSalesStatusSchema,
  refund: refundViewSchema,
  created_at: z.number().int(),
});
export type RefundEntry = z.infer<typeof refundEntrySchema>;
export const refundPageSchema = pageOf(refundEntrySchema);
export type RefundPage = z.infer<typeof refundPageSchema>;
