import { createRequire } from 'node:module';
import pg from 'pg';
import type { Db } from './client';
import { driverClientOf } from './prepared';

/** How node-postgres writes a value into a Bind message, as for any query. */
const { prepareValue } = createRequire(import.meta.url)('pg/lib/utils.js') as {
  prepareValue: (value: unknown) => unknown;
};

/**
 * The statements a transaction sends whose answer nobody reads: drizzle's BEGIN, a nested
 * transaction's SAVEPOINT and its RELEASE (their text is fixed: `sp1`, `sp2`, …).
 */
const CARRIED = /^(begin|savepoint \w+|release savepoint \w+)$/i;

/**
 * Sends `write`, a statement whose answer nobody reads, in the same round trip as the statement
 * after it on its connection, as BEGIN is (below); answered at once with an empty result. Its
 * failure fails that next statement instead, so it is only for a write inside a transaction whose
 * failure no caller catches: the transaction fails either way, and the COMMIT or ROLLBACK that ends
 * it carries it at the latest. Elsewhere (outside a transaction, PGlite) the write is sent as it is.
 */
export function sendWithNext<T>(db: Db, write: () => PromiseLike<T>): Promise<T> {
  const client = driverClientOf(db);
  if (!(client instanceof CarryingClient)) return Promise.resolve(write());
  client.keepNextQuery();
  try {
    const written = write();
    // A drizzle query starts when its then() is called: called here, while the next one is kept.
    return new Promise<T>((resolve, reject) => written.then(resolve, reject));
  } finally {
    // A write that did not reach the driver at once goes on its own.
    client.keepNextQuery(false);
  }
}

/**
 * A node-postgres connection that sends BEGIN, SAVEPOINT and RELEASE SAVEPOINT in the same round
 * trip as the statement after them, instead of one round trip each (ADR 040). Each round trip cost
 * a socket write on both sides, the largest single cost of an order on the server, and a submit
 * sent three of them for nothing but these.
 *
 * Such a statement is answered at once, as drizzle reads nothing of it, and kept; the next query on
 * the connection writes it first, without a Sync between, then its own messages. PostgreSQL runs
 * them in order in one extended-protocol batch: if the kept one fails, everything up to the Sync is
 * skipped and the next query fails with that error, so nothing ever runs outside the transaction
 * it was meant for. A transaction always ends with COMMIT, which carries anything kept, or
 * ROLLBACK, which drops it. A write sent with sendWithNext is kept the same way.
 */
export class CarryingClient extends pg.Client {
  #kept: Kept[] = [];
  #keepNext = false;

  // Decision: the base's overloads (a text, a config, a submittable; a promise or a callback) are
  // kept as they are; only the call drizzle makes, a config with its values, is carried.
  override query(...args: unknown[]): never {
    const [config, values, callback] = args as [QueryConfig, unknown, unknown];
    const plain = typeof config === 'object' && config !== null && typeof config.submit !== 'function';
    const promised = plain && callback === undefined && (values === undefined || Array.isArray(values));
    const plainValues = values as unknown[] | undefined;
    const keep =
      promised && (this.#keepNext || (!config.name && !plainValues?.length && CARRIED.test(config.text)));
    if (keep) {
      this.#keepNext = false;
      this.#kept.push({ text: config.text, values: plainValues ?? [] });
      return Promise.resolve({ command: config.text, rowCount: null, oid: 0, rows: [], fields: [] }) as never;
    }
    const base = super.query.bind(this) as (...args: unknown[]) => never;
    // A ROLLBACK undoes whatever was kept, and must run whatever the kept would have done (a
    // failing one would skip it and leave the connection in an aborted transaction).
    if (plain && /^rollback$/i.test(config.text)) this.#kept = [];
    if (this.#kept.length === 0) return base(...args);
    const kept = this.#kept;
    this.#kept = [];
    // Another kind of call (none in the shop): the kept statements go first, each on its own.
    if (!promised) {
      for (const { text, values } of kept) void (base(text, values) as Promise<unknown>).catch(() => {});
      return base(...args);
    }
    return new Promise((resolve, reject) => {
      const query = new CarrierQuery(kept, config, plainValues);
      query.callback = (error, result) => (error ? reject(error) : resolve(result));
      base(query);
    }) as never;
  }

  /** The next query is kept as BEGIN is (sendWithNext). */
  keepNextQuery(keep = true) {
    this.#keepNext = keep;
  }

  /** Forgets what is kept: a connection goes back to the pool without a transaction left to open. */
  forgetKept() {
    this.#kept = [];
    this.#keepNext = false;
  }
}

/** A statement kept for the next query to carry: its text, unnamed, and its values. */
interface Kept {
  text: string;
  values: unknown[];
}

interface QueryConfig {
  text: string;
  name?: string;
  submit?: unknown;
}

/** What pg's Query has and its types leave out. */
interface QueryInternals {
  name?: string;
  queryMode?: string;
  callback: (error: Error | null, result: unknown) => void;
  prepare(connection: Connection): void;
  hasBeenParsed(connection: Connection): boolean;
  handleCommandComplete(message: unknown, connection: Connection): void;
  handleDataRow(message: unknown): void;
  handleError(error: Error, connection: Connection): void;
}
interface Connection {
  parse(query: { text: string }): void;
  bind(config: { values: unknown[]; valueMapper: (value: unknown) => unknown }): void;
  execute(): void;
  parsedStatements: Record<string, string | undefined>;
}
const Query = pg.Query as unknown as new (config: QueryConfig, values?: unknown[]) => QueryInternals;

/** A query that writes the kept statements before its own messages, and reads past their answers. */
class CarrierQuery extends Query {
  readonly #kept: Kept[];
  #answersToSkip: number;
  #parsingHere = false;

  constructor(kept: Kept[], config: QueryConfig, values: unknown[] | undefined) {
    super(config, values);
    this.#kept = kept;
    this.#answersToSkip = kept.length;
    // The extended protocol even for a query without values: a simple Query message would end
    // the batch with its own ReadyForQuery.
    this.queryMode = 'extended';
  }

  // pg corks the socket around prepare(): the kept statements and the query leave in one write.
  override prepare(connection: Connection) {
    this.#parsingHere = !this.hasBeenParsed(connection);
    for (const { text, values } of this.#kept) {
      connection.parse({ text });
      connection.bind({ values, valueMapper: prepareValue });
      connection.execute();
    }
    super.prepare(connection);
  }

  override handleCommandComplete(message: unknown, connection: Connection) {
    if (this.#answersToSkip > 0) this.#answersToSkip--;
    else super.handleCommandComplete(message, connection);
  }

  // A kept statement is sent without Describe: its rows, if any, are nobody's.
  override handleDataRow(message: unknown) {
    if (this.#answersToSkip === 0) super.handleDataRow(message);
  }

  override handleError(error: Error, connection: Connection) {
    // A kept statement's ParseComplete marked this query's statement as parsed (pg credits every
    // ParseComplete to the query in flight): if it never was, it must be parsed next time.
    if (this.#parsingHere && this.name) delete connection.parsedStatements[this.name];
    super.handleError(error, connection);
  }
}
