// Browsing (SPEC.md §2): home, categories, product list, product detail, removed product; the
// desktop header's category bar; the card and links other areas show products with.
export { CategoryBarOnDemand } from './category-bar-on-demand';
export { ProductCardLink } from './product-card-link';
export { ProductFeed } from './product-feed';
export { productDetailHref, productListHref, type ProductListState } from './catalogue-links';
export { SimilarProducts } from './similar-products';
export { RecentlyViewedOnDemand, WishlistHeartOnDemand } from './wishlist-on-demand';
