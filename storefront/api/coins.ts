import useSWR from 'swr';
import type { CoinPage, CoinRules, CoinSummary } from '../../contract/coins';
import { COIN_PAGE_SIZE } from '../../contract/coin-constants';
import { memberKey } from './keys';
import { useMemberPages } from './member-pages';
import { request } from './request';
import { useShopperScope } from './shopper-scope';

/**
 * Coins (server/areas/coins/routes.ts, contract/coins.ts; ADR 025): /points reads its balance summary,
 * its history page by page, and the rules. Only /points imports this module.
 * The history is a member's paged list (./member-pages.ts: asked again whenever it mounts).
 */
export const coinHistoryPath = 'member/points_record';
export const coinSummaryPath = 'member/points_record_detail';
export const coinRulesPath = 'member/membersrv_system';

/** The balance and the coins that expire soon. */
export function useCoinSummary() {
  const scope = useShopperScope();
  return useSWR(
    scope.token ? memberKey(coinSummaryPath, scope) : null,
    () => request<CoinSummary>(coinSummaryPath),
    { revalidateOnMount: true },
  );
}

/** The rules text, in the shopper's language and country. */
export function useCoinRules() {
  const scope = useShopperScope();
  return useSWR(scope.token ? memberKey(coinRulesPath, scope) : null, () =>
    request<CoinRules>(coinRulesPath),
  );
}

/** The member's coin history, newest first, page by page (the page's sentinel asks for more). */
export const useCoinHistory = () =>
  useMemberPages<CoinPage>(coinHistoryPath, COIN_PAGE_SIZE, [], (pageNum) => ({
    query: { page_num: pageNum, page_size: COIN_PAGE_SIZE },
  }));
