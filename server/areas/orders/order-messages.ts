import type { CurrencyCode } from '../../../contract/countries';
import { formatMoney } from '../../../contract/money';
import type { NewMessage } from '../messages';

/**
 * What the message centre says on each move of an order the member did not watch happen (issue
 * 17): paid, cash on delivery confirmed, shipped, cancelled, completed. The timed-out close is
 * orders.ts's `timedOutMessage`, a late payment's refund payments.ts's `refundMessage`; the
 * courier's "out for delivery"/"delivered" and "coins credited" belong to their areas.
 *
 * Every one is sent with notify() inside the transaction that makes the move, after the chart
 * allowed it under the order's row lock: a retried call finds the move refused (1103028) or
 * already made ('already_paid'), so a message is never sent twice and never for a move that
 * rolled back. Texts per locales/STYLE.md (kamu, 您); each reader gets their own language.
 */

const link = (orderNo: string) => `/orderDetail/${orderNo}`;

export function paidMessage(orderNo: string, total: number, currency: CurrencyCode): NewMessage {
  const amount = formatMoney(total, currency);
  return {
    kind: 'orders',
    title: { en: 'Payment received', id: 'Pembayaran diterima', 'zh-CN': '已收到付款' },
    body: {
      en: `We received your payment of ${amount} for order ${orderNo}. The seller will ship it within 48 hours.`,
      id: `Pembayaranmu sebesar ${amount} untuk pesanan ${orderNo} sudah kami terima. Penjual akan mengirimnya dalam 48 jam.`,
      'zh-CN': `我们已收到您为订单 ${orderNo} 支付的 ${amount}。卖家将在 48 小时内发货。`,
    },
    link: link(orderNo),
  };
}

export function codConfirmedMessage(orderNo: string, total: number, currency: CurrencyCode): NewMessage {
  const amount = formatMoney(total, currency);
  return {
    kind: 'orders',
    title: { en: 'Order confirmed', id: 'Pesanan dikonfirmasi', 'zh-CN': '订单已确认' },
    body: {
      en: `Order ${orderNo} is confirmed with cash on delivery. Please have ${amount} ready when it arrives.`,
      id: `Pesanan ${orderNo} dikonfirmasi dengan bayar di tempat. Siapkan ${amount} saat pesanan tiba, ya.`,
      'zh-CN': `订单 ${orderNo} 已确认为货到付款，请在收货时准备好 ${amount}。`,
    },
    link: link(orderNo),
  };
}

export function shippedMessage(orderNo: string, trackingNo: string): NewMessage {
  return {
    kind: 'orders',
    title: { en: 'Order shipped', id: 'Pesanan dikirim', 'zh-CN': '订单已发货' },
    body: {
      en: `Order ${orderNo} is on its way. Tracking number: ${trackingNo}.`,
      id: `Pesanan ${orderNo} sedang dalam perjalanan. Nomor resi: ${trackingNo}.`,
      'zh-CN': `订单 ${orderNo} 已发货，运单号：${trackingNo}。`,
    },
    link: link(orderNo),
  };
}

/** The member cancelled; a paid order says its money goes back (the refund is the payment side's). */
export function cancelledMessage(
  orderNo: string,
  refund: { total: number; currency: CurrencyCode } | null,
): NewMessage {
  const amount = refund ? formatMoney(refund.total, refund.currency) : '';
  return {
    kind: 'orders',
    title: { en: 'Order cancelled', id: 'Pesanan dibatalkan', 'zh-CN': '订单已取消' },
    body: refund
      ? {
          en: `Order ${orderNo} has been cancelled. Your payment of ${amount} is being refunded the way you paid.`,
          id: `Pesanan ${orderNo} sudah dibatalkan. Pembayaranmu sebesar ${amount} sedang dikembalikan ke metode pembayaran yang kamu pakai.`,
          'zh-CN': `订单 ${orderNo} 已取消。您支付的 ${amount} 正在原路退回。`,
        }
      : {
          en: `Order ${orderNo} has been cancelled. You can order again any time.`,
          id: `Pesanan ${orderNo} sudah dibatalkan. Kamu bisa memesan lagi kapan saja.`,
          'zh-CN': `订单 ${orderNo} 已取消。您可以随时重新下单。`,
        },
    link: link(orderNo),
  };
}

export function completedMessage(orderNo: string): NewMessage {
  return {
    kind: 'orders',
    title: { en: 'Order completed', id: 'Pesanan selesai', 'zh-CN': '订单已完成' },
    body: {
      en: `Order ${orderNo} is complete. Thank you for shopping with Pasar!`,
      id: `Pesanan ${orderNo} sudah selesai. Terima kasih sudah belanja di Pasar!`,
      'zh-CN': `订单 ${orderNo} 已完成。感谢您在 Pasar 购物！`,
    },
    link: link(orderNo),
  };
}
