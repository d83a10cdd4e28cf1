import type {
  AfterSalesDetail,
  AfterSalesOrderLine,
  AfterSalesPreview,
  AfterSalesSummary,
  AfterSalesTimelineEntry,
  RefundEntry,
} from '../../../contract/after-sales';
import { AFTER_SALES_STATUS_OF_STATE, type AfterSalesState } from '../../../contract/after-sales-constants';
import type { OrderLine } from '../../../contract/order';
import type { RefundSettings } from '../../../contract/refund-card';
import type { Timed } from '../../api/orders';
import { malaysiaLines, rupiahLines, singaporeLines } from '../checkout/story-data';
import { storyNow, storyUuid } from '../vouchers/story-data';

// Stand-in data for the after-sales stories: requests on the checkout's baskets, with what each
// line was really paid once the vouchers and coins were spread over it (ADR 029), and the fee of
// each country (SPEC.md §9: none in Indonesia, S$ 0.50, RM 0.70).

const HOUR = 60 * 60_000;
const DAY = 24 * HOUR;

/** A line of the order as /applyRefund lists it: what was paid for it and how much may be asked. */
function applyLine(
  line: OrderLine,
  paidAmount: number,
  refundable: number,
  openAfterSaleNo: string | null = null,
): AfterSalesOrderLine {
  const { line_amount: _lineAmount, ...rest } = line;
  return {
    ...rest,
    paid_amount: paidAmount,
    refundable_quantity: refundable,
    open_after_sale_no: openAfterSaleNo,
  };
}

const [fryer, coffee, oil] = rupiahLines as [OrderLine, OrderLine, OrderLine];
/** The fryer as a request holds it: asked for, with no order amounts of its own. */
const { line_amount: _lineAmount, paid_amount: _paidAmount, ...askedFryer } = fryer;

/**
 * A delivered Indonesian order paid Rp 972.200 for its goods (Rp 1.047.200 less the vouchers and
 * coins): the fryer can be asked for, the coffee up to 2, the oil is held by an open request.
 */
export function rupiahApplyPreview(overrides: Partial<AfterSalesPreview> = {}): AfterSalesPreview {
  return {
    order_no: '261121K7Q2M9XW4TZR',
    country_code: 'ID',
    currency: 'IDR',
    types: ['refund_only', 'return_refund'],
    lines: [
      applyLine(fryer, 881_000, 1),
      applyLine(coffee, 29_500, 2),
      applyLine(oil, 61_700, 0, 'AS261120K7Q2M9XW4T'),
    ],
    amount: 0,
    shipping_amount: 0,
    fee: 0,
    refund_amount: 0,
    coins_clawed_back: 0,
    destination: { kind: 'original_payment', method: 'gopay' },
    needs_destination: false,
    window_ends_at: storyNow + 6 * DAY,
    requests_left: 2,
    blocked_code: null,
    server_now: storyNow,
    ...overrides,
  };
}

/** The fryer chosen: Rp 881.000 back to GoPay, no fee in Indonesia. */
export const fryerChosen = rupiahApplyPreview({
  amount: 881_000,
  refund_amount: 881_000,
  coins_clawed_back: 880,
});

/**
 * A Singapore order not shipped yet, all of it asked for: S$ 30.20 paid for the goods and the
 * S$ 3.99 shipping back, less the S$ 0.50 fee: S$ 33.69.
 */
export const singaporeWholeOrder: AfterSalesPreview = {
  ...rupiahApplyPreview(),
  order_no: '261121P3D8N6XB2QHA',
  country_code: 'SG',
  currency: 'SGD',
  types: ['refund_only'],
  lines: [applyLine(singaporeLines[0]!, 2_213, 2), applyLine(singaporeLines[1]!, 807, 4)],
  amount: 3_419,
  shipping_amount: 399,
  fee: 50,
  refund_amount: 3_369,
  destination: { kind: 'original_payment', method: 'paynow' },
  window_ends_at: null,
};

/** One Milo from a Malaysian order: RM 12.90 less the RM 0.70 fee. */
export const malaysiaOneLine: AfterSalesPreview = {
  ...rupiahApplyPreview(),
  order_no: '261119T5W8Y3ZC6NPQ',
  country_code: 'MY',
  currency: 'MYR',
  lines: [applyLine(malaysiaLines[0]!, 3_870, 3), applyLine(malaysiaLines[1]!, 840, 2)],
  amount: 1_290,
  fee: 70,
  refund_amount: 1_220,
  destination: { kind: 'original_payment', method: 'fpx' },
};

/** A cash-on-delivery order: the member picks where the refund goes. */
export const codPreview = rupiahApplyPreview({ destination: null, needs_destination: true });

/** The member's refund card and linked e-wallet, as /refund-settings lists them. */
export const refundSettings: RefundSettings = {
  cards: [
    {
      card_id: storyUuid(601),
      bank: 'bca',
      brand: 'visa',
      last4: '1111',
      expiry_date: '08/29',
      holder_name: 'AYU LESTARI',
      is_default: true,
      created_at: storyNow - 30 * DAY,
    },
  ],
  ewallets: [
    {
      wallet: 'gopay',
      linked: true,
      masked_phone: '+62 812****7890',
      linked_at: storyNow - 9 * DAY,
      is_default: false,
    },
    { wallet: 'ovo', linked: false, masked_phone: null, linked_at: null, is_default: false },
    { wallet: 'dana', linked: false, masked_phone: null, linked_at: null, is_default: false },
  ],
};

