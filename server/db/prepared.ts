import { Param, sql, type Column } from 'drizzle-orm';
import type { Db } from './client';

/** What drizzle can prepare: a select, insert, update or delete whose values are sql.placeholder()s. */
interface Preparable<Q> {
  prepare(name: string): Q;
}

/**
 * A query every request sends (the session lookup, a preview's and a submit's reads and writes),
 * built once instead of per call, and sent to PostgreSQL as a named statement, so the server parses
 * and plans it once per connection too: building drizzle's SQL and PostgreSQL's parsing were the
 * largest costs of an order after the round trips themselves (ADR 040).
 *
 * `prepared(name, build)` answers a function of the database to run on: the pool, or the
 * transaction a caller is inside. Drizzle binds a prepared query to the connection it was built on
 * (a prepared query of the pool runs outside any transaction), so one is built per driver client:
 * the pool, each of its connections (a transaction holds one), PGlite. A PGlite transaction is a
 * new client each time; there the query is built per call, as before.
 *
 * Values go in as placeholders and are given to `execute`: `sql.placeholder('name')` in an insert's
 * values (drizzle maps them through their column), `placeholderOf(column, 'name')` in a condition
 * or an update's set (there drizzle would hand a bare placeholder to the driver unmapped: a Date
 * differently to each), `anyOf(column, 'name')` for a list. The name must be unique in the
 * process, and the SQL of one name must never change.
 */
export function prepared<Q>(name: string, build: (db: Db) => Preparable<Q>): (db: Db) => Q {
  const built = new WeakMap<object, Q>();
  return (db) => {
    const client = driverClientOf(db);
    let query = built.get(client);
    if (!query) {
      query = build(db).prepare(name);
      built.set(client, query);
    }
    return query;
  };
}

/**
 * The driver's client under a drizzle database: node-postgres' pool or the pooled connection a
 * transaction holds, or PGlite's instance or transaction. Drizzle keeps it on its session.
 */
export function driverClientOf(db: Db): object {
  return (db as unknown as { _: { session: { client: object } } })._.session.client;
}

/** A placeholder for a value of `column`, mapped by the column as any value is. */
export const placeholderOf = (column: Column, name: string) =>
  sql`${new Param(sql.placeholder(name), column)}`;

/** `column = any(list)`: a list in one placeholder, so one statement serves any length of list. */
export const anyOf = (column: Column, placeholder: string) =>
  sql`${column} = any(${sql.placeholder(placeholder)})`;
