export { Price, priceVariants, useSpokenPrice, type PriceProps } from './price';
