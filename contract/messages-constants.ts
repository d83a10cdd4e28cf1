/**
 * The message centre's plain values (SPEC.md §2 "Message center", §7 message/*). Zod-free: the
 * storefront imports them directly; contract/messages.ts builds its schemas from them.
 */

/**
 * Decision: three kinds of message, as Shopee's and Tokopedia's notification tabs have: orders
 * (payment, shipping, after-sales), promotions (vouchers, back in stock) and system (welcome,
 * account, security). A fourth kind means a migration-free new value here and a tab.
 */
export const MESSAGE_KINDS = ['orders', 'promotions', 'system'] as const;
export type MessageKind = (typeof MESSAGE_KINDS)[number];

/** Decision: 20 messages a page (a phone shows about six; "load more" asks for the next 20). */
export const MESSAGE_PAGE_SIZE = 20;
export const MESSAGE_MAX_PAGE_SIZE = 50;

/** SPEC.md §9: the bell's badge reads 99+ above this (the kit's Badge applies it). */
export const MESSAGE_BADGE_MAX = 99;

/** The most a title or body may hold (what notify() is given is checked against these). */
export const MESSAGE_TITLE_MAX = 120;
export const MESSAGE_BODY_MAX = 2000;
