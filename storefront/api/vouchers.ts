import useSWR, { mutate } from 'swr';
import type { ProductPage } from '../../contract/catalogue';
import { FEED_PAGE_SIZE } from '../../contract/catalogue-constants';
import type { CouponCenter, Voucher, VoucherPage, VoucherTerms } from '../../contract/voucher';
import { VOUCHER_PAGE_SIZE, type VoucherTab } from '../../contract/voucher-constants';
import { useProductPages } from './catalogue';
import { keysOf, memberKey } from './keys';
import { useMemberPages } from './member-pages';
import { request, type Call } from './request';
import { useShopperScope } from './shopper-scope';

/**
 * Vouchers (server/areas/vouchers/routes.ts, contract/voucher.ts; ADR 028): the claim centre (/coupons,
 * /activities), the wallet (/couponsList), the terms (/vouchertcs) and a voucher's products. Only
 * the vouchers feature imports this module. Keys are member keys (the token too): the claim
 * centre's state and a claim's terms depend on who asks; a visitor's token is ''.
 */
export const couponCenterPath = 'promotion/api/coupon_center';
export const claimPath = 'promotion/api/claim';
export const virtualMappingPath = 'promotion/api/virtual/mapping';
export const myCouponsPath = 'promotion/api/my_coupons';
export const couponDetailPath = 'promotion/api/coupon_detail';
export const couponProductListPath = 'promotion/api/fetch/coupon_product_list';
export const couponSearchPath = 'search/coupon/search';

/** The campaigns to claim, with this shopper's state on each. */
export const couponCenterCall = (): Call => [couponCenterPath];

export function useCouponCenter() {
  const scope = useShopperScope();
  return useSWR(memberKey(couponCenterPath, scope), () => request<CouponCenter>(...couponCenterCall()), {
    revalidateOnMount: true,
  });
}

/**
 * Claims a campaign. The caller shows its own message for a refusal (silent: the card says why),
 * then the claim centre is asked again (its counts moved) and the wallet's pages refresh on mount.
 */
export async function claimVoucher(campaignId: string): Promise<Voucher> {
  try {
    return await request<Voucher>(claimPath, { body: { campaign_id: campaignId }, silent: true });
  } finally {
    await mutate(keysOf(couponCenterPath));
  }
}

/** Claims the campaign a typed code names. */
export async function claimVoucherCode(code: string): Promise<Voucher> {
  try {
    return await request<Voucher>(virtualMappingPath, { body: { code }, silent: true });
  } finally {
    await mutate(keysOf(couponCenterPath));
  }
}

/**
 * One wallet tab, page by page (./member-pages.ts: asked again whenever it mounts, so claims made
 * elsewhere show), with the server's time of its first page (which vouchers end within a day).
 */
export function useMyCoupons(tab: VoucherTab) {
  const list = useMemberPages<VoucherPage>(myCouponsPath, VOUCHER_PAGE_SIZE, [tab], (pageNum) => ({
    query: { status: tab, page_num: pageNum, page_size: VOUCHER_PAGE_SIZE },
  }));
  return { ...list, serverNow: list.firstPage?.server_now ?? null };
}

/** A voucher's terms: a campaign id or one of the member's claim ids. */
export function useVoucherTerms(id: string | null) {
  const scope = useShopperScope();
  return useSWR(id ? memberKey(couponDetailPath, scope, id) : null, () =>
    request<VoucherTerms>(`${couponDetailPath}/${id}`, { silent: true }),
  );
}

/**
 * The products a voucher covers, page by page (the catalogue's paged cards); with a keyword
 * through search/coupon/search (the same answer, searched), as SPEC.md §7 names both.
 */
export function useVoucherProducts(couponId: string | null, keyword: string) {
  const scope = useShopperScope();
  const path = keyword ? couponSearchPath : couponProductListPath;
  return useProductPages(couponId ? memberKey(path, scope, couponId, keyword) : null, (pageNum) =>
    request<ProductPage>(path, {
      body: {
        coupon_id: couponId,
        ...(keyword ? { keyword } : {}),
        page_num: pageNum,
        page_size: FEED_PAGE_SIZE,
      },
    }),
  );
}
