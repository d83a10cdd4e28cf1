import { describe, expect, it } from 'vitest';
import { CART_MAX_LINES } from '../../contract/cart-constants';
import * as errorCodes from '../../contract/error-codes';
import {
  addItem,
  checkQuantity,
  LocalCartError,
  readVisitorCart,
  removeItems,
  setItemQuantity,
  setItemsSelected,
  withoutMerged,
} from './visitor-cart';

const limits = { product_no: '10000005', stock: 5, max_quantity: null };
const codeOf = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    if (error instanceof LocalCartError) return error.code;
    throw error;
  }
  return null;
};

describe('readVisitorCart', () => {
  it('keeps well-formed lines and drops the rest (an old or hand-edited store)', () => {
    expect(
      readVisitorCart([
        { sku_id: '1000000501', quantity: 2, selected: false },
        { sku_id: '1000000501', quantity: 9 },
        { sku_id: 'SKU-1', quantity: 1 },
        { sku_id: '1000000502', quantity: 0 },
        { sku_id: '1000000503', quantity: 1.5 },
        { sku_id: '1000000504', quantity: 5000 },
        null,
        'x',
      ]),
    ).toEqual([
      { sku_id: '1000000501', quantity: 2, selected: false },
      { sku_id: '1000000504', quantity: 999, selected: true },
    ]);
    expect(readVisitorCart(undefined)).toEqual([]);
    expect(readVisitorCart('[]')).toEqual([]);
  });
});

describe('adding', () => {
  it('puts a new SKU on top, selected', () => {
    const items = addItem([{ sku_id: '1000000501', quantity: 1, selected: true }], '1000000502', 2);
    expect(items).toEqual([
      { sku_id: '1000000502', quantity: 2, selected: true },
      { sku_id: '1000000501', quantity: 1, selected: true },
    ]);
  });

  it('adds to the line a SKU already has, which keeps its place', () => {
    const items = addItem(
      [
        { sku_id: '1000000501', quantity: 1, selected: false },
        { sku_id: '1000000502', quantity: 1, selected: true },
      ],
      '1000000501',
      2,
      limits,
    );
    expect(items[0]).toEqual({ sku_id: '1000000501', quantity: 3, selected: true });
  });

  it('is refused like the server refuses it: sold out, above stock, above the maximum, a full cart', () => {
    expect(codeOf(() => addItem([], '1000000501', 1, { ...limits, stock: 0 }))).toBe(
      errorCodes.productSoldOut,
    );
    expect(
      codeOf(() => addItem([{ sku_id: '1000000501', quantity: 4, selected: true }], '1000000501', 2, limits)),
    ).toBe(errorCodes.insufficientStock);
    expect(
      codeOf(() => addItem([], '1000000501', 2, { ...limits, max_quantity: 3, otherLinesOfProduct: 2 })),
    ).toBe(errorCodes.maxPurchaseQuantity);
    expect(codeOf(() => addItem([], '1000000501', 1, { ...limits, removed: true }))).toBe(
      errorCodes.productOffShelf,
    );
    const full = Array.from({ length: CART_MAX_LINES }, (_, i) => ({
      sku_id: String(2000000000 + i),
      quantity: 1,
      selected: true,
    }));
    expect(codeOf(() => addItem(full, '1000000501', 1))).toBe(errorCodes.cartFull);
  });
});

describe('changing', () => {
  const items = [
    { sku_id: '1000000501', quantity: 1, selected: true },
    { sku_id: '1000000502', quantity: 1, selected: true },
  ];

  it('sets a quantity within the stock, and refuses one above it without changing anything', () => {
    expect(setItemQuantity(items, '1000000502', 5, limits)[1]!.quantity).toBe(5);
    expect(codeOf(() => setItemQuantity(items, '1000000502', 6, limits))).toBe(errorCodes.insufficientStock);
    expect(codeOf(() => checkQuantity(999, limits))).toBe(errorCodes.insufficientStock);
    expect(items[1]!.quantity).toBe(1);
  });

  it('selects, unselects and removes lines', () => {
    expect(setItemsSelected(items, ['1000000501'], false).map((item) => item.selected)).toEqual([
      false,
      true,
    ]);
    expect(removeItems(items, ['1000000501'])).toEqual([items[1]]);
  });

  it('after a merge keeps only what changed meanwhile', () => {
    const sent = items;
    const now = [
      { sku_id: '1000000503', quantity: 1, selected: true },
      { ...items[0]!, quantity: 2 },
      items[1]!,
    ];
    expect(withoutMerged(now, sent)).toEqual([now[0], now[1]]);
  });
});
