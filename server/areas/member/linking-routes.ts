import { createRoute, type Context } from '../../http/route-kit';
import {
  checkContactResponseSchema,
  checkEmailRequestSchema,
  checkPhoneRequestSchema,
  updateEmailRequestSchema,
  updateMobileRequestSchema,
  verifyOldRequestSchema,
  verifyOldResponseSchema,
} from '../../../contract/linking';
import { memberSchema } from '../../../contract/member';
import type { AppEnv } from '../../app-env';
import { emailAccount, phoneAccount, type Account } from './accounts';
import { checkContactFree, linkContact, verifyCurrentContact } from './contact-linking';
import { answers, apiRoutes, jsonBody, shopperHeaders, signedIn } from '../../http/api-routes';
import { answer } from '../../http/respond';
import { callerOf, requireMember, memberRequired } from '../../http/caller';

const tags = ['Linking a phone or e-mail'];

/**
 * Linking a phone or e-mail to the signed-in member (SPEC.md §2 /verifyPhone … /bindEmail, §5,
 * §7): check a contact is free, verify the current one (a proof), link the new one. The rules
 * are server/areas/member/contact-linking.ts.
 */
export const memberLinkingRoutes = apiRoutes()
  .openapi(
    createRoute({
      tags,
      security: signedIn,
      middleware: [memberRequired],
      method: 'post',
      path: '/member/user/check_phone',
      summary: 'Whether no member has the phone (true), else 1101024',
      request: { headers: shopperHeaders, body: jsonBody(checkPhoneRequestSchema) },
      responses: answers(checkContactResponseSchema, 'The phone is free'),
    }),
    async (c) => {
      const { member } = await requireMember(c);
      const body = c.req.valid('json');
      return answer(
        c,
        await checkContactFree(c.var.deps, member, phoneAccount(body.country_code, body.phone)),
      );
    },
  )
  .openapi(
    createRoute({
      tags,
      security: signedIn,
      middleware: [memberRequired],
      method: 'post',
      path: '/member/user/check_email',
      summary: 'Whether no member has the e-mail (true), else 1101010',
      request: { headers: shopperHeaders, body: jsonBody(checkEmailRequestSchema) },
      responses: answers(checkContactResponseSchema, 'The e-mail is free'),
    }),
    async (c) => {
      const { member } = await requireMember(c);
      return answer(c, await checkContactFree(c.var.deps, member, emailAccount(c.req.valid('json').email)));
    },
  )
  .openapi(
    createRoute({
      tags,
      security: signedIn,
      middleware: [memberRequired],
      method: 'post',
      path: '/member/user/verify_old',
      summary: "Checks a code (code_type 2) sent to the member's current phone or e-mail; data is the proof",
      request: { headers: shopperHeaders, body: jsonBody(verifyOldRequestSchema) },
      responses: answers(verifyOldResponseSchema, 'The single-use proof'),
    }),
    async (c) => {
      const { member } = await requireMember(c);
      const body = c.req.valid('json');
      return answer(c, await verifyCurrentContact(c.var.deps, member, body.type, body.check_code));
    },
  )
  .openapi(
    createRoute({
      tags,
      security: signedIn,
      middleware: [memberRequired],
      method: 'put',
      path: '/member/user/update_mobile',
      summary: 'Links a new phone (code_type 3 code; the proof when the member has a phone)',
      request: { headers: shopperHeaders, body: jsonBody(updateMobileRequestSchema) },
      responses: answers(memberSchema, 'The member with the new phone'),
    }),
    async (c) => {
      const body = c.req.valid('json');
      return answer(c, await link(c, phoneAccount(body.country_code, body.phone), body));
    },
  )
  .openapi(
    createRoute({
      tags,
      security: signedIn,
      middleware: [memberRequired],
      method: 'put',
      path: '/member/user/update_email',
      summary: 'Links a new e-mail (code_type 3 code; the proof when the member has an e-mail)',
      request: { headers: shopperHeaders, body: jsonBody(updateEmailRequestSchema) },
      responses: answers(memberSchema, 'The member with the new e-mail'),
    }),
    async (c) => {
      const body = c.req.valid('json');
      return answer(c, await link(c, emailAccount(body.email), body));
    },
  );

/** Both updates: the new contact, its code and the proof, for the signed-in member. */
async function link(
  c: Context<AppEnv>,
  account: Account,
  body: { check_code: string; proof?: string | undefined },
) {
  const { member } = await requireMember(c);
  return linkContact(c.var.deps, member.id, {
    account,
    code: body.check_code,
    proof: body.proof,
    language: callerOf(c).language,
    country: callerOf(c).country,
  });
}
