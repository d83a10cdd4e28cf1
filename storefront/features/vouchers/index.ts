// Vouchers (ADR 028): the claim centre, the campaign page, the wallet, the terms and a
// voucher's products. /me and the desktop side menu link to /couponsList by path; checkout (P)
// shows vouchers through the kit's VoucherCard and VoucherTicket.
export { vouchersMessages } from './messages';
export { VoucherTicket, type VoucherTicketProps } from './voucher-ticket';
