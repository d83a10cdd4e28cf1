export { AddressCard, addressCardVariants, type AddressCardProps } from './address-card';
