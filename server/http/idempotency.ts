import { createHash } from 'node:crypto';
import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Context, MiddlewareHandler } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { errorCatalogue } from '../../contract/errors';
import type { AfterCommit, AppEnv } from '../app-env';
import type { Db } from '../db/client';
import { idempotencyKeys } from '../db/schema';
import { placeholderOf, prepared } from '../db/prepared';
import { sendWithNext } from '../db/carried-statements';
import { inTransaction } from '../db/transaction';
import { NEVER_LOGGED } from '../lib/logger';
import { requireMember } from './caller';
import { answerError, jsonBodyOf } from './respond';
import { DomainError } from '../lib/domain-error';

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
 *
 * Crash-safe (ADR 013): the key is claimed in its own statement, then the route runs inside ONE
 * transaction that also stores its answer. `c.var.deps.db` is that transaction while the route
 * runs, so the domain's own transactions become savepoints of it: the write and its answer
 * commit together or not at all. A server dying at any point has therefore either kept both (a
 * retry replays) or neither (the claim has no answer; a retry takes it over after
 * ABANDONED_AFTER_MS and runs the write). An answer of 5xx is not kept: the transaction rolls
 * back and the key is freed, so a retry runs the write again.
 *
 * What a rollback must never undo (a refund at the provider) waits for the commit: afterCommit.
 * Inside the route, the database is reached only through `c.var.deps.db`.
 *
 * Any member write uses it: `.use(path, idempotent())`.
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
    const row = { ownerId: member.id, scope: `${c.req.method} ${c.req.path}`, key };
    const claim = await claimKey(db, row, fingerprint(await c.req.text()), clock.now());
    if (claim.kind === 'ours') return runOnce(c, next, row, claim.claimedAt);
    if (claim.kind === 'reused') return answerError(c, errorCatalogue.idempotencyKeyReused);
    if (claim.kind === 'answered') return replay(c, claim.status, claim.answer);
    return retryLater(c);
  };
}

/**
 * Runs `work` once the request's write has committed: after the idempotent transaction when the
 * request carries a key (never, if it rolls back), at once otherwise (the domain's own
 * transaction has committed by then). For what a rollback must not undo: money moved at a
 * provider. The answer is decided before it runs, so the work handles its own failure; a crash
 * before it runs is a sweep's to finish (the write committed, the work did not).
 */
export async function afterCommit(c: Context<AppEnv>, work: AfterCommit) {
  const waiting = c.get('afterCommit');
  if (waiting) waiting.push(work);
  else await work(c.var.deps);
}

type Row = { ownerId: string; scope: string; key: string };
type Claim =
  | { kind: 'ours'; claimedAt: Date }
  | { kind: 'answered'; status: number; answer: string }
  | { kind: 'reused' }
  | { kind: 'running' };

/**
 * Takes the key for this request, or says who has it. `claimedAt` (the row's created_at) fences
 * the claim: a request taken over while it stalled finds another value there and does not run.
 */
async function claimKey(db: Db, row: Row, requestHash: string, now: Date): Promise<Claim> {
  const claimed = await insertClaim(db).execute({ ...row, requestHash, now });
  if (claimed.length > 0) return { kind: 'ours', claimedAt: now };
  const [stored] = await db.select().from(idempotencyKeys).where(matches(row));
  if (!stored) return { kind: 'running' }; // deleted between the two statements: housekeeping
  if (stored.requestHash !== requestHash) return { kind: 'reused' };
  if (stored.status !== null && stored.answer !== null)
    return { kind: 'answered', status: stored.status, answer: stored.answer };
  // Still running, unless its server died: then this request takes the key over. SKIP LOCKED: a
  // first request still inside its transaction holds the row and is never taken over.
  const takenOver = await inTransaction(db, async (tx) => {
    const [dead] = await tx
      .select({ key: idempotencyKeys.key })
      .from(idempotencyKeys)
      .where(
        and(
          matches(row),
          isNull(idempotencyKeys.status),
          lt(idempotencyKeys.createdAt, new Date(now.getTime() - ABANDONED_AFTER_MS)),
        ),
      )
      .for('update', { skipLocked: true });
    if (!dead) return false;
    await tx.update(idempotencyKeys).set({ createdAt: now }).where(matches(row));
    return true;
  });
  return takenOver ? { kind: 'ours', claimedAt: now } : { kind: 'running' };
}

/** Thrown inside the transaction to roll back a write whose answer is not kept (5xx). */
class NotKept extends Error {}

