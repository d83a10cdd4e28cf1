import { $, createRoute } from '../../http/route-kit';

import {
  addressBookSchema,
  addressDetailQuerySchema,
  addressIdRequestSchema,
  addressRequestSchema,
  addressUpdateRequestSchema,
  regionPageSchema,
  regionQuerySchema,
  savedAddressSchema,
} from '../../../contract/addresses';

import {
  addAddress,
  addressBookOf,
  addressDetail,
  deleteAddress,
  setDefaultAddress,
  updateAddress,
} from './addresses';
import { regionPage } from './regions';
import {
  answers,
  apiRoutes,
  jsonBody,
  shopperHeaders,
  signedIn,
  signedInOrVisitor,
} from '../../http/api-routes';
import { idempotent } from '../../http/idempotency';
import { answer, setAnswerHeader } from '../../http/respond';
import { callerOf, memberCallerOf, memberRequired } from '../../http/caller';

const tags = ['Addresses'];

/** What every address call declares: it needs a member, checked before the body is read. */
const memberRoute = () => ({ tags, security: signedIn, middleware: [memberRequired] });

/** The address-book calls (contract/addresses.ts; SPEC.md §7 shows none). */
export const addressRoutes = $(
  apiRoutes()
    // An address is personal: no shared cache may keep one.
    .use('/member/address/*', async (c, next) => {
      await next();
      setAnswerHeader(c, 'Cache-Control', 'no-store');
    })
    // A retried add (a lost answer, a double tap) adds once: server/http/idempotency.ts.
    .use('/member/address/add', idempotent()),
)
  .openapi(
    createRoute({
      ...memberRoute(),
      method: 'get',
      path: '/member/address/list',
      summary: "The member's addresses in the country, the default first",
      request: { headers: shopperHeaders },
      responses: answers(addressBookSchema, 'The address book'),
    }),
    async (c) => answer(c, await addressBookOf(c.var.deps.db, await memberCallerOf(c))),
  )
  .openapi(
    createRoute({
      ...memberRoute(),
      method: 'get',
      path: '/member/address/detail',
      summary: 'One of the member’s addresses (1101021 when it is not theirs)',
      request: { headers: shopperHeaders, query: addressDetailQuerySchema },
      responses: answers(savedAddressSchema, 'The address'),
    }),
    async (c) =>
      answer(c, await addressDetail(c.var.deps.db, await memberCallerOf(c), c.req.valid('query').address_id)),
  )
  .openapi(
    createRoute({
      ...memberRoute(),
      method: 'post',
      path: '/member/address/add',
      summary: 'Adds an address (the first is the default; 1101050 beyond the limit)',
      request: { headers: shopperHeaders, body: jsonBody(addressRequestSchema) },
      responses: answers(savedAddressSchema, 'The new address'),
    }),
    async (c) => {
      const owner = await memberCallerOf(c);
      return answer(c, await addAddress(c.var.deps.db, owner, c.req.valid('json'), c.var.deps.clock.now()));
    },
  )
  .openapi(
    createRoute({
      ...memberRoute(),
      method: 'put',
      path: '/member/address/update',
      summary: 'Replaces an address',
      request: { headers: shopperHeaders, body: jsonBody(addressUpdateRequestSchema) },
      responses: answers(savedAddressSchema, 'The address as saved'),
    }),
    async (c) => {
      const owner = await memberCallerOf(c);
      return answer(
        c,
        await updateAddress(c.var.deps.db, owner, c.req.valid('json'), c.var.deps.clock.now()),
      );
    },
  )
  .openapi(
    createRoute({
      ...memberRoute(),
      method: 'post',
      path: '/member/address/delete',
      summary: 'Deletes an address (deleting the default promotes the most recently used)',
      request: { headers: shopperHeaders, body: jsonBody(addressIdRequestSchema) },
      responses: answers(addressBookSchema, 'The address book'),
    }),
    async (c) => {
      const owner = await memberCallerOf(c);
      return answer(c, await deleteAddress(c.var.deps.db, owner, c.req.valid('json').address_id));
    },
  )
  .openapi(
    createRoute({
      ...memberRoute(),
      method: 'post',
      path: '/member/address/default',
      summary: 'Makes an address the default',
      request: { headers: shopperHeaders, body: jsonBody(addressIdRequestSchema) },
      responses: answers(addressBookSchema, 'The address book'),
    }),
    async (c) => {
      const owner = await memberCallerOf(c);
      const { address_id } = c.req.valid('json');
      return answer(c, await setDefaultAddress(c.var.deps.db, owner, address_id, c.var.deps.clock.now()));
    },
  )
  .openapi(
    createRoute({
      // Decision (ADR 035): the regions are public data, and a visitor chooses the area the
      // product page's "deliver to" estimates for; so anyone may read them, as the address form does.
      tags,
      security: signedInOrVisitor,
      method: 'get',
      path: '/member/address/regions',
      summary: "A page of the country's regions below `parent`, filtered by `keyword` (members and visitors)",
      request: { headers: shopperHeaders, query: regionQuerySchema },
      responses: answers(regionPageSchema, 'The regions'),
    }),
    async (c) => {
      const { country } = callerOf(c);
      const query = c.req.valid('query');
      return answer(c, await regionPage(country, { ...query, parent: query.parent || undefined }));
    },
  );
