import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type {
  Cart,
  CartAddRequest,
  CartDeleteRequest,
  CartLine,
  CartMergeRequest,
  CartSelectRequest,
  CartUpdateRequest,
} from '../../../contract/cart';
import { CART_MAX_LINES, CART_MAX_QUANTITY } from '../../../contract/cart-constants';
import { countryDefaults, type CountryCode } from '../../../contract/countries';
import type { LanguageCode } from '../../../contract/device';
import { errorCatalogue, type ErrorEntry } from '../../../contract/errors';
import { addMoney, multiplyMoney, subtractMoney } from '../../../contract/money';
import type { Db } from '../../db/client';
import { anyOf, placeholderOf, prepared } from '../../db/prepared';
import {
  cartItems,
  members,
  productListings,
  products,
  skuOffers,
  skus,
  type LocalizedText,
} from '../../db/schema';
import { inTransaction } from '../../db/transaction';
import { DomainError } from '../../lib/domain-error';
import { artVersion, percentOff, productImageUrl } from '../catalogue';
import type { MemberCaller } from '../../lib/caller';

/**
 * The cart (contract/catalogue.ts, "Cart"): a signed-in member's lines per country on the server,
 * a visitor's priced by preview. Only SKU, quantity and selection are stored; price, stock, limits
 * and availability are read from the catalogue tables on every call, so a price in a request is
 * never used (the schemas do not even read one). Every change runs in one transaction that locks
 * the member first: two tabs adding at once cannot both pass a limit, and a refusal changes nothing.
 */

/** What the catalogue says about one SKU in one country, read fresh (the order's pricing too). */
export interface SkuState {
  skuId: string;
  productNo: string;
  skuName: LocalizedText;
  productName: LocalizedText;
  thumb: string;
  /** False when the SKU or its product is not sold in the country. */
  offered: boolean;
  removed: boolean;
  price: number;
  scribingPrice: number | null;
  stock: number;
  maxPerOrder: number | null;
  limitPerMember: number | null;
  /** The product's gross weight, for the shipping fee (ADR 019). */
  grossWeightG: number;
}

/** A line as the cart is built from: stored, or a visitor's for preview. */
interface LineInput {
  cartId: string;
  skuId: string;
  quantity: number;
  selected: boolean;
}

type Reason = CartLine['unavailable_reason'];

export function reasonOf(state: SkuState): Reason {
  if (!state.offered) return 'sku_missing';
  if (state.removed) return 'removed';
  if (state.stock === 0) return 'sold_out';
  return null;
}

export const refusalFor: Record<NonNullable<Reason>, ErrorEntry> = {
  sku_missing: errorCatalogue.skuNotFound,
  removed: errorCatalogue.productOffShelf,
  sold_out: errorCatalogue.productSoldOut,
};

const isAvailable = (state: SkuState | undefined): state is SkuState =>
  state !== undefined && reasonOf(state) === null;

// Prepared (server/db/prepared.ts): every preview and submit reads its SKUs so.
const skuRows = prepared('sku_states', (db) =>
  db
    .select({
      skuId: skus.skuId,
      productNo: skus.productNo,
      skuName: skus.name,
      productName: products.name,
      art: products.art,
      offerSku: skuOffers.skuId,
      price: skuOffers.price,
      scribingPrice: skuOffers.scribingPrice,
      stock: skuOffers.stock,
      status: productListings.status,
      maxPerOrder: productListings.maxPerOrder,
      limitPerMember: productListings.limitPerMember,
      // Read with the SKU rather than in a query of its own: one round trip fewer per priced order.
      grossWeightG: sql<number>`(${products.specs}->>'grossWeightG')::int`,
    })
    .from(skus)
    .innerJoin(products, eq(products.productNo, skus.productNo))
    .leftJoin(
      skuOffers,
      and(
        eq(skuOffers.skuId, skus.skuId),
        eq(skuOffers.countryCode, placeholderOf(skuOffers.countryCode, 'country')),
      ),
    )
    .leftJoin(
      productListings,
      and(
        eq(productListings.productNo, skus.productNo),
        eq(productListings.countryCode, placeholderOf(productListings.countryCode, 'country')),
      ),
    )
    .where(anyOf(skus.skuId, 'skuIds')),
);

