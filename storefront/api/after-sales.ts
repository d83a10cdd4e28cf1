import useSWR, { mutate } from 'swr';
import type {
  AfterSalesApplyRequest,
  AfterSalesDetail,
  AfterSalesLogisticsRequest,
  AfterSalesPage,
  AfterSalesPreview,
  AfterSalesPreviewRequest,
  EvidencePicture,
  RefundPage,
} from '../../contract/after-sales';
import { AFTER_SALES_PAGE_SIZE, EVIDENCE_FIELD } from '../../contract/after-sales-constants';
import { keysOf, memberKey } from './keys';
import { useMemberPages } from './member-pages';
import { orderDetailPath, orderListPath, timed, type Timed } from './orders';
import { request } from './request';
import { useShopperScope } from './shopper-scope';
import { uploadFile } from './upload';

/**
 * After-sales requests (server/areas/after-sales/routes.ts, contract/after-sales.ts): the
 * apply page's preview, the evidence upload, apply, the list, one request, its cancel and return
 * logistics, and /refunds. Only the after-sales pages import this module (with swr/infinite).
 */
export const afterSalesPreviewPath = 'order/after_sale/preview';
export const afterSalesEvidencePath = 'order/after_sale/evidence';
export const afterSalesApplyPath = 'order/after_sale/apply';
export const afterSalesListPath = 'order/after_sale/list';
export const afterSalesDetailPath = 'order/after_sale/detail';
export const afterSalesCancelPath = 'order/after_sale/cancel';
export const afterSalesLogisticsPath = 'order/after_sale/logistics';
export const refundListPath = 'order/after_sale/refunds';

/**
 * What the order allows and what the chosen lines refund (amount, the country's fee, the
 * destination). The key holds the whole request: a changed quantity is a new preview; the last
 * one stays on screen meanwhile.
 */
export function useAfterSalesPreview(body: AfterSalesPreviewRequest | null) {
  const scope = useShopperScope();
  return useSWR<AfterSalesPreview>(
    scope.token && body ? memberKey(afterSalesPreviewPath, scope, JSON.stringify(body)) : null,
    () => request<AfterSalesPreview>(afterSalesPreviewPath, { body }),
    { keepPreviousData: true },
  );
}

/** One picture, with its progress (0–1); the picker shows a refusal (silent, like the avatar). */
export function uploadEvidence(file: File, onProgress?: (fraction: number) => void) {
  return uploadFile<EvidencePicture>(afterSalesEvidencePath, {
    method: 'POST',
    field: EVIDENCE_FIELD,
    file,
    onProgress,
  });
}

/**
 * A request's answer into the cache; the order (its lines are now held) and lists asked again.
 * The previews are dropped, never asked again: the apply page still shows the one it just sent,
 * whose lines the server now refuses (held by this very request), and that refusal would show as
 * an error beside the success. Dropped, the next visit of /applyRefund asks afresh.
 */
async function stored(detail: AfterSalesDetail) {
  const fresh = timed(detail);
  await mutate(keysOf(afterSalesDetailPath, detail.after_sale_no), fresh, { revalidate: false });
  void mutate(keysOf(afterSalesPreviewPath), undefined, { revalidate: false });
  void mutate(keysOf(orderDetailPath, detail.order_no));
  void mutate(keysOf(orderListPath));
  return fresh;
}

/**
 * Sends the request. Silent: the page shows the refusal beside the form, which keeps every
 * value (SPEC.md §8 codes 1103007/1103038/1103042/1103064 and the rest in errors.<code>).
 */
export async function applyAfterSales(body: AfterSalesApplyRequest, idempotencyKey: string) {
  return stored(await request<AfterSalesDetail>(afterSalesApplyPath, { body, idempotencyKey, silent: true }));
}

/** One request, with the offset to the server's clock (the return deadline's countdown). */
export function useAfterSalesDetail(afterSaleNo: string | null) {
  const scope = useShopperScope();
  return useSWR<Timed<AfterSalesDetail>>(
    scope.token && afterSaleNo ? memberKey(afterSalesDetailPath, scope, afterSaleNo) : null,
    () =>
      request<AfterSalesDetail>(`${afterSalesDetailPath}/${encodeURIComponent(afterSaleNo ?? '')}`).then(timed),
  );
}

export async function cancelAfterSales(afterSaleNo: string, idempotencyKey?: string) {
  return stored(
    await request<AfterSalesDetail>(afterSalesCancelPath, {
      body: { after_sale_no: afterSaleNo },
      idempotencyKey,
    }),
  );
}

/** The return's courier and tracking number (silent: the form shows the refusal by its fields). */
export async function sendReturnLogistics(body: AfterSalesLogisticsRequest, idempotencyKey?: string) {
  return stored(
    await request<AfterSalesDetail>(afterSalesLogisticsPath, { body, idempotencyKey, silent: true }),
  );
}

/** The page size is the server's (AFTER_SALES_PAGE_SIZE); newest first. */
const pageQuery = (pageNum: number) => ({ query: { page_num: pageNum } });

/** /afterSaleOrder: the member's requests, page by page (./member-pages.ts). */
export const useAfterSalesPages = () =>
  useMemberPages<AfterSalesPage>(afterSalesListPath, AFTER_SALES_PAGE_SIZE, [], pageQuery);
/** /refunds: each request's money and its progress, page by page. */
export const useRefundPages = () => useMemberPages<RefundPage>(refundListPath, AFTER_SALES_PAGE_SIZE, [], pageQuery);
