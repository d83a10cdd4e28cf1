/**
 * Whether a query failed on a unique constraint (PostgreSQL's SQLSTATE 23505), as node-postgres
 * and PGlite both report it, directly or as the cause of Drizzle's wrapping error. A race that
 * the constraint decides (two members linking one phone) is told apart from a real fault so.
 */
export function isUniqueViolation(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 4; depth++) {
    if (typeof current !== 'object') return false;
    if ((current as { code?: unknown }).code === '23505') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