/** The catalogue's state of each SKU in `skuIds` that exists at all. */
export async function skuStates(
  db: Db,
  country: CountryCode,
  skuIds: readonly string[],
): Promise<Map<string, SkuState>> {
  if (skuIds.length === 0) return new Map();
  const rows = await skuRows(db).execute({ country, skuIds: [...new Set(skuIds)] });
  return new Map(
    rows.map((row) => [
      row.skuId,
      {
        skuId: row.skuId,
        productNo: row.productNo,
        skuName: row.skuName,
        productName: row.productName,
        thumb: productImageUrl(row.productNo, 0, 200, artVersion(row.art)),
        offered: row.offerSku !== null && row.status !== null,
        removed: row.status === 'removed',
        price: row.price ?? 0,
        scribingPrice: row.scribingPrice ?? null,
        stock: row.stock ?? 0,
        maxPerOrder: row.maxPerOrder ?? null,
        limitPerMember: row.limitPerMember ?? null,
        grossWeightG: Number(row.grossWeightG ?? 0),
      },
    ]),
  );
}

/** Units of `productNo` over the lines that could be bought (available SKUs), `except` one SKU. */
function productUnits(
  lines: readonly Pick<LineInput, 'skuId' | 'quantity'>[],
  states: ReadonlyMap<string, SkuState>,
  productNo: string,
  except?: string,
): number {
  let units = 0;
  for (const line of lines) {
    const state = states.get(line.skuId);
    if (line.skuId !== except && state?.productNo === productNo && isAvailable(state)) units += line.quantity;
  }
  return units;
}

/** Builds the cart answer: lines priced from the catalogue, unavailable ones apart, the totals. */
function buildCart(
  country: CountryCode,
  language: LanguageCode,
  inputs: readonly LineInput[],
  states: ReadonlyMap<string, SkuState>,
): Cart {
  const lines: CartLine[] = [];
  const unavailable: CartLine[] = [];
  let subtotal = 0;
  let total = 0;
  let selectedCount = 0;
  let selectedQuantity = 0;
  for (const input of inputs) {
    const state = states.get(input.skuId);
    if (!state) continue;
    const reason = reasonOf(state);
    const units = productUnits(inputs, states, state.productNo);
    const exceeds =
      reason === null &&
      (input.quantity > state.stock ||
        (state.maxPerOrder !== null && units > state.maxPerOrder) ||
        (state.limitPerMember !== null && units > state.limitPerMember));
    const selected = reason === null && input.selected;
    const lineTotal = multiplyMoney(state.price, input.quantity);
    const line: CartLine = {
      cart_id: input.cartId,
      product_no: state.productNo,
      product_name: state.productName[language],
      sku_id: state.skuId,
      sku_name: state.skuName[language],
      thumb_image_url: state.thumb,
      price: state.price,
      scribing_price: state.scribingPrice,
      discount: percentOff(state.price, state.scribingPrice),
      quantity: input.quantity,
      stock: state.stock,
      max_quantity: state.maxPerOrder,
      limit_per_member: state.limitPerMember,
      selected,
      available: reason === null,
      unavailable_reason: reason,
      exceeds_limit: exceeds,
      line_total: lineTotal,
    };
    if (reason === null) lines.push(line);
    else unavailable.push(line);
    if (selected) {
      selectedCount += 1;
      selectedQuantity += input.quantity;
      subtotal = addMoney(subtotal, multiplyMoney(state.scribingPrice ?? state.price, input.quantity));
      total = addMoney(total, lineTotal);
    }
  }
  return {
    currency_code: countryDefaults[country].currency_code,
    lines,
    unavailable,
    all_selected: lines.length > 0 && lines.every((line) => line.selected),
    totals: {
      selected_count: selectedCount,
      selected_quantity: selectedQuantity,
      subtotal,
      discount: subtractMoney(subtotal, total),
      total,
    },
  };
}

