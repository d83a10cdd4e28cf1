/**
 * SPEC.md §5: null, undefined, a blank string, an empty array and an empty plain object are empty.
 * Everything else is not: 0, false, a Date, a Map (Decision: only the four kinds the spec names).
 */
export function isEmpty(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  if (typeof value === 'object') {
    const prototype: unknown = Object.getPrototypeOf(value);
    const plain = prototype === Object.prototype || prototype === null;
    return plain && Object.keys(value).length === 0;
  }
  return false;
}
