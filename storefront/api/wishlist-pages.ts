import type { WishlistPage } from '../../contract/wishlist';
import { WISHLIST_PAGE_SIZE } from '../../contract/wishlist-constants';
import { useMemberPages } from './member-pages';
import { wishlistListPath } from './wishlist';

/** The wishlist page's cards, page by page (only /wishlist imports this module, with swr/infinite). */
export function useWishlistPages() {
  return useMemberPages<WishlistPage>(wishlistListPath, WISHLIST_PAGE_SIZE, [], (pageNum) => ({
    body: { page_num: pageNum, page_size: WISHLIST_PAGE_SIZE },
  }));
}
