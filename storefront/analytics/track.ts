import { useEffect, useRef } from 'react';
import type { ProductCard, ProductDetail, Sku } from '../../contract/catalogue';
import type { CurrencyCode } from '../../contract/countries';
import type { OrderLine } from '../../contract/order';

/** An order's or a preview's amounts, as the checkout events need them. */
export interface OrderAmounts {
  currency: CurrencyCode;
  lines: readonly OrderLine[];
  /** The goods after discounts, without shipping: what GA4's value means. */
  subtotal: number;
  shipping_fee: number;
}

/**
 * What each event is built from (events.ts builds the GA4 parameters later, in the recorder's
 * chunk): the pages hand over the contract's own shapes and compute nothing.
 */
export interface TrackInputs {
  page_view: { location: string; path: string };
  view_item_list: { listId: string; listName: string; cards: readonly ProductCard[] };
  view_item: { detail: ProductDetail; sku: Sku; quantity: number };
  add_to_cart: { detail: ProductDetail; sku: Sku; quantity: number };
  begin_checkout: { order: OrderAmounts };
  add_payment_info: { order: OrderAmounts; paymentType: string };
  purchase: { orderNo: string; order: OrderAmounts };
  refund: { orderNo: string; order: OrderAmounts };
}

export type Tracked = { [N in keyof TrackInputs]: { name: N; input: TrackInputs[N] } }[keyof TrackInputs];

let recorder: ((tracked: Tracked) => void) | null = null;
const waiting: Tracked[] = [];
// Decision: more than a few pages' events before the recorder is here (a few seconds after the
// first page) means something fires in a loop; the rest are dropped rather than kept.
const WAITING_MAX = 40;

/**
 * What the shopper did, for analytics and advertising (ADR 027): the one call pages make.
 * Decision: this much is all the first load carries. Until the recorder (recorder.ts, its own
 * chunk after the page is idle) is here, the events wait in memory; it then records them only as
 * far as the stored consent allows, and drops them otherwise.
 */
export function track<N extends keyof TrackInputs>(name: N, input: TrackInputs[N]) {
  const tracked = { name, input } as Tracked;
  if (recorder) recorder(tracked);
  else if (waiting.length < WAITING_MAX) waiting.push(tracked);
}

/**
 * track() once per `key` while the component stays mounted: a page's view of what it shows (a
 * list, a product, a checkout, a purchase), not again on every render. `input` undefined (or
 * `key` null): not ready yet.
 */
export function useTrackOnce<N extends keyof TrackInputs>(
  name: N,
  key: string | null,
  input: TrackInputs[N] | undefined,
) {
  const done = useRef<string | null>(null);
  useEffect(() => {
    if (key === null || input === undefined || done.current === key) return;
    done.current = key;
    track(name, input);
  });
}

/** The recorder takes over: what waited first, then every event as it happens. */
export function connectRecorder(record: (tracked: Tracked) => void) {
  recorder = record;
  for (const tracked of waiting.splice(0)) record(tracked);
}
