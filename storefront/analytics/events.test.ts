import { describe, expect, it } from 'vitest';
import type { ProductCard, ProductDetail, Sku } from '../../contract/catalogue';
import type { OrderLine } from '../../contract/order';
import {
  beginCheckoutEvent,
  commerceParams,
  currencyUnits,
  orderEvent,
  paymentInfoEvent,
  productEvent,
  productListEvent,
} from './events';

const sku = { sku_id: '1000000501', sku_name: 'Red, L', price: 1290 } as Sku;
const detail = {
  product_no: '10000005',
  product_name: 'Batik shirt',
  currency_code: 'SGD',
  skus: [sku],
} as ProductDetail;
const line = (over: Partial<OrderLine>): OrderLine =>
  ({
    sku_id: '1000000501',
    product_no: '10000005',
    title: 'Batik shirt',
    sku_spec: 'Red, L',
    unit_price: 1290,
    quantity: 2,
    ...over,
  }) as OrderLine;
const order = {
  currency: 'SGD' as const,
  lines: [
    line({}),
    line({
      sku_id: '1000000601',
      product_no: '10000006',
      title: 'Sarong',
      sku_spec: '',
      unit_price: 500,
      quantity: 1,
    }),
  ],
  subtotal: 2800,
  shipping_fee: 300,
};

describe('GA4 event parameters', () => {
  it('turns minor units into currency units: rupiah as they are, cents into dollars and ringgit', () => {
    expect(currencyUnits(32_900, 'IDR')).toBe(32_900);
    expect(currencyUnits(1290, 'SGD')).toBe(12.9);
    expect(currencyUnits(4550, 'MYR')).toBe(45.5);
  });

  it('sums the value in minor units, so no float drift reaches the report', () => {
    const params = commerceParams('SGD', [
      { productNo: 'a', name: 'A', unitPrice: 10, quantity: 1 },
      { productNo: 'b', name: 'B', unitPrice: 20, quantity: 1 },
    ]);
    expect(params.value).toBe(0.3);
  });

  it('view_item and add_to_cart name the product, its option, price and quantity', () => {
    expect(productEvent('add_to_cart', detail, sku, 3)).toEqual({
      name: 'add_to_cart',
      params: {
        currency: 'SGD',
        value: 38.7,
        items: [
          { item_id: '10000005', item_name: 'Batik shirt', item_variant: 'Red, L', price: 12.9, quantity: 3 },
        ],
      },
    });
    expect(productEvent('view_item', detail, sku, 1).params).toMatchObject({ value: 12.9 });
  });

  it('view_item_list lists the cards in their own currency, one of each', () => {
    const card = {
      product_no: '10000007',
      product_name: 'Kopi',
      price: 45_000,
      currency_code: 'IDR',
    } as ProductCard;
    expect(productListEvent('category_12', 'category_12', [card])).toEqual({
      name: 'view_item_list',
      params: {
        item_list_id: 'category_12',
        item_list_name: 'category_12',
        items: [{ item_id: '10000007', item_name: 'Kopi', price: 45_000, quantity: 1 }],
      },
    });
  });

  it("begin_checkout and add_payment_info are worth the goods after discounts (the order's subtotal)", () => {
    const begin = beginCheckoutEvent(order);
    expect(begin.params).toMatchObject({ currency: 'SGD', value: 28 });
    expect('items' in begin.params && begin.params.items.map((item) => item.quantity)).toEqual([2, 1]);
    // An empty option (a product with one SKU) is left out rather than sent empty.
    expect('items' in begin.params && begin.params.items[1]).not.toHaveProperty('item_variant');
    expect(paymentInfoEvent(order, 'paynow').params).toMatchObject({ value: 28, payment_type: 'paynow' });
  });

  it('purchase carries the order number and shipping; refund the order number', () => {
    expect(orderEvent('purchase', 'P2026112300001', order).params).toMatchObject({
      transaction_id: 'P2026112300001',
      value: 28,
      shipping: 3,
      currency: 'SGD',
    });
    const refund = orderEvent('refund', 'P2026112300001', order);
    expect(refund).toMatchObject({ name: 'refund', params: { transaction_id: 'P2026112300001', value: 28 } });
    expect(refund.params).not.toHaveProperty('shipping');
  });
});
