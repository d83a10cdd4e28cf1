export { DiscountBadge, discountBadgeVariants, type DiscountBadgeProps } from './discount-badge';
