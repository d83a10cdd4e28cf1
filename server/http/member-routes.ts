import { createRoute } from '@hono/zod-openapi';
import type { z } from 'zod';
import { answers, jsonBody, shopperHeaders, signedIn } from './api-routes';
import { memberRequired } from './caller';

/**
 * A member's write (POST): the member is checked before the body's validator, so a visitor gets
 * 401 whatever it sends; the shopper's headers, a JSON body, and one answer. The cart's, the
 * refund cards' and the wishlist's calls are all of this shape.
 */
export function memberWriteRoute<B extends z.ZodType, A extends z.ZodType>(route: {
  tags: string[];
  path: string;
  summary: string;
  body: B;
  answer: A;
  /** What the answer is, for the OpenAPI document ("The whole cart"). */
  answered: string;
}) {
  return createRoute({
    method: 'post',
    path: route.path,
    tags: route.tags,
    summary: route.summary,
    security: signedIn,
    middleware: [memberRequired],
    request: { headers: shopperHeaders, body: jsonBody(route.body) },
    responses: answers(route.answer, route.answered),
  });
}
