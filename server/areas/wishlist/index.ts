// What other parts of the server may use of this area (eslint.config.js refuses a path into
// its files from outside it).

export { noticeWishlistRestocked, sweepWishlistNotices } from './wishlist-notices';
export { wishlistRoutes } from './routes';
