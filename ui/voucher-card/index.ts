export {
  VoucherCard,
  voucherCardVariants,
  type VoucherCardProps,
  type VoucherKind,
  type VoucherState,
} from './voucher-card';
