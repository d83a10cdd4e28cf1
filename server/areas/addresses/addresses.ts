import { and, desc, eq, ne } from 'drizzle-orm';
import { ADDRESS_BOOK_LIMIT } from '../../../contract/address-constants';
import type { AddressBook, SavedAddress } from '../../../contract/addresses';
import { countryDefaults, type CountryCode } from '../../../contract/countries';
import { errorCatalogue } from '../../../contract/errors';
import type { Address } from '../../../contract/rules/schemas';
import type { Db } from '../../db/client';
import { placeholderOf, prepared } from '../../db/prepared';
import { addresses, members } from '../../db/schema';
import { inTransaction } from '../../db/transaction';
import { DomainError } from '../../lib/domain-error';
import { checkRegions } from './regions';
import type { MemberCaller } from '../../lib/caller';

/**
 * The address book (contract/addresses.ts): one per member and country, at most
 * ADDRESS_BOOK_LIMIT addresses, exactly one default whenever there is any address.
 *
 * Every change runs in one transaction that first locks the member's row (`FOR UPDATE`, as the
 * cart does), so changes of one member run one at a time, also across server processes on
 * PostgreSQL: twenty parallel "set default"s leave one default, parallel adds never pass the
 * limit. The partial unique index `addresses_one_default` makes a second default impossible even
 * if a change forgot the lock. Another member's address, or one in another country, is answered
 * exactly as a missing one (1101021): the answer never tells that it exists.
 */

type AddressRow = typeof addresses.$inferSelect;

function savedAddressOf(row: AddressRow): SavedAddress {
  return {
    address_id: row.id,
    country_code: row.countryCode as CountryCode,
    surname: row.surname,
    name: row.name,
    phone_code: countryDefaults[row.countryCode as CountryCode].phone_code,
    phone: row.phone,
    state_code: row.stateCode,
    state: row.state,
    city_code: row.cityCode,
    city: row.city,
    area_code: row.areaCode,
    area: row.area,
    address_line1: row.addressLine1,
    address_line2: row.addressLine2,
    postal_code: row.postalCode,
    is_default: row.isDefault,
  };
}

const ofOwner = (owner: Pick<MemberCaller, 'memberId' | 'country'>) =>
  and(eq(addresses.memberId, owner.memberId), eq(addresses.countryCode, owner.country));

/** The member's addresses in the country: the default first, then the most recently used. */
async function rowsOf(db: Db, owner: Pick<MemberCaller, 'memberId' | 'country'>): Promise<AddressRow[]> {
  return db
    .select()
    .from(addresses)
    .where(ofOwner(owner))
    .orderBy(desc(addresses.isDefault), desc(addresses.usedAt), desc(addresses.seq));
}

/** GET member/address/list. */
export async function addressBookOf(
  db: Db,
  owner: Pick<MemberCaller, 'memberId' | 'country'>,
): Promise<AddressBook> {
  return { list: (await rowsOf(db, owner)).map(savedAddressOf), limit: ADDRESS_BOOK_LIMIT };
}

async function rowOf(
  db: Db,
  owner: Pick<MemberCaller, 'memberId' | 'country'>,
  addressId: string,
): Promise<AddressRow> {
  const [row] = await db
    .select()
    .from(addresses)
    .where(and(ofOwner(owner), eq(addresses.id, addressId)));
  if (!row) throw new DomainError(errorCatalogue.addressNotFound);
  return row;
}

/** GET member/address/detail. */
export async function addressDetail(
  db: Db,
  owner: Pick<MemberCaller, 'memberId' | 'country'>,
  addressId: string,
): Promise<SavedAddress> {
  return savedAddressOf(await rowOf(db, owner, addressId));
}

/** Runs a change with the member's row locked (one address-book change at a time per member). */
function changeBook<T>(
  db: Db,
  owner: Pick<MemberCaller, 'memberId' | 'country'>,
  change: (tx: Db) => Promise<T>,
): Promise<T> {
  return inTransaction(db, async (tx) => {
    await tx.select({ id: members.id }).from(members).where(eq(members.id, owner.memberId)).for('update');
    return change(tx);
  });
}

/**
 * The stored columns of a request: the country must be the X-Locale one (the book is per
 * country), and the region codes must exist and nest (server/areas/addresses/regions.ts). A refusal names
 * the field, with 1101020 as the schema's own refusals; a postal code outside its district (ID)
 * or state (MY) is 1101051, naming the region.
 */
async function columnsOf(owner: Pick<MemberCaller, 'memberId' | 'country'>, input: Address) {
  const refuse = (field: string) =>
    new DomainError(errorCatalogue.invalidParameter, `Invalid parameter: ${field}`);
  if (input.country_code !== owner.country) throw refuse('country_code');
  const regions = await checkRegions(owner.country, input);
  if (!regions.ok && regions.field === 'postal_code')
    throw new DomainError(
      errorCatalogue.postalCodeOutsideRegion,
      `The postal code is not in ${regions.region}`,
    );
  if (!regions.ok) throw refuse(regions.field);
  return {
    surname: input.surname,
    name: input.name,
    phone: input.phone,
    stateCode: input.state_code,
    state: regions.state,
    cityCode: input.city_code,
    city: regions.city,
    areaCode: input.area_code,
    area: regions.area,
    addressLine1: input.address_line1,
    addressLine2: input.address_line2,
    postalCode: input.postal_code,
  };
}

/** Clears the member's default in the country (before another becomes it). */
async function clearDefault(tx: Db, owner: Pick<MemberCaller, 'memberId' | 'country'>, except?: string) {
  await tx
    .update(addresses)
    .set({ isDefault: false })
    .where(and(ofOwner(owner), eq(addresses.isDefault, true), except ? ne(addresses.id, except) : undefined));
}

