import { useRef, useState } from 'react';
import type { OrderSubmitRequest, OrderSubmitResponse } from '../../../contract/order';
import * as errorCodes from '../../../contract/error-codes';
import { refreshOrderPreviews, submitOrder } from '../../api/orders';
import { errorCodeOf } from '../../../machines';
import { sendWithKey, type SubmitKey } from '../../api/submit-key';

/** The refusals that mean the stock or prices moved: the preview is asked again and the reason shown. */
export type RefreshReason = 'stock' | 'price';

const refreshReasons: ReadonlyMap<number | string, RefreshReason> = new Map([
  [errorCodes.insufficientStock, 'stock'],
  [errorCodes.productSoldOut, 'stock'],
  [errorCodes.priceChanged, 'price'],
  [errorCodes.shippingFeeChanged, 'price'],
]);

/**
 * "Submit order" that cannot place two orders: no second call while one runs (a double click),
 * and one Idempotency-Key per press kept across the retries of that press (api/submit-key.ts). An
 * out-of-stock or price-changed refusal refreshes the preview and says why; what the shopper
 * typed (the message) lives in the page and is not touched.
 */
export function useSubmitOrder(onPlaced: (placed: OrderSubmitResponse) => void) {
  const [pending, setPending] = useState(false);
  const [refreshed, setRefreshed] = useState<RefreshReason | null>(null);
  const running = useRef(false);
  const kept = useRef<SubmitKey | null>(null);

  async function submit(body: OrderSubmitRequest) {
    if (running.current) return;
    running.current = true;
    setPending(true);
    try {
      const placed = await sendWithKey(kept, body, (key) => submitOrder(body, key));
      setRefreshed(null);
      onPlaced(placed);
    } catch (error) {
      const reason = refreshReasons.get(errorCodeOf(error));
      if (reason) {
        setRefreshed(reason);
        await refreshOrderPreviews();
      }
    } finally {
      running.current = false;
      setPending(false);
    }
  }

  return { submit, pending, refreshed };
}
