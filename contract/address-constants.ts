/**
 * The address book's plain values (SPEC.md §3 Address, §5). Zod-free (see
 * contract/catalogue-constants.ts): contract/addresses.ts builds its schemas from them, the
 * storefront's address form and the server's rules import them directly.
 */
import type { CountryCode } from './countries';

/**
 * Decision: a member keeps at most 20 addresses per country (errorCatalogue.addressBookFull
 * beyond), as Shopee and Tokopedia cap theirs; enough for home, work and family.
 */
export const ADDRESS_BOOK_LIMIT = 20;

/** The levels of region an address names, outermost first. */
export const regionLevels = ['state', 'city', 'area'] as const;
export type RegionLevel = (typeof regionLevels)[number];

/**
 * Decision (ADR 015): which region levels each country's address names. Indonesia: province →
 * regency/city → district (the official codes); Malaysia: state → city (with its postcodes);
 * Singapore: none (the 6-digit postal code names the building).
 */
export const addressRegionLevels: Readonly<Record<CountryCode, readonly RegionLevel[]>> = {
  ID: ['state', 'city', 'area'],
  MY: ['state', 'city'],
  SG: [],
};

/** Decision: member/address/regions answers at most 50 regions a page (a regency has up to ~50 districts). */
export const REGION_PAGE_SIZE = 50;
/** Decision: a region code is at most 64 characters of digits, lower-case letters, dots, dashes. */
export const REGION_CODE_MAX_LENGTH = 64;
export const regionCodePattern = /^[0-9a-z][0-9a-z.-]*$/;
