import { z } from 'zod';
import {
  REGION_CODE_MAX_LENGTH,
  REGION_PAGE_SIZE,
  regionCodePattern,
  regionLevels,
} from './address-constants';
import { countryCodes } from './countries';
import { int, pageOf } from './fields';
import { addressFieldsSchema, addressSchema, refinedAddress } from './rules/schemas';
import { plainText } from './rules/text';

/**
 * The address book (SPEC.md §3 Address, §5; §7 shows no address calls, so the paths are a
 * Decision in §7's style, under /api/member/address/). Every call but `regions` needs a member
 * (401 with 1105001) and works in the X-Locale country: a member keeps one book per country, as
 * the cart. `regions` is public data a visitor reads too (the product page's area, ADR 035).
 *
 *   GET  member/address/list                          → AddressBook (the default first)
 *   GET  member/address/detail?address_id=            → Address
 *   POST member/address/add     AddressRequest        → Address
 *   PUT  member/address/update  { address_id, … }     → Address
 *   POST member/address/delete  { address_id }        → AddressBook
 *   POST member/address/default { address_id }       → AddressBook
 *   GET  member/address/regions?parent=&keyword=      → RegionPage (the country's regions)
 *
 * Refusals change nothing: 1101020 for a field that breaks §5's rules or a region that does not
 * exist or does not sit inside the one above it (the message names the field), 1101050 at
 * ADDRESS_BOOK_LIMIT addresses, 1101021 for an address that is not this member's in this country
 * — answered exactly as for one that never existed.
 */

export const addressIdSchema = z.string().uuid();

/** add: the address's fields (contract/rules/address.ts); country_code must be the X-Locale country. */
export const addressRequestSchema = addressSchema;
export type AddressRequest = z.input<typeof addressRequestSchema>;

/** update: the whole address again, with its id. */
export const addressUpdateRequestSchema = refinedAddress(
  addressFieldsSchema.extend({ address_id: addressIdSchema }),
);
export type AddressUpdateRequest = z.input<typeof addressUpdateRequestSchema>;

/** delete and default: the address named. */
export const addressIdRequestSchema = z.object({ address_id: addressIdSchema });
export type AddressIdRequest = z.infer<typeof addressIdRequestSchema>;
export const addressDetailQuerySchema = addressIdRequestSchema;

/** A saved address: the codes the member chose and the region names as they read at saving. */
export const savedAddressSchema = z.object({
  address_id: addressIdSchema,
  country_code: z.enum(countryCodes),
  surname: z.string(),
  name: z.string(),
  /** The phone code of the country ('62'), for showing "+62 812…". */
  phone_code: z.string(),
  /** The local number, normalised (no spaces, no +code). */
  phone: z.string(),
  state_code: z.string().nullable(),
  state: z.string(),
  city_code: z.string().nullable(),
  city: z.string(),
  area_code: z.string().nullable(),
  area: z.string(),
  address_line1: z.string(),
  address_line2: z.string().nullable(),
  postal_code: z.string(),
  is_default: z.boolean(),
});
export type SavedAddress = z.infer<typeof savedAddressSchema>;

export const addressBookSchema = z.object({
  /** The default first, then the most recently changed. */
  list: z.array(savedAddressSchema),
  /** ADDRESS_BOOK_LIMIT, so the screen explains it without a copy of the number. */
  limit: z.number().int().positive(),
});
export type AddressBook = z.infer<typeof addressBookSchema>;

/** regions: the children of `parent` (none: the country's top level), filtered by `keyword`. */
export const regionQuerySchema = z.object({
  parent: plainText().max(REGION_CODE_MAX_LENGTH).regex(regionCodePattern).optional().or(z.literal('')),
  keyword: plainText().max(64).optional(),
  page_num: int(1, 1000).default(1),
  page_size: int(1, REGION_PAGE_SIZE).default(REGION_PAGE_SIZE),
});
export type RegionQuery = z.input<typeof regionQuerySchema>;

export const regionSchema = z.object({
  code: z.string(),
  name: z.string(),
  /**
   * At postalCodeRegionLevel (Indonesia's districts, Malaysia's states), when the data knows them:
   * the region's postal codes as ranges (PostalRanges); form and server check the postal code
   * against them.
   */
  postal_ranges: z.array(z.tuple([z.string(), z.string()])).optional(),
});
export type Region = z.infer<typeof regionSchema>;

export const regionPageSchema = pageOf(regionSchema).extend({
  /** The level these regions are (state, city, area); null when the country has none below `parent`. */
  level: z.enum(regionLevels).nullable(),
});
export type RegionPage = z.infer<typeof regionPageSchema>;