// ─── Stored carts ───────────────────────────────────────────────────────────────────────────────

interface StoredLine extends LineInput {
  id: string;
}

async function storedLines(
  db: Db,
  owner: Pick<MemberCaller, 'memberId' | 'country' | 'language'>,
): Promise<StoredLine[]> {
  const rows = await db
    .select({
      id: cartItems.id,
      skuId: cartItems.skuId,
      quantity: cartItems.quantity,
      selected: cartItems.selected,
    })
    .from(cartItems)
    .where(and(eq(cartItems.memberId, owner.memberId), eq(cartItems.countryCode, owner.country)))
    .orderBy(desc(cartItems.seq));
  return rows.map((row) => ({ ...row, cartId: row.id }));
}

/** GET order/cart/list: the member's cart in the country, newest first. */
export async function cartOf(
  db: Db,
  owner: Pick<MemberCaller, 'memberId' | 'country' | 'language'>,
): Promise<Cart> {
  const lines = await storedLines(db, owner);
  const states = await skuStates(
    db,
    owner.country,
    lines.map((line) => line.skuId),
  );
  return buildCart(owner.country, owner.language, lines, states);
}

/** GET order/cart/count: the tab badge. Decision: the number of available lines, not units. */
export async function cartCount(
  db: Db,
  owner: Pick<MemberCaller, 'memberId' | 'country' | 'language'>,
): Promise<{ count: number }> {
  const cart = await cartOf(db, owner);
  return { count: cart.lines.length };
}

/**
 * Runs a change on the member's cart: locks the member (one cart change at a time per member,
 * also across servers on PostgreSQL), hands over the lines and the catalogue state of their SKUs
 * plus `extraSkus`, then answers the cart as it now is.
 */
async function changeCart(
  db: Db,
  owner: Pick<MemberCaller, 'memberId' | 'country' | 'language'>,
  extraSkus: readonly string[],
  change: (tx: Db, lines: StoredLine[], states: Map<string, SkuState>) => Promise<void>,
): Promise<Cart> {
  return inTransaction(db, async (tx) => {
    await tx.select({ id: members.id }).from(members).where(eq(members.id, owner.memberId)).for('update');
    const lines = await storedLines(tx, owner);
    const states = await skuStates(tx, owner.country, [...lines.map((line) => line.skuId), ...extraSkus]);
    await change(tx, lines, states);
    return cartOf(tx, owner);
  });
}

/**
 * Refuses a line of `quantity` units when `productTotal` units of its product would be in the
 * cart, in the order of contract/catalogue.ts: missing, removed, sold out, stock, max per order,
 * per-member limit.
 */
function checkQuantity(state: SkuState | undefined, quantity: number, productTotal: number): void {
  if (!state) throw new DomainError(errorCatalogue.skuNotFound);
  const reason = reasonOf(state);
  if (reason) throw new DomainError(refusalFor[reason]);
  if (quantity > state.stock) throw new DomainError(errorCatalogue.insufficientStock);
  if (quantity > CART_MAX_QUANTITY || (state.maxPerOrder !== null && productTotal > state.maxPerOrder))
    throw new DomainError(errorCatalogue.maxPurchaseQuantity);
  if (state.limitPerMember !== null && productTotal > state.limitPerMember)
    throw new DomainError(errorCatalogue.purchaseLimit);
}

