import type { ProductCard, ProductDetail, Sku } from '../../contract/catalogue';
import type { CurrencyCode } from '../../contract/countries';
import { currencyDecimals } from '../../contract/money';
import type { OrderLine } from '../../contract/order';
import type { OrderAmounts, Tracked } from './track';

/** A GA4 e-commerce item (developers.google.com/analytics/devguides/collection/ga4/reference/events). */
export interface AnalyticsItem {
  /** The product number: the same id in every event, whichever option was picked. */
  item_id: string;
  item_name: string;
  /** The option (SKU) where one is known. */
  item_variant?: string;
  /** In currency units (Rp 32900, S$ 12.90), as GA4 wants it; the shop keeps minor units. */
  price: number;
  quantity: number;
}

interface CommerceParams {
  currency: CurrencyCode;
  value: number;
  items: AnalyticsItem[];
}

/** Every event the storefront records, with the parameters GA4 documents for it. */
export type AnalyticsEvent =
  | { name: 'page_view'; params: { page_location: string; page_path: string } }
  | {
      name: 'view_item_list';
      params: { item_list_id: string; item_list_name: string; items: AnalyticsItem[] };
    }
  | { name: 'view_item' | 'add_to_cart' | 'begin_checkout'; params: CommerceParams }
  | { name: 'add_payment_info'; params: CommerceParams & { payment_type: string } }
  | { name: 'purchase'; params: CommerceParams & { transaction_id: string; shipping: number } }
  | { name: 'refund'; params: CommerceParams & { transaction_id: string } };

export type AnalyticsEventName = AnalyticsEvent['name'];

/** Minor units (the shop's integers) as currency units. */
export function currencyUnits(minor: number, currency: CurrencyCode): number {
  return minor / 10 ** currencyDecimals[currency];
}

/** What an item is built from: a product card, a detail page's SKU, an order line. */
export interface ItemSource {
  productNo: string;
  name: string;
  variant?: string;
  /** Unit price in minor units. */
  unitPrice: number;
  quantity: number;
}

export function itemOf(source: ItemSource, currency: CurrencyCode): AnalyticsItem {
  return {
    item_id: source.productNo,
    item_name: source.name,
    ...(source.variant ? { item_variant: source.variant } : {}),
    price: currencyUnits(source.unitPrice, currency),
    quantity: source.quantity,
  };
}

/**
 * currency, value and items for the commerce events. `value` is the items' sum unless the
 * caller knows better (an order's goods after discounts): summed in minor units, so no float
 * drift (0.1 + 0.2) reaches the report.
 */
export function commerceParams(
  currency: CurrencyCode,
  sources: readonly ItemSource[],
  valueMinor = sources.reduce((sum, source) => sum + source.unitPrice * source.quantity, 0),
): CommerceParams {
  return {
    currency,
    value: currencyUnits(valueMinor, currency),
    items: sources.map((source) => itemOf(source, currency)),
  };
}

/** An order's or a preview's lines as item sources. */
function orderLineSources(lines: readonly OrderLine[]): ItemSource[] {
  return lines.map((line) => ({
    productNo: line.product_no,
    name: line.title,
    variant: line.sku_spec,
    unitPrice: line.unit_price,
    quantity: line.quantity,
  }));
}

// The builders: each event from the contract's own shapes, so no page computes a parameter.

/** view_item_list: a product list's first page (catalogue). */
export function productListEvent(
  listId: string,
  listName: string,
  cards: readonly ProductCard[],
): AnalyticsEvent {
  return {
    name: 'view_item_list',
    params: {
      item_list_id: listId,
      item_list_name: listName,
      items: cards.map((card) =>
        itemOf(
          { productNo: card.product_no, name: card.product_name, unitPrice: card.price, quantity: 1 },
          card.currency_code,
        ),
      ),
    },
  };
}

/** view_item (the product page, the SKU shown first) and add_to_cart (the SKU and amount added). */
export function productEvent(
  name: 'view_item' | 'add_to_cart',
  detail: ProductDetail,
  sku: Sku,
  quantity: number,
): AnalyticsEvent {
  const source = {
    productNo: detail.product_no,
    name: detail.product_name,
    variant: sku.sku_name,
    unitPrice: sku.price,
    quantity,
  };
  return { name, params: commerceParams(detail.currency_code, [source]) };
}

/** begin_checkout (the confirm page's preview). */
export function beginCheckoutEvent(preview: OrderAmounts): AnalyticsEvent {
  return {
    name: 'begin_checkout',
    params: commerceParams(preview.currency, orderLineSources(preview.lines), preview.subtotal),
  };
}

/** add_payment_info: the method the shopper pays with (the checkout page). */
export function paymentInfoEvent(order: OrderAmounts, paymentType: string): AnalyticsEvent {
  return {
    name: 'add_payment_info',
    params: {
      ...commerceParams(order.currency, orderLineSources(order.lines), order.subtotal),
      payment_type: paymentType,
    },
  };
}

/** purchase (the order paid, or placed for cash on delivery) and refund (a paid order's money back). */
export function orderEvent(
  name: 'purchase' | 'refund',
  orderNo: string,
  order: OrderAmounts,
): AnalyticsEvent {
  const params = {
    ...commerceParams(order.currency, orderLineSources(order.lines), order.subtotal),
    transaction_id: orderNo,
  };
  return name === 'purchase'
    ? { name, params: { ...params, shipping: currencyUnits(order.shipping_fee, order.currency) } }
    : { name, params };
}

/** What a page handed to track(), as the GA4 event it stands for. */
export function eventOf(tracked: Tracked): AnalyticsEvent {
  switch (tracked.name) {
    case 'page_view':
      return {
        name: 'page_view',
        params: { page_location: tracked.input.location, page_path: tracked.input.path },
      };
    case 'view_item_list':
      return productListEvent(tracked.input.listId, tracked.input.listName, tracked.input.cards);
    case 'view_item':
    case 'add_to_cart':
      return productEvent(tracked.name, tracked.input.detail, tracked.input.sku, tracked.input.quantity);
    case 'begin_checkout':
      return beginCheckoutEvent(tracked.input.order);
    case 'add_payment_info':
      return paymentInfoEvent(tracked.input.order, tracked.input.paymentType);
    case 'purchase':
    case 'refund':
      return orderEvent(tracked.name, tracked.input.orderNo, tracked.input.order);
  }
}
