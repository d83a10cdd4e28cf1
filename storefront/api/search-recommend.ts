import useSWR from 'swr';
import { request } from './request';

/** GET /search/recommend: the keywords the mobile header's search bar rotates through. */
export const searchRecommendKey = 'search/recommend';

export function useRecommendedKeywords(language: string) {
  return useSWR([searchRecommendKey, language], async () => {
    const data = await request<{ keyword: string[] }>(searchRecommendKey, { silent: true });
    return data.keyword;
  });
}
