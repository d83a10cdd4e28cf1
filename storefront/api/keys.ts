import type { ShopperScope } from './shopper-scope';

/**
 * The one way an SWR key is written (docs/architecture.md, "Data layer"): the API path first,
 * then what the answer depends on. useSWR, preload and mutate take their keys from these
 * factories and `keysOf`, so the key a hook reads is the key a mutation refreshes.
 */
export type ApiKey = readonly [path: string, ...parts: unknown[]];

/** An answer that depends on nothing but its own parts (app/load; a member's info by token). */
export const apiKey = (path: string, ...parts: unknown[]): ApiKey => [path, ...parts];

/** A shop answer: translated (language) and priced per country. */
export const shopKey = (path: string, { language, country }: ShopperScope, ...parts: unknown[]): ApiKey => [
  path,
  language,
  country,
  ...parts,
];

/** The member's own answer (the cart, search history, back-in-stock flags): the token too. */
export const memberKey = (
  path: string,
  { language, country, token }: ShopperScope,
  ...parts: unknown[]
): ApiKey => [path, language, country, token, ...parts];

/**
 * The path matcher for mutate(): every cached key of `path` (any language, country, member,
 * page) — and, given `last`, only those whose last part is it (one product's detail).
 */
export const keysOf =
  (path: string, last?: unknown) =>
  (key: unknown): boolean =>
    Array.isArray(key) && key[0] === path && (last === undefined || key.at(-1) === last);

/** Every cached key: after a login, every answer is asked again with the member's token. */
export const allKeys = (): boolean => true;
