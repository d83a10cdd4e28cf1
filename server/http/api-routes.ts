import { OpenAPIHono, type Hook } from '@hono/zod-openapi';
import { z } from 'zod';
import { errorCatalogue } from '../../contract/errors';
import type { AppEnv } from '../app-env';
import { DomainError } from '../lib/domain-error';

/**
 * The one way to validate a request: every route is declared with createRoute (its zod request
 * and response schemas, which also make GET /api/openapi.json), and a request that does not
 * match answers 1101020 with HTTP 400 before the handler runs, so it changes nothing. The error
 * travels as a DomainError to the app's onError, which writes the envelope.
 */
const answerInvalidInput: Hook<unknown, AppEnv, string, unknown> = (result) => {
  if (result.success) return;
  const where = result.error.issues[0]?.path.join('.') || 'body';
  throw new DomainError(errorCatalogue.invalidParameter, `Invalid parameter: ${where}`);
};

/** A group of routes (one per file in server/routes/), validating through answerInvalidInput. */
export function apiRoutes() {
  return new OpenAPIHono<AppEnv>({ defaultHook: answerInvalidInput });
}

/** `{ code, msg, data }` (contract/envelope.ts) around the area's data schema. */
export function envelopeOf<T extends z.ZodType>(data: T) {
  return z.object({ code: z.number().int(), msg: z.string(), data });
}

/** The answer of a call that failed: a catalogue code (contract/errors.ts) and no data. */
const failureSchema = envelopeOf(z.null()).describe('Any error: code is from contract/errors.ts');
/** The same as JSON Schema, for the document's shared `Failure` (./openapi-fit.ts). */
export const failureJsonSchema = (({ $schema: _, ...schema }) => schema)(z.toJSONSchema(failureSchema));

/** The usual responses: 200 with the envelope around `data`, anything else the failure envelope. */
export function answers<T extends z.ZodType>(data: T, description: string) {
  return {
    200: { description, content: { 'application/json': { schema: envelopeOf(data) } } },
    default: {
      description: 'An error envelope (HTTP 400 for 1101020, 401 for 1105001, 404, 429, 500…)',
      content: { 'application/json': { schema: failureSchema } },
    },
  } as const;
}

/** A picture's answers: its bytes (cached by ETag), 304, or the failure envelope (404). */
export function pictureAnswers(type: string, description: string) {
  return {
    200: { description, content: { [type]: { schema: z.string().meta({ format: 'binary' }) } } },
    304: { description: 'The browser holds these bytes (If-None-Match)' },
    default: answers(z.null(), '').default,
  };
}

/** A JSON body validated against the contract's schema (required: a missing body reads as `{}`). */
export function jsonBody<T extends z.ZodType>(schema: T) {
  return { required: true, content: { 'application/json': { schema } } } as const;
}

/**
 * The headers of SPEC.md §7 the server reads, documented on every route. All optional here:
 * the routes that need Deviceid answer 1101020 themselves (server/http/client-info.ts), and a
 * route that needs a member answers 401 (server/http/caller.ts).
 */
export const shopperHeaders = z.object({
  deviceid: z
    .string()
    .optional()
    .describe('Deviceid: the device (SPEC.md §7); required by captcha and code sends'),
  language: z.string().optional().describe('Language: zh… → zh-CN, id/in… → id, anything else → en'),
  'x-locale': z.string().optional().describe("X-Locale: the shopper's country, ID, SG or MY (else ID)"),
});

/** `security` of a route that needs `Authorization: Bearer <token>` (401 without). */
export const signedIn: Record<string, string[]>[] = [{ bearer: [] }];
/** `security` of a route that reads the member when there is one and serves visitors too. */
export const signedInOrVisitor: Record<string, string[]>[] = [{}, { bearer: [] }];
