export {
  ProductCard,
  ProductCardSkeleton,
  productCardVariants,
  type ProductCardProduct,
  type ProductCardProps,
  type ProductCardSkeletonProps,
} from './product-card';
