import type { MiddlewareHandler } from 'hono';
import { errorCatalogue } from '../../contract/errors';
import { answerError } from './respond';
import { AVATAR_UPLOAD_PATH, EVIDENCE_UPLOAD_PATH } from './request-limits';

const JSON_TYPE = /^application\/(?:[\w.+-]+\+)?json\s*(?:;|$)/i;
const WITH_BODY = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** The sandbox Google's consent form posts like Google's own page, as a form. */
const FORM_ROUTES = /^\/api\/sandbox\/google\//;
/**
 * The avatar upload is multipart/form-data and only that (ADR 016). A cross-site form can post
 * multipart too, but it cannot add the bearer token the route requires.
 */
const MULTIPART_TYPE = /^multipart\/form-data\s*;/i;
/** RFC 2046: a multipart body is unreadable without its boundary, so its absence is a bad request. */
const MULTIPART_BOUNDARY = /;\s*boundary=(?:"[^"]+"|[^\s;]+)/i;

/**
 * Refuses a request body that is not sent as JSON with 415 (1100415). Decision: 415 rather than
 * 400, so the sender learns what to change; a body-less POST without a Content-Type is fine (the
 * storefront's bare calls). Why at all: a cross-site form or `fetch` with text/plain is a "simple
 * request" that no CORS preflight stops, and it must not reach a write
 * (docs/decisions/013-server-edges.md). The route validators alone would read such a body as `{}`.
 * The size is already bounded by jsonBodyLimit, which runs first.
 */
export function jsonOnly(): MiddlewareHandler {
  return async (c, next) => {
    if (!WITH_BODY.has(c.req.method) || FORM_ROUTES.test(c.req.path)) return next();
    // The avatar and the after-sales evidence are the two uploads.
    if (c.req.path === AVATAR_UPLOAD_PATH || c.req.path === EVIDENCE_UPLOAD_PATH) {
      const type = c.req.header('content-type') ?? '';
      if (!MULTIPART_TYPE.test(type))
        return answerError(
          c,
          errorCatalogue.unsupportedMediaType,
          'The picture must be sent as multipart/form-data',
        );
      return MULTIPART_BOUNDARY.test(type)
        ? next()
        : answerError(
            c,
            errorCatalogue.invalidParameter,
            'Invalid parameter: multipart/form-data without its boundary',
          );
    }
    const type = c.req.header('content-type');
    if (type !== undefined && type.trim() !== '') {
      if (!JSON_TYPE.test(type)) return answerError(c, errorCatalogue.unsupportedMediaType);
    } else if ((await c.req.text()).trim() !== '') {
      return answerError(c, errorCatalogue.unsupportedMediaType);
    }
    return next();
  };
}
