import useSWR, { mutate } from 'swr';
import type {
  AddressBook,
  AddressRequest,
  AddressUpdateRequest,
  RegionPage,
  SavedAddress,
} from '../../contract/addresses';
import { REGION_PAGE_SIZE } from '../../contract/address-constants';
import { postalCodeOutsideRegion } from '../../contract/error-codes';
import { keysOf, memberKey, shopKey } from './keys';
import { newIdempotencyKey, request } from './request';
import { useShopperScope } from './shopper-scope';

/**
 * The address book (server/areas/addresses/routes.ts, contract/addresses.ts): one per member and
 * country (X-Locale). The list key is refreshed after every change; a change answered with the
 * whole book writes it straight in.
 */
export const addressListPath = 'member/address/list';
export const addressDetailPath = 'member/address/detail';
export const addressAddPath = 'member/address/add';
export const addressUpdatePath = 'member/address/update';
export const addressDeletePath = 'member/address/delete';
export const addressDefaultPath = 'member/address/default';
export const addressRegionsPath = 'member/address/regions';

/** The member's address book in the shopping country; nothing is asked for a visitor. */
export function useAddressBook() {
  const scope = useShopperScope();
  return useSWR<AddressBook>(scope.token ? memberKey(addressListPath, scope) : null, () =>
    request<AddressBook>(addressListPath),
  );
}

/** One address to edit (`id` from /addressDetail?id=), or nothing while adding. */
export function useAddress(id: string | null) {
  const scope = useShopperScope();
  return useSWR<SavedAddress>(scope.token && id ? memberKey(addressDetailPath, scope, id) : null, () =>
    request<SavedAddress>(addressDetailPath, { query: { address_id: id ?? '' } }),
  );
}

/**
 * The regions below `parent` ('' for the country's top level) whose names contain `keyword`:
 * one page of REGION_PAGE_SIZE, asked as the shopper types (the whole set stays on the server).
 * `parent` null: the level above is not chosen yet, nothing to ask. Public data, the same for a
 * visitor choosing the product page's area (ADR 035): a shop key, not a member's.
 */
export function useRegions(parent: string | null, keyword: string) {
  const scope = useShopperScope();
  return useSWR<RegionPage>(
    parent !== null ? shopKey(addressRegionsPath, scope, parent, keyword) : null,
    () =>
      request<RegionPage>(addressRegionsPath, {
        query: { parent: parent ?? '', keyword: keyword || undefined, page_size: REGION_PAGE_SIZE },
      }),
    { keepPreviousData: true },
  );
}

async function settle(book?: AddressBook) {
  await mutate(keysOf(addressListPath), book, { revalidate: book === undefined });
  // An edit or a default change shows in every address's detail too.
  void mutate(keysOf(addressDetailPath));
}

export async function addAddress(address: AddressRequest): Promise<SavedAddress> {
  const saved = await request<SavedAddress>(addressAddPath, {
    body: address,
    idempotencyKey: newIdempotencyKey(),
    shownByCaller: [postalCodeOutsideRegion],
  });
  await settle();
  return saved;
}

export async function updateAddress(address: AddressUpdateRequest): Promise<SavedAddress> {
  const saved = await request<SavedAddress>(addressUpdatePath, {
    method: 'PUT',
    body: address,
    shownByCaller: [postalCodeOutsideRegion],
  });
  await settle();
  return saved;
}

export async function deleteAddress(addressId: string): Promise<void> {
  await settle(await request<AddressBook>(addressDeletePath, { body: { address_id: addressId } }));
}

export async function setDefaultAddress(addressId: string): Promise<void> {
  await settle(await request<AddressBook>(addressDefaultPath, { body: { address_id: addressId } }));
}
