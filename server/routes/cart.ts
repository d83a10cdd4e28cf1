import { Hono, type Context } from 'hono';
import {
  cartAddRequestSchema,
  cartDeleteRequestSchema,
  cartMergeRequestSchema,
  cartPreviewRequestSchema,
  cartSelectAllRequestSchema,
  cartSelectRequestSchema,
  cartUpdateRequestSchema,
} from '../../contract/catalogue';
import type { AppEnv } from '../app-env';
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
  type CartOwner,
} from '../domain/cart';
import { requireMember } from '../http/auth';
import { idempotent } from '../http/idempotency';
import { answer } from '../http/respond';
import { anonymousShopper } from '../http/shopper';
import { readBody } from '../http/validate';

/** The member's cart in the X-Locale country, in the Language asked (401 for visitors). */
async function ownerOf(c: Context<AppEnv>): Promise<CartOwner> {
  const { member } = await requireMember(c);
  const { country, language } = anonymousShopper(c);
  return { memberId: member.id, country, language };
}

/**
 * The cart calls (contract/catalogue.ts "Cart"; SPEC.md §7 shows none). Every call answers the
 * whole cart. The member is checked before the body, so a visitor gets 401 whatever it sends.
 */
export const cartRoutes = new Hono<AppEnv>()
  // A cart is personal: no shared cache may keep one.
  .use('/order/cart/*', async (c, next) => {
    await next();
    c.header('Cache-Control', 'no-store');
  })
  // A retried write (a lost answer, a double send) adds once: server/http/idempotency.ts.
  .use('/order/cart/add', idempotent())
  .use('/order/cart/update', idempotent())
  .use('/order/cart/select', idempotent())
  .use('/order/cart/select_all', idempotent())
  .use('/order/cart/delete', idempotent())
  .use('/order/cart/merge', idempotent())
  .get('/order/cart/list', async (c) => answer(c, await cartOf(c.var.deps.db, await ownerOf(c))))
  .get('/order/cart/count', async (c) => answer(c, await cartCount(c.var.deps.db, await ownerOf(c))))
  .post('/order/cart/add', async (c) => {
    const owner = await ownerOf(c);
    const request = await readBody(c, cartAddRequestSchema);
    return answer(c, await addToCart(c.var.deps.db, owner, request, c.var.deps.clock.now()));
  })
  .post('/order/cart/update', async (c) => {
    const owner = await ownerOf(c);
    const request = await readBody(c, cartUpdateRequestSchema);
    return answer(c, await updateCartLine(c.var.deps.db, owner, request, c.var.deps.clock.now()));
  })
  .post('/order/cart/select', async (c) => {
    const owner = await ownerOf(c);
    const request = await readBody(c, cartSelectRequestSchema);
    return answer(c, await selectCartLines(c.var.deps.db, owner, request, c.var.deps.clock.now()));
  })
  .post('/order/cart/select_all', async (c) => {
    const owner = await ownerOf(c);
    const { selected } = await readBody(c, cartSelectAllRequestSchema);
    return answer(c, await selectAllCartLines(c.var.deps.db, owner, selected, c.var.deps.clock.now()));
  })
  .post('/order/cart/delete', async (c) => {
    const owner = await ownerOf(c);
    const request = await readBody(c, cartDeleteRequestSchema);
    return answer(c, await deleteCartLines(c.var.deps.db, owner, request));
  })
  .post('/order/cart/merge', async (c) => {
    const owner = await ownerOf(c);
    const request = await readBody(c, cartMergeRequestSchema);
    return answer(c, await mergeCart(c.var.deps.db, owner, request, c.var.deps.clock.now()));
  })
  .post('/order/cart/preview', async (c) => {
    const request = await readBody(c, cartPreviewRequestSchema);
    return answer(c, await previewCart(c.var.deps.db, anonymousShopper(c), request));
  });