/** POST order/cart/add: adds to the SKU's line (or makes one) and selects it. */
export function addToCart(
  db: Db,
  owner: Pick<MemberCaller, 'memberId' | 'country' | 'language'>,
  request: CartAddRequest,
  now: Date,
): Promise<Cart> {
  return changeCart(db, owner, [request.sku_id], async (tx, lines, states) => {
    const state = states.get(request.sku_id);
    const existing = lines.find((line) => line.skuId === request.sku_id);
    const quantity = (existing?.quantity ?? 0) + request.quantity;
    const others = state ? productUnits(lines, states, state.productNo, request.sku_id) : 0;
    checkQuantity(state, quantity, others + quantity);
    if (existing) {
      await tx
        .update(cartItems)
        .set({ quantity, selected: true, updatedAt: now })
        .where(eq(cartItems.id, existing.id));
      return;
    }
    if (lines.length >= CART_MAX_LINES) throw new DomainError(errorCatalogue.cartFull);
    await tx.insert(cartItems).values({
      memberId: owner.memberId,
      countryCode: owner.country,
      skuId: request.sku_id,
      quantity,
      selected: true,
      createdAt: now,
      updatedAt: now,
    });
  });
}

/** The member's lines named by cart ids or SKU ids; 1103017 when any is not in this cart. */
function pick(lines: readonly StoredLine[], ids: { cart_ids?: string[]; sku_ids?: string[] }): StoredLine[] {
  const byCartId = ids.cart_ids !== undefined;
  const wanted = [...new Set(ids.cart_ids ?? ids.sku_ids ?? [])];
  return wanted.map((id) => {
    const line = lines.find((candidate) => (byCartId ? candidate.id === id : candidate.skuId === id));
    if (!line) throw new DomainError(errorCatalogue.cartItemNotFound);
    return line;
  });
}

/** POST order/cart/update: sets a line's quantity. */
export function updateCartLine(
  db: Db,
  owner: Pick<MemberCaller, 'memberId' | 'country' | 'language'>,
  request: CartUpdateRequest,
  now: Date,
): Promise<Cart> {
  return changeCart(db, owner, [], async (tx, lines, states) => {
    const ids =
      request.cart_id !== undefined ? { cart_ids: [request.cart_id] } : { sku_ids: [request.sku_id ?? ''] };
    const [line] = pick(lines, ids) as [StoredLine];
    const state = states.get(line.skuId);
    const others = state ? productUnits(lines, states, state.productNo, line.skuId) : 0;
    checkQuantity(state, request.quantity, others + request.quantity);
    await tx
      .update(cartItems)
      .set({ quantity: request.quantity, updatedAt: now })
      .where(eq(cartItems.id, line.id));
  });
}

/** POST order/cart/select: selects or deselects lines; an unavailable line cannot be selected. */
export function selectCartLines(
  db: Db,
  owner: Pick<MemberCaller, 'memberId' | 'country' | 'language'>,
  request: CartSelectRequest,
  now: Date,
): Promise<Cart> {
  return changeCart(db, owner, [], async (tx, lines, states) => {
    const picked = pick(lines, request);
    if (request.selected) {
      for (const line of picked) {
        const state = states.get(line.skuId);
        const reason = state ? reasonOf(state) : 'sku_missing';
        if (reason) throw new DomainError(refusalFor[reason]);
      }
    }
    await tx
      .update(cartItems)
      .set({ selected: request.selected, updatedAt: now })
      .where(
        inArray(
          cartItems.id,
          picked.map((line) => line.id),
        ),
      );
  });
}

/** POST order/cart/select_all: every available line; unavailable ones stay unselectable. */
export function selectAllCartLines(
  db: Db,
  owner: Pick<MemberCaller, 'memberId' | 'country' | 'language'>,
  selected: boolean,
  now: Date,
): Promise<Cart> {
  return changeCart(db, owner, [], async (tx, lines, states) => {
    const ids = lines.filter((line) => isAvailable(states.get(line.skuId))).map((line) => line.id);
    if (ids.length === 0) return;
    await tx.update(cartItems).set({ selected, updatedAt: now }).where(inArray(cartItems.id, ids));
  });
}

/** POST order/cart/delete: removes lines, all or none. */
export function deleteCartLines(
  db: Db,
  owner: Pick<MemberCaller, 'memberId' | 'country' | 'language'>,
  request: CartDeleteRequest,
): Promise<Cart> {
  return changeCart(db, owner, [], async (tx, lines) => {
    const picked = pick(lines, request);
    await tx.delete(cartItems).where(
      inArray(
        cartItems.id,
        picked.map((line) => line.id),
      ),
    );
  });
}

