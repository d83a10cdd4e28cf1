import { memberWriteRoute } from '../../http/member-routes';
import { $, createRoute } from '../../http/route-kit';

import type { z } from 'zod';
import {
  cartAddRequestSchema,
  cartCountResponseSchema,
  cartDeleteRequestSchema,
  cartMergeRequestSchema,
  cartPreviewRequestSchema,
  cartSchema,
  cartSelectAllRequestSchema,
  cartSelectRequestSchema,
  cartUpdateRequestSchema,
} from '../../../contract/cart';

import {
  addToCart,
  cartCount,
  cartOf,
  deleteCartLines,
  mergeCart,
  previewCart,
  selectAllCartLines,
  selectCartLines,
  updateCartLine,
} from './cart';
import { answers, apiRoutes, jsonBody, shopperHeaders, signedIn } from '../../http/api-routes';
import { idempotent } from '../../http/idempotency';
import { answer, setAnswerHeader } from '../../http/respond';
import { callerOf, memberCallerOf, memberRequired } from '../../http/caller';

const tags = ['Cart'];

/**
 * A member's cart call. The member is checked before the body (route middleware runs before
 * the validators), so a visitor gets 401 whatever it sends. Every call answers the whole cart.
 */
function memberCartRoute<B extends z.ZodType>(path: string, summary: string, body: B) {
  return memberWriteRoute({ tags, path, summary, body, answer: cartSchema, answered: 'The whole cart' });
}

/** The cart calls (contract/catalogue.ts "Cart"; SPEC.md §7 shows none). */
export const cartRoutes = $(
  apiRoutes()
    // A cart is personal: no shared cache may keep one.
    .use('/order/cart/*', async (c, next) => {
      await next();
      setAnswerHeader(c, 'Cache-Control', 'no-store');
    })
    // A retried write (a lost answer, a double send) adds once: server/http/idempotency.ts.
    .use('/order/cart/add', idempotent())
    .use('/order/cart/update', idempotent())
    .use('/order/cart/select', idempotent())
    .use('/order/cart/select_all', idempotent())
    .use('/order/cart/delete', idempotent())
    .use('/order/cart/merge', idempotent()),
)
  .openapi(
    createRoute({
      method: 'get',
      path: '/order/cart/list',
      tags,
      summary: 'The cart',
      security: signedIn,
      middleware: [memberRequired],
      request: { headers: shopperHeaders },
      responses: answers(cartSchema, 'The whole cart'),
    }),
    async (c) => answer(c, await cartOf(c.var.deps.db, await memberCallerOf(c))),
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/order/cart/count',
      tags,
      summary: 'How many lines the cart holds (the badge)',
      security: signedIn,
      middleware: [memberRequired],
      request: { headers: shopperHeaders },
      responses: answers(cartCountResponseSchema, 'The count'),
    }),
    async (c) => answer(c, await cartCount(c.var.deps.db, await memberCallerOf(c))),
  )
  .openapi(memberCartRoute('/order/cart/add', 'Adds a SKU', cartAddRequestSchema), async (c) => {
    const owner = await memberCallerOf(c);
    return answer(c, await addToCart(c.var.deps.db, owner, c.req.valid('json'), c.var.deps.clock.now()));
  })
  .openapi(
    memberCartRoute('/order/cart/update', "Changes a line's quantity or SKU", cartUpdateRequestSchema),
    async (c) => {
      const owner = await memberCallerOf(c);
      return answer(
        c,
        await updateCartLine(c.var.deps.db, owner, c.req.valid('json'), c.var.deps.clock.now()),
      );
    },
  )
  .openapi(
    memberCartRoute('/order/cart/select', 'Selects or unselects lines', cartSelectRequestSchema),
    async (c) => {
      const owner = await memberCallerOf(c);
      return answer(
        c,
        await selectCartLines(c.var.deps.db, owner, c.req.valid('json'), c.var.deps.clock.now()),
      );
    },
  )
  .openapi(
    memberCartRoute('/order/cart/select_all', 'Selects or unselects every line', cartSelectAllRequestSchema),
    async (c) => {
      const owner = await memberCallerOf(c);
      const { selected } = c.req.valid('json');
      return answer(c, await selectAllCartLines(c.var.deps.db, owner, selected, c.var.deps.clock.now()));
    },
  )
  .openapi(memberCartRoute('/order/cart/delete', 'Deletes lines', cartDeleteRequestSchema), async (c) => {
    const owner = await memberCallerOf(c);
    return answer(c, await deleteCartLines(c.var.deps.db, owner, c.req.valid('json')));
  })
  .openapi(
    memberCartRoute('/order/cart/merge', "Merges the visitor's cart after login", cartMergeRequestSchema),
    async (c) => {
      const owner = await memberCallerOf(c);
      return answer(c, await mergeCart(c.var.deps.db, owner, c.req.valid('json'), c.var.deps.clock.now()));
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/order/cart/preview',
      tags,
      summary: "A visitor's cart priced by the server (no member needed)",
      request: { headers: shopperHeaders, body: jsonBody(cartPreviewRequestSchema) },
      responses: answers(cartSchema, 'The cart'),
    }),
    async (c) => answer(c, await previewCart(c.var.deps.db, callerOf(c), c.req.valid('json'))),
  );
