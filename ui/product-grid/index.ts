export {
  ProductGrid,
  productGridVariants,
  PRODUCT_GRID_SKELETON_COUNT,
  PRODUCT_GRID_LOAD_MORE_THROTTLE_MS,
  type ProductGridProps,
} from './product-grid';
export { useLoadMoreOnView, LOAD_MORE_THROTTLE_MS, type LoadMoreOptions } from './use-load-more';
