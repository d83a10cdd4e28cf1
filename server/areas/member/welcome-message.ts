import type { Db } from '../../db/client';
import { notify, type NewMessage } from '../messages';

/**
 * The message a new member finds in the message centre. Decision: a system message
 * that links to the home page, in the three languages (Indonesian with "kamu", Chinese with 您,
 * locales/STYLE.md).
 */
export const welcomeMessage: NewMessage = {
  kind: 'system',
  title: {
    en: 'Welcome to Pasar!',
    id: 'Selamat datang di Pasar!',
    'zh-CN': '欢迎来到 Pasar！',
  },
  body: {
    en: 'Thanks for joining. Your orders, vouchers and news will arrive here. Happy shopping!',
    id: 'Terima kasih sudah bergabung. Pesanan, voucher, dan kabar terbaru untukmu akan muncul di sini. Selamat berbelanja!',
    'zh-CN': '感谢您的加入。您的订单、优惠券和最新消息都会在这里通知您。祝您购物愉快！',
  },
  link: '/',
};

/** Called once, in the transaction that inserts the member (members.ts insertMember). */
export function welcomeNewMember(tx: Db, memberId: string, now: Date) {
  return notify(tx, memberId, welcomeMessage, now);
}