/** The route and its answer in one transaction (see idempotent()). */
async function runOnce(c: Context<AppEnv>, next: () => Promise<void>, row: Row, claimedAt: Date) {
  const deps = c.var.deps;
  const waiting: AfterCommit[] = [];
  let outcome: 'kept' | 'not kept' | 'lost';
  try {
    outcome = await inTransaction(deps.db, async (tx) => {
      // Held to the commit: a retry cannot take the key over while the write runs.
      const [ours] = await lockOwnClaim(tx).execute({ ...row, claimedAt });
      if (!ours) return 'lost';
      c.set('deps', { ...deps, db: tx });
      c.set('afterCommit', waiting);
      try {
        await next();
      } finally {
        c.set('deps', deps);
        c.set('afterCommit', undefined);
      }
      // A catalogue refusal (4xx, made by the API's onError) is an answer like any other and is
      // kept; a 5xx rolls the write back.
      if (c.res.status >= 500) throw new NotKept();
      // The JSON the answer was made from when there is one: reading the answer would turn it into a stream.
      const text = jsonBodyOf(c.res) ?? (await c.res.clone().text());
      // Rides with the COMMIT: one round trip for both (server/db/carried-statements.ts).
      await sendWithNext(tx, () => keepAnswer(tx).execute({ ...row, status: c.res.status, answer: text }));
      return 'kept';
    });
  } catch (error) {
    // Nothing was written: the key is free again, so a retry runs the write.
    await deps.db.delete(idempotencyKeys).where(ownClaim(row, claimedAt));
    if (!(error instanceof NotKept)) throw error;
    outcome = 'not kept';
  }
  if (outcome === 'lost') {
    // Taken over while this request stalled before its transaction: the taker answers.
    const [stored] = await deps.db.select().from(idempotencyKeys).where(matches(row));
    return stored && stored.status !== null && stored.answer !== null
      ? replay(c, stored.status, stored.answer)
      : retryLater(c);
  }
  for (const work of waiting) await work(deps);
}

/**
 * The body's SHA-256, to refuse a key reused with another body. A secret field (a card number,
 * a CVN: the ones never logged) is left out first: a hash of a body that holds one would let
 * whoever reads the table try guesses against it (a card's missing digits and CVN are few).
 */
function fingerprint(body: string): string {
  return createHash('sha256').update(withoutSecrets(body)).digest('base64url');
}

function withoutSecrets(body: string): string {
  if (!NEVER_LOGGED.some((field) => body.includes(`"${field}"`))) return body;
  try {
    return JSON.stringify(JSON.parse(body), (field, value: unknown) =>
      NEVER_LOGGED.includes(field) ? undefined : value,
    );
  } catch {
    return ''; // not JSON: the route refuses it anyway
  }
}

// The three statements every request with a key sends, prepared (server/db/prepared.ts).
const rowPlaceholders = and(
  eq(idempotencyKeys.ownerId, placeholderOf(idempotencyKeys.ownerId, 'ownerId')),
  eq(idempotencyKeys.scope, placeholderOf(idempotencyKeys.scope, 'scope')),
  eq(idempotencyKeys.key, placeholderOf(idempotencyKeys.key, 'key')),
);
const insertClaim = prepared('idempotency_claim', (db) =>
  db
    .insert(idempotencyKeys)
    .values({
      ownerId: sql.placeholder('ownerId'),
      scope: sql.placeholder('scope'),
      key: sql.placeholder('key'),
      requestHash: sql.placeholder('requestHash'),
      status: null,
      answer: null,
      createdAt: sql.placeholder('now'),
    })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key }),
);
const lockOwnClaim = prepared('idempotency_own_claim', (db) =>
  db
    .select({ key: idempotencyKeys.key })
    .from(idempotencyKeys)
    .where(
      and(
        rowPlaceholders,
        isNull(idempotencyKeys.status),
        eq(idempotencyKeys.createdAt, placeholderOf(idempotencyKeys.createdAt, 'claimedAt')),
      ),
    )
    .for('update'),
);
const keepAnswer = prepared('idempotency_answer', (db) =>
  db
    .update(idempotencyKeys)
    .set({
      status: placeholderOf(idempotencyKeys.status, 'status'),
      answer: placeholderOf(idempotencyKeys.answer, 'answer'),
    })
    .where(rowPlaceholders),
);

function matches(row: Row) {
  return and(
    eq(idempotencyKeys.ownerId, row.ownerId),
    eq(idempotencyKeys.scope, row.scope),
    eq(idempotencyKeys.key, row.key),
  );
}

/** The row while it is still this request's claim: unanswered, created_at as claimed. */
function ownClaim(row: Row, claimedAt: Date) {
  return and(matches(row), isNull(idempotencyKeys.status), eq(idempotencyKeys.createdAt, claimedAt));
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
