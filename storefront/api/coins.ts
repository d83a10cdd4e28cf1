import useSWR from 'swr';
import useSWRInfinite from 'swr/infinite';
import type { CoinPage, CoinRules, CoinSummary } from '../../contract/coins';
import { COIN_PAGE_SIZE } from '../../contract/coin-constants';
import { memberKey } from './keys';
import { infiniteListOf } from './infinite-list';
import { request } from './request';
import { useShopperScope } from './shopper-scope';

/**
 * Coins (server/areas/coins/routes.ts, contract/coins.ts; ADR 025): /points reads its balance summary,
 * its history page by page, and the rules. Only /points imports this module.
 * Decision: like the message pages, the history asks for its pages again whenever it mounts
 * (coins credited elsewhere show on return); SWR's mutate() matcher cannot reach its cache.
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
export function useCoinHistory() {
  const scope = useShopperScope();
  const swr = useSWRInfinite(
    (index, previous: CoinPage | null) => {
      if (!scope.token) return null;
      if (previous && index * COIN_PAGE_SIZE >= previous.total) return null;
      return memberKey(coinHistoryPath, scope, index + 1);
    },
    (key: readonly unknown[]) =>
      request<CoinPage>(coinHistoryPath, {
        query: { page_num: key[key.length - 1] as number, page_size: COIN_PAGE_SIZE },
      }),
    { revalidateFirstPage: false, revalidateOnMount: true },
  );
  return infiniteListOf(swr, Boolean(scope.token));
}
