import type { CurrencyCode } from '../../../contract/countries';
import type { AfterSalesState } from '../../../contract/after-sales-constants';
import { formatMoney } from '../../../contract/money';
import type { LocalizedText } from '../../db/schema';
import type { NewMessage } from '../messages';

/**
 * What the message centre says on every move of an after-sales request, sent with
 * notify() inside the transaction that makes the move, after the chart allowed it under the
 * request's row lock: a move made twice is refused the second time, so a message is never sent
 * twice. Texts per locales/STYLE.md (kamu, 您); each reader gets their own language.
 */

export interface MessageFacts {
  no: string;
  orderNo: string;
  refundAmount: number;
  currency: CurrencyCode;
  /** awaiting_return's deadline. */
  returnDeadline: Date | null;
}

const dateOf = (date: Date) => date.toISOString().slice(0, 10).split('-').reverse().join('/');

type Texts = (facts: MessageFacts, amount: string) => { title: LocalizedText; body: LocalizedText };

const TEXTS: Readonly<Record<AfterSalesState, Texts>> = {
  pending_review: ({ no, orderNo }) => ({
    title: { en: 'Request submitted', id: 'Pengajuan terkirim', 'zh-CN': '售后申请已提交' },
    body: {
      en: `Your after-sales request ${no} for order ${orderNo} is waiting for the seller's review.`,
      id: `Pengajuan ${no} untuk pesanan ${orderNo} sedang menunggu ditinjau penjual.`,
      'zh-CN': `您针对订单 ${orderNo} 的售后申请 ${no} 正在等待卖家审核。`,
    },
  }),
  interception_requested: ({ no }) => ({
    title: { en: 'Seller agreed', id: 'Penjual setuju', 'zh-CN': '卖家已同意' },
    body: {
      en: `The seller agreed to request ${no} and is stopping the parcel. Your refund follows once it is stopped.`,
      id: `Penjual menyetujui pengajuan ${no} dan sedang menahan paketnya. Dana dikembalikan setelah paket tertahan.`,
      'zh-CN': `卖家已同意申请 ${no}，正在拦截包裹。拦截成功后即为您退款。`,
    },
  }),
  awaiting_return: ({ no, returnDeadline }) => {
    const by = returnDeadline ? dateOf(returnDeadline) : '';
    return {
      title: { en: 'Please send the item back', id: 'Kirim balik barangnya, ya', 'zh-CN': '请寄回商品' },
      body: {
        en: `The seller agreed to return request ${no}. Send the item back and enter the tracking number by ${by}.`,
        id: `Penjual menyetujui pengajuan ${no}. Kirim balik barangnya dan isi nomor resi sebelum ${by}.`,
        'zh-CN': `卖家已同意退货申请 ${no}。请在 ${by} 前寄回商品并填写物流单号。`,
      },
    };
  },
  returned_awaiting_merchant: ({ no }) => ({
    title: { en: 'Return on its way', id: 'Barang sedang dikirim balik', 'zh-CN': '退货已寄出' },
    body: {
      en: `We told the seller your return for request ${no} is on its way.`,
      id: `Kami sudah memberi tahu penjual bahwa barang untuk pengajuan ${no} sedang dikirim balik.`,
      'zh-CN': `我们已通知卖家，申请 ${no} 的退货已寄出。`,
    },
  }),
  pending_inspection: ({ no }) => ({
    title: { en: 'Return received', id: 'Barang sudah diterima penjual', 'zh-CN': '卖家已收到退货' },
    body: {
      en: `The seller received the return for request ${no} and is checking it.`,
      id: `Penjual sudah menerima barang untuk pengajuan ${no} dan sedang memeriksanya.`,
      'zh-CN': `卖家已收到申请 ${no} 的退货，正在验货。`,
    },
  }),
  refund_pending: ({ no }, amount) => ({
    title: { en: 'Refund on its way', id: 'Dana sedang dikembalikan', 'zh-CN': '退款处理中' },
    body: {
      en: `Request ${no} was approved. We are refunding ${amount}.`,
      id: `Pengajuan ${no} disetujui. Kami sedang mengembalikan dana ${amount}.`,
      'zh-CN': `申请 ${no} 已通过，我们正在为您退款 ${amount}。`,
    },
  }),
  refund_successful: ({ no }, amount) => ({
    title: { en: 'Refund successful', id: 'Dana berhasil dikembalikan', 'zh-CN': '退款成功' },
    body: {
      en: `${amount} for request ${no} has been refunded.`,
      id: `Dana ${amount} untuk pengajuan ${no} sudah dikembalikan.`,
      'zh-CN': `申请 ${no} 的 ${amount} 已退款成功。`,
    },
  }),
  failed: ({ no }) => ({
    title: { en: 'Request not approved', id: 'Pengajuan ditolak', 'zh-CN': '售后申请未通过' },
    body: {
      en: `The seller did not approve request ${no}. Open it to see why; you can apply again within the period.`,
      id: `Penjual menolak pengajuan ${no}. Buka untuk melihat alasannya; kamu bisa mengajukan lagi selama masih dalam batas waktu.`,
      'zh-CN': `卖家未通过申请 ${no}。请打开查看原因；在售后期限内您可以再次申请。`,
    },
  }),
  cancelled: ({ no }) => ({
    title: { en: 'Request cancelled', id: 'Pengajuan dibatalkan', 'zh-CN': '售后申请已取消' },
    body: {
      en: `After-sales request ${no} has been cancelled.`,
      id: `Pengajuan ${no} sudah dibatalkan.`,
      'zh-CN': `售后申请 ${no} 已取消。`,
    },
  }),
};

/** The message for a request that has just entered `state`. */
export function afterSalesMessage(state: AfterSalesState, facts: MessageFacts): NewMessage {
  const texts = TEXTS[state](facts, formatMoney(facts.refundAmount, facts.currency));
  return { kind: 'orders', ...texts, link: `/afterSaleOrderDetail/${facts.no}` };
}
