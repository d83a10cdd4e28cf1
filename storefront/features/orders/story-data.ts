import type { OrderDetail, OrderSummary } from '../../../contract/order';
import type { ClosedReason, OrderStatus } from '../../../contract/order-constants';
import type { OrderPackages } from '../../../contract/tracking';
import { orderActions } from '../../../machines';
import type { Timed } from '../../api/orders';
import {
  jakartaAddress,
  longIndonesianLine,
  orderLine,
  plainRupiahAmounts,
  rupiahAmounts,
  rupiahLines,
  singaporeAddress,
  singaporeAmounts,
  singaporeLines,
} from '../checkout/story-data';
import { storyNow } from '../vouchers/story-data';

// Stand-in data for the orders' stories: one order of the checkout's baskets in each status, with
// the actions the order chart (machines/order.machine.ts) allows there, on the server's clock
// (`storyNow`), so a countdown and the dates read the same on every run.

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** An order in `status`, as /orderDetail receives it: the Rupiah basket with its vouchers and coins. */
export function orderDetail(
  status: OrderStatus,
  overrides: Partial<OrderDetail> = {},
  closedReason: ClosedReason | null = null,
): Timed<OrderDetail> {
  const paid = status !== 'to_pay' && closedReason !== 'timed_out';
  const shipped = status === 'to_receive' || status === 'transaction_complete';
  const order: OrderDetail = {
    order_no: '261121K7Q2M9XW4TZR',
    status,
    closed_reason: closedReason,
    country_code: 'ID',
    created_at: storyNow - 2 * DAY,
    // 14 min 35 s left on the server's clock.
    pay_deadline: status === 'to_pay' ? storyNow + 14 * MINUTE + 35_000 : null,
    paid_at: paid ? storyNow - 2 * DAY + 4 * MINUTE : null,
    payment_method: paid ? 'gopay' : null,
    payment_methods:
      status === 'to_pay'
        ? [
            { method: 'gopay', kind: 'ewallet' },
            { method: 'va_bca', kind: 'bank_transfer' },
          ]
        : [],
    address: jakartaAddress,
    lines: rupiahLines,
    ...rupiahAmounts,
    delivery_estimate: { ship_within_hours: 48, min_days: 1, max_days: 2 },
    customer_message: 'Tolong titip di resepsionis lobi, terima kasih.',
    tracking_no: shipped ? 'PXID123456789012' : null,
    shipped_at: shipped ? storyNow - DAY : null,
    received_at: status === 'transaction_complete' ? storyNow : null,
    coins_earned: status === 'transaction_complete' ? 980 : null,
    refund_started: false,
    actions: orderActions(status),
    server_now: storyNow,
    ...overrides,
  };
  // As storefront/api/orders.ts's timed(): the server's clock against the device's.
  return { ...order, serverOffsetMs: order.server_now - Date.now() };
}

/** A paid order cancelled before shipping: its refund started. */
export const cancelledPaidOrder = orderDetail(
  'transaction_closed',
  { refund_started: true, actions: orderActions('transaction_closed') },
  'cancelled',
);

/** An unpaid order closed when its time ran out. */
export const timedOutOrder = orderDetail('transaction_closed', {}, 'timed_out');

/** A Singapore order on its way. */
export const singaporeOrder = orderDetail('to_receive', {
  order_no: '261121P3D8N6XB2QHA',
  country_code: 'SG',
  address: singaporeAddress,
  lines: singaporeLines,
  ...singaporeAmounts,
  payment_method: 'paynow',
  customer_message: null,
  coins_earned: null,
});

/** The packages answer for the order on its way: the courier's newest event. */
export function packagesOf(order: OrderDetail): OrderPackages {
  const shippedAt = order.shipped_at ?? storyNow - DAY;
  return {
    order_no: order.order_no,
    country_code: order.country_code,
    status: order.status,
    auto_receipt_at: null,
    packages: [
      {
        package_index: 1,
        courier: 'sandbox',
        courier_name: 'Pasar Express (sandbox)',
        tracking_no: order.tracking_no ?? 'PXID123456789012',
        lines: [],
        shipped_at: shippedAt,
        delivered_at: null,
        latest_event: {
          code: 'out_for_delivery',
          place: 'Kebayoran Baru, Kota Jakarta Selatan',
          occurred_at: storyNow - 2 * HOUR,
        },
        estimate: { earliest: shippedAt + DAY, latest: shippedAt + 2 * DAY },
      },
    ],
  };
}

/** An order as /order lists it. */
export function orderSummary(
  status: OrderStatus,
  overrides: Partial<OrderSummary> = {},
  closedReason: ClosedReason | null = null,
): OrderSummary {
  const { order_no, created_at, pay_deadline, lines, total, currency } = orderDetail(
    status,
    {},
    closedReason,
  );
  return {
    order_no,
    status,
    closed_reason: closedReason,
    created_at,
    pay_deadline,
    lines,
    quantity: lines.reduce((units, line) => units + line.quantity, 0),
    total,
    currency,
    actions: orderActions(status),
    ...overrides,
  };
}

/** One line with the long Indonesian title, waiting for payment: Rp 66.400 and Rp 18.000 shipping. */
export const indonesianSummary = orderSummary('to_pay', {
  order_no: '261121M4R7T2VW9KXD',
  lines: [longIndonesianLine],
  quantity: 1,
  total: longIndonesianLine.line_amount + plainRupiahAmounts.shipping_fee,
});

/** Four lines: the card shows two and says how many more. */
export const fourLineSummary = orderSummary('transaction_complete', {
  order_no: '261118B6C9D2FG4HJK',
  lines: [...rupiahLines, orderLine(5, 'Indomie Mi Goreng Original 85 g, 40 pcs', '1 box', 128_000, 1)],
  quantity: 6,
  total: rupiahAmounts.total + 128_000,
});
