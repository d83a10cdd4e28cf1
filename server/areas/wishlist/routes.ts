import { memberWriteRoute } from '../../http/member-routes';
import { $, createRoute } from '../../http/route-kit';

import { z } from 'zod';
import {
  recentlyViewedMergedSchema,
  recentlyViewedRequestSchema,
  recentlyViewedSchema,
  wishlistIdsSchema,
  wishlistMergeRequestSchema,
  wishlistPageRequestSchema,
  wishlistPageSchema,
  wishlistProductRequestSchema,
} from '../../../contract/wishlist';
import { answers, apiRoutes, jsonBody, shopperHeaders, signedIn } from '../../http/api-routes';
import { idempotent } from '../../http/idempotency';
import { answer, setAnswerHeader } from '../../http/respond';
import { callerOf, memberCallerOf, memberRequired } from '../../http/caller';
import { addToWishlist, mergeWishlist, removeFromWishlist, wishlistIds, wishlistPage } from './wishlist';
import {
  clearRecentlyViewed,
  mergeRecentlyViewed,
  previewRecentlyViewed,
  recentlyViewedOf,
} from './recently-viewed';

const tags = ['Wishlist'];

/** A member's read. The member is checked first, so a visitor gets 401. */
function memberRead<A extends z.ZodType>(path: string, summary: string, data: A) {
  return createRoute({
    method: 'get',
    path,
    tags,
    summary,
    security: signedIn,
    middleware: [memberRequired],
    request: { headers: shopperHeaders },
    responses: answers(data, 'The list'),
  });
}

/** A member's write, answering the list it changed. */
function memberWrite<B extends z.ZodType, A extends z.ZodType>(
  path: string,
  summary: string,
  body: B,
  answer: A,
) {
  return memberWriteRoute({ tags, path, summary, body, answer, answered: 'The list' });
}

/** The wishlist's and the recently viewed list's calls (contract/wishlist.ts; SPEC.md §7 shows none). */
export const wishlistRoutes = $(
  apiRoutes()
    // Personal lists: no shared cache may keep one.
    .use('/member/wishlist/*', async (c, next) => {
      await next();
      setAnswerHeader(c, 'Cache-Control', 'no-store');
    })
    .use('/member/recently_viewed/*', async (c, next) => {
      await next();
      setAnswerHeader(c, 'Cache-Control', 'no-store');
    })
    // A retried write (a lost answer, a double tap) runs once: server/http/idempotency.ts.
    .use('/member/wishlist/add', idempotent())
    .use('/member/wishlist/remove', idempotent())
    .use('/member/wishlist/merge', idempotent())
    .use('/member/recently_viewed/clear', idempotent())
    .use('/member/recently_viewed/merge', idempotent()),
)
  .openapi(
    memberRead('/member/wishlist/ids', 'The saved products (the hearts)', wishlistIdsSchema),
    async (c) => answer(c, await wishlistIds(c.var.deps.db, await memberCallerOf(c))),
  )
  .openapi(
    memberWrite('/member/wishlist/add', 'Saves a product', wishlistProductRequestSchema, wishlistIdsSchema),
    async (c) => {
      const { db, clock } = c.var.deps;
      const owner = await memberCallerOf(c);
      return answer(c, await addToWishlist(db, owner, c.req.valid('json').product_no, clock.now()));
    },
  )
  .openapi(
    memberWrite(
      '/member/wishlist/remove',
      'Removes a saved product',
      wishlistProductRequestSchema,
      wishlistIdsSchema,
    ),
    async (c) => {
      const owner = await memberCallerOf(c);
      return answer(c, await removeFromWishlist(c.var.deps.db, owner, c.req.valid('json').product_no));
    },
  )
  .openapi(
    memberWrite(
      '/member/wishlist/list',
      'The saved products as cards',
      wishlistPageRequestSchema,
      wishlistPageSchema,
    ),
    async (c) => {
      const { db, catalogue } = c.var.deps;
      const { page_num, page_size } = c.req.valid('json');
      const owner = await memberCallerOf(c);
      return answer(c, await wishlistPage(db, await catalogue.current(), owner, page_num, page_size));
    },
  )
  .openapi(
    memberWrite(
      '/member/wishlist/merge',
      "Merges the visitor's saved products after login",
      wishlistMergeRequestSchema,
      wishlistIdsSchema,
    ),
    async (c) => {
      const { db, clock } = c.var.deps;
      const owner = await memberCallerOf(c);
      return answer(c, await mergeWishlist(db, owner, c.req.valid('json'), clock.now()));
    },
  )
  .openapi(
    memberRead('/member/recently_viewed/list', 'The products opened last', recentlyViewedSchema),
    async (c) => {
      const { db, catalogue } = c.var.deps;
      return answer(c, await recentlyViewedOf(db, await catalogue.current(), await memberCallerOf(c)));
    },
  )
  .openapi(
    memberWrite('/member/recently_viewed/clear', 'Clears the list', z.object({}), recentlyViewedSchema),
    async (c) => answer(c, await clearRecentlyViewed(c.var.deps.db, await memberCallerOf(c))),
  )
  .openapi(
    memberWrite(
      '/member/recently_viewed/merge',
      "Merges the visitor's list after login",
      recentlyViewedRequestSchema,
      recentlyViewedMergedSchema,
    ),
    async (c) => {
      const owner = await memberCallerOf(c);
      return answer(c, await mergeRecentlyViewed(c.var.deps.db, owner, c.req.valid('json').product_nos));
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/member/recently_viewed/preview',
      tags,
      summary: "A visitor's list as cards (no member needed)",
      request: { headers: shopperHeaders, body: jsonBody(recentlyViewedRequestSchema) },
      responses: answers(recentlyViewedSchema, 'The list'),
    }),
    async (c) => {
      const { product_nos } = c.req.valid('json');
      return answer(c, previewRecentlyViewed(await c.var.deps.catalogue.current(), callerOf(c), product_nos));
    },
  );