/**
 * POST member/address/add. The first address is the default whatever the request says; a later
 * one becomes it when asked. 1101050 at the limit.
 */
export async function addAddress(
  db: Db,
  owner: Pick<MemberCaller, 'memberId' | 'country'>,
  input: Address,
  now: Date,
): Promise<SavedAddress> {
  const columns = await columnsOf(owner, input);
  return changeBook(db, owner, async (tx) => {
    const rows = await rowsOf(tx, owner);
    if (rows.length >= ADDRESS_BOOK_LIMIT) throw new DomainError(errorCatalogue.addressBookFull);
    const isDefault = rows.length === 0 || input.is_default;
    if (isDefault) await clearDefault(tx, owner);
    const [row] = await tx
      .insert(addresses)
      .values({
        ...columns,
        memberId: owner.memberId,
        countryCode: owner.country,
        isDefault,
        createdAt: now,
        updatedAt: now,
        usedAt: now,
      })
      .returning();
    return savedAddressOf(row!);
  });
}

/**
 * PUT member/address/update: the whole address again. Decision: `is_default: false` on the
 * default changes nothing about the default (there must always be one): another address is made
 * the default by choosing it, which the form says.
 */
export async function updateAddress(
  db: Db,
  owner: Pick<MemberCaller, 'memberId' | 'country'>,
  input: Address & { address_id: string },
  now: Date,
): Promise<SavedAddress> {
  const columns = await columnsOf(owner, input);
  return changeBook(db, owner, async (tx) => {
    const row = await rowOf(tx, owner, input.address_id);
    const isDefault = row.isDefault || input.is_default;
    if (isDefault && !row.isDefault) await clearDefault(tx, owner, row.id);
    const [updated] = await tx
      .update(addresses)
      .set({ ...columns, isDefault, updatedAt: now, usedAt: now })
      .where(eq(addresses.id, row.id))
      .returning();
    return savedAddressOf(updated!);
  });
}

/** POST member/address/default: this address becomes the default, the former one no longer is. */
export async function setDefaultAddress(
  db: Db,
  owner: Pick<MemberCaller, 'memberId' | 'country'>,
  addressId: string,
  now: Date,
): Promise<AddressBook> {
  await changeBook(db, owner, async (tx) => {
    const row = await rowOf(tx, owner, addressId);
    if (row.isDefault) return;
    await clearDefault(tx, owner, row.id);
    await tx
      .update(addresses)
      .set({ isDefault: true, updatedAt: now, usedAt: now })
      .where(eq(addresses.id, row.id));
  });
  return addressBookOf(db, owner);
}

/**
 * POST member/address/delete. Decision: deleting the default promotes the most recently used of
 * the others (added, edited, chosen or used by an order last: `usedAt`), the one the member most
 * likely ships to next.
 */
export async function deleteAddress(
  db: Db,
  owner: Pick<MemberCaller, 'memberId' | 'country'>,
  addressId: string,
): Promise<AddressBook> {
  await changeBook(db, owner, async (tx) => {
    const row = await rowOf(tx, owner, addressId);
    await tx.delete(addresses).where(eq(addresses.id, row.id));
    if (!row.isDefault) return;
    const [next] = await tx
      .select({ id: addresses.id })
      .from(addresses)
      .where(ofOwner(owner))
      .orderBy(desc(addresses.usedAt), desc(addresses.seq))
      .limit(1);
    if (next) await tx.update(addresses).set({ isDefault: true }).where(eq(addresses.id, next.id));
  });
  return addressBookOf(db, owner);
}

// ─── For placing an order ─────────────────────────────────────────────────────────────────

// Prepared (server/db/prepared.ts): every preview reads the order's address, every submit marks it.
const memberAddress = and(
  eq(addresses.memberId, placeholderOf(addresses.memberId, 'memberId')),
  eq(addresses.id, placeholderOf(addresses.id, 'addressId')),
);
const addressRead = prepared('address_of_member', (db) => db.select().from(addresses).where(memberAddress));
const addressMarkedUsed = prepared('address_marked_used', (db) =>
  db
    .update(addresses)
    .set({ usedAt: placeholderOf(addresses.usedAt, 'usedAt') })
    .where(memberAddress)
    .returning(),
);

/**
 * One of the member's addresses, for order confirm and submit: the saved address (its
 * `country_code` to compare with the order's country) with the region codes the shipping fee
 * reads — `city_code` is the regency/city (ID) or city (MY) that decides in-city or out-of-town
 * delivery (SPEC.md §1: 1–2 days in the city, 4–7 out of town); Singapore has none (one city).
 * Throws 1101021 for an address that is not the member's, exactly as for a missing one; an order
 * answers its own 1103004 by catching that if it prefers.
 *
 * `usedAt` (submit, inside its transaction): the address is also marked as used then, in the same
 * statement, so it is the first promoted later; a refusal after that rolls the mark back with the
 * order.
 */
export async function addressOfMember(
  db: Db,
  memberId: string,
  addressId: string,
  usedAt?: Date,
): Promise<SavedAddress> {
  const [row] = usedAt
    ? await addressMarkedUsed(db).execute({ memberId, addressId, usedAt })
    : await addressRead(db).execute({ memberId, addressId });
  if (!row) throw new DomainError(errorCatalogue.addressNotFound);
  return savedAddressOf(row);
}

/** The member's default address in the country, or undefined with an empty book (order confirm). */
export async function defaultAddressOf(
  db: Db,
  owner: Pick<MemberCaller, 'memberId' | 'country'>,
): Promise<SavedAddress | undefined> {
  const [row] = await db
    .select()
    .from(addresses)
    .where(and(ofOwner(owner), eq(addresses.isDefault, true)));
  return row ? savedAddressOf(row) : undefined;
}
