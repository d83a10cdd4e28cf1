export {
  StatusBadge,
  statusBadgeVariants,
  orderStatusTones,
  afterSalesStatusTones,
  type StatusBadgeProps,
  type StatusTone,
} from './status-badge';
