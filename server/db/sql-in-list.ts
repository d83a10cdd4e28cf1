import { sql } from 'drizzle-orm';

/**
 * The quoted list a CHECK's `in (…)` takes, from a contract's constant values (order statuses,
 * voucher kinds): the constraint follows the constant. Only for our own constants, never input.
 */
export const inList = (values: readonly string[]) => sql.raw(values.map((value) => `'${value}'`).join(', '));
