import { createHash } from 'node:crypto';
import { and, eq, isNull, lt } from 'drizzle-orm';
import type { Context, MiddlewareHandler } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { errorCatalogue } from '../../contract/errors';
import type { AppEnv } from '../app-env';
import { idempotencyKeys } from '../db/schema';
import { requireMember } from './auth';
import { answerError, DomainError } from './respond';

export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
/** Set on an answer that is a stored one, replayed. */
export const IDEMPOTENT_REPLAY_HEADER = 'Idempotent-Replayed';

/** A UUID or any 8–128 safe characters: the storefront sends 32 hex digits per user action. */
const KEY_FORMAT = /^[A-Za-z0-9_.:-]{8,128}$/;

/**
 * Decision: a first request that has not answered within this long died with its server (a
 * deploy, kill -9); a retry may then take its key over instead of waiting for it until
 * housekeeping deletes the row a day later. Well past SERVER_TIMEOUTS.requestTimeout (http/connection-limits.ts).
 */
const ABANDONED_AFTER_MS = 2 * 60_000;

/**
 * Makes a member's write safe to retry (an `Idempotency-Key` header, the IETF draft's name): the
 * first request with a key runs and its answer is stored (idempotency_keys) under the member,
 * the route and the key; the same key again with the same body gets that answer back without
 * running anything; with another body, 422 (1100422); while the first still runs, 409 (1100409).
 * Concurrent duplicates meet at the table's primary key, so exactly one of them runs, on PGlite
 * and PostgreSQL alike. Without the header the write simply runs (older clients, the native app).
 * An answer of 5xx is not kept: the write did not happen, so a retry runs it again.
 *
 * Reusable by any member write (the order submit of the next issue): `.use(path, idempotent())`.
 */
export function idempotent(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const key = c.req.header(IDEMPOTENCY_KEY_HEADER);
    if (key === undefined) return next();
    if (!KEY_FORMAT.test(key))
      throw new DomainError(
        errorCatalogue.invalidParameter,
        `Invalid parameter: ${IDEMPOTENCY_KEY_HEADER} header`,
      );
    const { member } = await requireMember(c);
    const { db, clock } = c.var.deps;
    const scope = `${c.req.method} ${c.req.path}`;
    const requestHash = createHash('sha256')
      .update(await c.req.text())
      .digest('base64url');
    const row = { ownerId: member.id, scope, key };
    const now = clock.now();

    const claimed = await db
      .insert(idempotencyKeys)
      .values({ ...row, requestHash, status: null, answer: null, createdAt: now })
      .onConflictDoNothing()
      .returning({ key: idempotencyKeys.key });
    if (claimed.length === 0) {
      const [stored] = await db.select().from(idempotencyKeys).where(matches(row));
      if (!stored) return retryLater(c); // deleted between the two statements: housekeeping
      if (stored.requestHash !== requestHash) return answerError(c, errorCatalogue.idempotencyKeyReused);
      if (stored.status !== null && stored.answer !== null) return replay(c, stored.status, stored.answer);
      // Still running, unless its server died: then this request takes the key over.
      const takenOver = await db
        .update(idempotencyKeys)
        .set({ createdAt: now })
        .where(
          and(
            matches(row),
            isNull(idempotencyKeys.status),
            lt(idempotencyKeys.createdAt, new Date(now.getTime() - ABANDONED_AFTER_MS)),
          ),
        )
        .returning({ key: idempotencyKeys.key });
      if (takenOver.length === 0) return retryLater(c);
    }

    // A catalogue refusal (4xx, made by the API's onError) is an answer like any other and is
    // kept; a 5xx, or a throw that escaped, frees the key so a retry runs the write again.
    let failed = true;
    try {
      await next();
      failed = c.res.status >= 500;
    } finally {
      if (failed) await db.delete(idempotencyKeys).where(matches(row));
      else
        await db
          .update(idempotencyKeys)
          .set({ status: c.res.status, answer: await c.res.clone().text() })
          .where(matches(row));
    }
  };
}

function matches(row: { ownerId: string; scope: string; key: string }) {
  return and(
    eq(idempotencyKeys.ownerId, row.ownerId),
    eq(idempotencyKeys.scope, row.scope),
    eq(idempotencyKeys.key, row.key),
  );
}

function retryLater(c: Context) {
  c.header('Retry-After', '1');
  return answerError(c, errorCatalogue.requestInProgress);
}

function replay(c: Context, status: number, answer: string) {
  return c.body(answer, status as ContentfulStatusCode, {
    'Content-Type': 'application/json',
    [IDEMPOTENT_REPLAY_HEADER]: 'true',
  });
}
