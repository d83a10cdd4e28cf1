import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { fail, ok } from '../../contract/envelope';
import type { ErrorEntry } from '../../contract/errors';

/** Answers the success envelope. */
export function answer<T>(c: Context, data: T) {
  return c.json(ok(data), 200);
}

/** Thrown by domain code to answer a catalogue error; the app turns it into the envelope. */
export class DomainError extends Error {
  constructor(
    readonly entry: ErrorEntry,
    message: string = entry.message,
  ) {
    super(message);
  }
}

export function answerError(c: Context, entry: ErrorEntry, message: string = entry.message) {
  return c.json(fail(entry.code, message), entry.httpStatus as ContentfulStatusCode);
}