/** A step of a request's timeline, `hours` after it was made, by whoever takes that step. */
const step = (
  state: AfterSalesState,
  hours: number,
  reason: AfterSalesTimelineEntry['reason'] = null,
): AfterSalesTimelineEntry => ({
  state,
  at: storyNow - 3 * DAY + hours * HOUR,
  actor:
    state === 'pending_review' || state === 'returned_awaiting_merchant'
      ? 'member'
      : reason === 'return_overdue'
        ? 'system'
        : 'merchant',
  reason,
});

const timelines: Record<string, AfterSalesTimelineEntry[]> = {
  pending_review: [step('pending_review', 0)],
  awaiting_return: [step('pending_review', 0), step('awaiting_return', 5)],
  refund_successful: [
    step('pending_review', 0),
    step('awaiting_return', 5),
    step('returned_awaiting_merchant', 30),
    step('pending_inspection', 44),
    step('refund_pending', 50),
    step('refund_successful', 52),
  ],
  failed: [step('pending_review', 0), step('failed', 20, 'evidence_insufficient')],
  cancelled: [
    step('pending_review', 0),
    step('awaiting_return', 5),
    step('cancelled', 125, 'return_overdue'),
  ],
};

/** A return and refund of the fryer, in `state`, as /afterSaleOrderDetail receives it. */
export function requestDetail(
  state: AfterSalesState,
  overrides: Partial<AfterSalesDetail> = {},
): Timed<AfterSalesDetail> {
  const timeline = timelines[state] ?? [step('pending_review', 0), step(state, 5)];
  const refunded = state === 'refund_successful';
  const detail: AfterSalesDetail = {
    after_sale_no: 'AS261121K7Q2M9XW4T',
    order_no: '261121K7Q2M9XW4TZR',
    type: 'return_refund',
    state,
    status: AFTER_SALES_STATUS_OF_STATE[state],
    lines: [{ ...askedFryer, amount: 881_000 }],
    refund: {
      amount: 881_000,
      shipping_amount: 0,
      fee: 0,
      refund_amount: 881_000,
      currency: 'IDR',
      destination: { kind: 'original_payment', method: 'gopay' },
      status: refunded ? 'succeeded' : null,
      refunded_at: refunded ? timeline.at(-1)!.at : null,
      coins_clawed_back: 880,
    },
    created_at: timeline[0]!.at,
    updated_at: timeline.at(-1)!.at,
    actions:
      state === 'awaiting_return'
        ? ['cancel', 'enter_logistics']
        : state === 'pending_review'
          ? ['cancel']
          : [],
    country_code: 'ID',
    reason: 'defective',
    description: 'Kipasnya berhenti berputar setelah dua hari dipakai.',
    evidence: [],
    timeline,
    // Five days to send the return, from the moment the seller agreed.
    deadline: state === 'awaiting_return' ? timeline[1]!.at + 5 * DAY : null,
    closed_reason: timeline.at(-1)!.reason,
    return_address:
      state === 'awaiting_return'
        ? {
            recipient: 'Gudang Pasar (Retur)',
            phone: '+62 21 5091 2345',
            address: 'Jl. Yos Sudarso Kav. 89, Sunter Jaya, Tanjung Priok, Jakarta Utara',
            postal_code: '14350',
          }
        : null,
    logistics: null,
    server_now: storyNow,
    ...overrides,
  };
  return { ...detail, serverOffsetMs: detail.server_now - Date.now() };
}

/** A request as /afterSaleOrder lists it. */
export function requestSummary(
  state: AfterSalesState,
  overrides: Partial<AfterSalesSummary> = {},
): AfterSalesSummary {
  const { after_sale_no, order_no, type, status, lines, refund, created_at, updated_at, actions } =
    requestDetail(state);
  return {
    after_sale_no,
    order_no,
    type,
    state,
    status,
    lines,
    refund,
    created_at,
    updated_at,
    actions,
    ...overrides,
  };
}

/** A request's money as /refunds lists it. */
export function refundEntry(state: AfterSalesState, overrides: Partial<RefundEntry> = {}): RefundEntry {
  const { after_sale_no, order_no, status, refund, created_at } = requestDetail(state);
  return { after_sale_no, order_no, state, status, refund, created_at, ...overrides };
}

/** The Singapore request's money: S$ 33.69 back after the S$ 0.50 fee, shipping included. */
export const singaporeRefund = refundEntry('refund_pending', {
  after_sale_no: 'AS261121P3D8N6XB2Q',
  order_no: '261121P3D8N6XB2QHA',
  refund: {
    amount: 3_419,
    shipping_amount: 399,
    fee: 50,
    refund_amount: 3_369,
    currency: 'SGD',
    destination: { kind: 'original_payment', method: 'paynow' },
    status: 'requested',
    refunded_at: null,
    coins_clawed_back: 0,
  },
});
