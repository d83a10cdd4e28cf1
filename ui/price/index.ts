export { Price, priceVariants, type PriceProps } from './price';