/** A visitor's items with each SKU once: quantities added (at most 999), selected if any was. */
function combine(items: CartMergeRequest['items']) {
  const combined = new Map<string, { quantity: number; selected: boolean }>();
  for (const item of items) {
    const seen = combined.get(item.sku_id);
    combined.set(item.sku_id, {
      quantity: Math.min(CART_MAX_QUANTITY, (seen?.quantity ?? 0) + item.quantity),
      selected: (seen?.selected ?? false) || item.selected,
    });
  }
  return combined;
}

/**
 * POST order/cart/merge: the visitor's cart joins the member's at login. Never refuses: see the
 * decision on cartMergeRequestSchema. The visitor's items come newest first, and keep that order
 * above the lines already there.
 */
export function mergeCart(
  db: Db,
  owner: Pick<MemberCaller, 'memberId' | 'country' | 'language'>,
  request: CartMergeRequest,
  now: Date,
): Promise<Cart> {
  const incoming = combine(request.items);
  return changeCart(db, owner, [...incoming.keys()], async (tx, lines, states) => {
    const current = new Map(lines.map((line) => [line.skuId, { ...line }]));
    const inserts: { skuId: string; quantity: number; selected: boolean }[] = [];
    const updates: StoredLine[] = [];
    const held = () => [...current.values(), ...inserts];
    for (const [skuId, item] of incoming) {
      const state = states.get(skuId);
      if (!state || !state.offered) continue;
      const line = current.get(skuId);
      if (!line && held().length >= CART_MAX_LINES) continue;
      if (!isAvailable(state)) {
        // Kept where the shopper saw it, under "unavailable"; a line already there stays as it is.
        if (!line) inserts.push({ skuId, quantity: item.quantity, selected: false });
        continue;
      }
      const have = line?.quantity ?? 0;
      const others = productUnits(held(), states, state.productNo, skuId);
      let cap = Math.min(CART_MAX_QUANTITY, state.stock);
      if (state.maxPerOrder !== null) cap = Math.min(cap, state.maxPerOrder - others);
      if (state.limitPerMember !== null) cap = Math.min(cap, state.limitPerMember - others);
      const quantity = Math.max(have, Math.min(have + item.quantity, cap));
      if (!line) {
        if (quantity >= 1) inserts.push({ skuId, quantity, selected: item.selected });
        continue;
      }
      if (quantity !== line.quantity || (item.selected && !line.selected)) {
        line.quantity = quantity;
        line.selected = line.selected || item.selected;
        updates.push(line);
      }
    }
    for (const line of updates) {
      await tx
        .update(cartItems)
        .set({ quantity: line.quantity, selected: line.selected, updatedAt: now })
        .where(eq(cartItems.id, line.id));
    }
    if (inserts.length > 0) {
      // Oldest first, so the first item given gets the highest seq and shows first.
      await tx.insert(cartItems).values(
        inserts.reverse().map((line) => ({
          memberId: owner.memberId,
          countryCode: owner.country,
          skuId: line.skuId,
          quantity: line.quantity,
          selected: line.selected,
          createdAt: now,
          updatedAt: now,
        })),
      );
    }
  });
}

/** POST order/cart/preview: a visitor's items priced like a stored cart; nothing is stored. */
export async function previewCart(
  db: Db,
  shopper: { country: CountryCode; language: LanguageCode },
  request: CartMergeRequest,
): Promise<Cart> {
  const incoming = combine(request.items);
  const states = await skuStates(db, shopper.country, [...incoming.keys()]);
  const inputs: LineInput[] = [...incoming].map(([skuId, item]) => ({
    cartId: skuId,
    skuId,
    quantity: item.quantity,
    selected: item.selected,
  }));
  return buildCart(shopper.country, shopper.language, inputs, states);
}
