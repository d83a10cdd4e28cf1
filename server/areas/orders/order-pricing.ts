import { and, eq, gte, ne, sql } from 'drizzle-orm';
import { currencyOf, type CountryCode } from '../../../contract/countries';
import { timezoneFor } from '../../../contract/dates';
import type { LanguageCode } from '../../../contract/device';
import { errorCatalogue } from '../../../contract/errors';
import { addMoney, multiplyMoney, subtractMoney } from '../../../contract/money';
import type { OrderAddress, OrderSkuLine, PreviewLine } from '../../../contract/order';
import {
  ORDER_MAX_QUANTITY_PER_LINE,
  ORDER_VALUE_LIMIT_MINOR,
  type LineProblem,
} from '../../../contract/order-constants';
import type { Db } from '../../db/client';
import { anyOf, placeholderOf, prepared } from '../../db/prepared';
import { orderLines, orders } from '../../db/schema';
import { DomainError } from '../../lib/domain-error';
import { addressOfMember, defaultAddressOf } from '../addresses';
import { reasonOf, skuStates, type SkuState } from '../cart';
import { nextMidnight } from '../catalogue';
import { shippingQuote, type ShippingQuote } from './shipping-fee';
import type { MemberCaller } from '../../lib/caller';

/**
 * Prices an order from the catalogue, the member's address book and the member's earlier orders,
 * never from the request (which carries SKUs and quantities only); an order worth more than
 * ORDER_VALUE_LIMIT_MINOR is refused here (1103057), for the preview and submit alike. The preview answers it; submit
 * runs it again inside its transaction, after locking the member and the SKU rows, and refuses
 * what it marks (server/areas/orders/order-submit.ts).
 */

export interface PricedLine {
  skuId: string;
  quantity: number;
  state: SkuState;
  problem: LineProblem | null;
  /** What the member may still buy of this SKU now (stock and limits), null: unlimited but stock. */
  maxQuantity: number | null;
  /** Which limit a limit_exceeded line broke: max per order / per line (1103056) or per member (1105008). */
  limitBroken: 'per_order' | 'per_member' | null;
  grams: number;
}

export interface PricedOrder {
  lines: PricedLine[];
  /** SKUs asked for that the catalogue does not know at all (preview leaves them out; submit: 1105004). */
  unknownSkus: string[];
  address: OrderAddress | null;
  productAmount: number;
  discountAmount: number;
  subtotal: number;
  quote: ShippingQuote | null;
  total: number;
  /** Orders the member placed since the start of the country's day, in any state (the daily limit). */
  placedToday: number;
  token: string;
  /** What the token holds: vouchers and coins add theirs (order-benefits.ts benefitsToken). */
  tokenBody: TokenBody;
}

/** A SKU listed twice counts once with the quantities added; the first mention keeps its place. */
export function combineLines(list: readonly OrderSkuLine[]): OrderSkuLine[] {
  const combined = new Map<string, number>();
  for (const line of list) combined.set(line.sku_id, (combined.get(line.sku_id) ?? 0) + line.quantity);
  return [...combined].map(([sku_id, quantity]) => ({ sku_id, quantity }));
}

/** Midnight of `now`'s day in the country (no daylight saving in ID, SG, MY: a day is 24 h). */
export function startOfDay(now: Date, country: CountryCode): Date {
  return new Date(nextMidnight(now, timezoneFor(country)) - 24 * 60 * 60_000);
}

/**
 * What pricing needs of the member's earlier orders, in one round trip:
 * - whether this is the first order (Decision, ADR 019: the first order is free to ship while the
 *   member has no order that did not close, in any country; a closed order never shipped);
 * - how many orders were placed since the start of the day (the daily limit, 1103041, checked by
 *   submit);
 * - the units of each of `productNos` the member holds in orders placed in the country today that
 *   did not close. Decision: limit_per_member (1105008) counts these plus the order being placed:
 *   the flash-deal limits are "per member per day", as the cart's column says, and a closed order
 *   gave its units back.
 */
async function orderHistory(
  db: Db,
  shopper: Pick<MemberCaller, 'memberId' | 'country'>,
  productNos: readonly string[],
  since: Date,
) {
  const [row] = await historyRow(db).execute({
    memberId: shopper.memberId,
    country: shopper.country,
    since,
    productNos: [...productNos],
  });
  return {
    firstOrder: Number(row?.open ?? 0) === 0,
    placedToday: Number(row?.placedSince ?? 0),
    unitsToday: new Map((row?.unitsToday ?? []).map(([productNo, units]) => [productNo, Number(units)])),
  };
}

// Prepared (server/db/prepared.ts): every preview and submit reads it.
const historyRow = prepared('order_history', (db) => {
  const memberId = placeholderOf(orders.memberId, 'memberId');
  const since = placeholderOf(orders.createdAt, 'since');
  const unitsToday = db
    .select({
      productNo: orderLines.productNo,
      units: sql<number>`sum(${orderLines.quantity})::int`.as('units'),
    })
    .from(orderLines)
    .innerJoin(orders, eq(orders.orderNo, orderLines.orderNo))
    .where(
      and(
        eq(orders.memberId, memberId),
        eq(orders.countryCode, placeholderOf(orders.countryCode, 'country')),
        ne(orders.status, 'transaction_closed'),
        gte(orders.createdAt, since),
        anyOf(orderLines.productNo, 'productNos'),
      ),
    )
    .groupBy(orderLines.productNo)
    .as('units_today');
  return db
    .select({
      open: sql<number>`count(*) filter (where ${ne(orders.status, 'transaction_closed')})::int`,
      placedSince: sql<number>`count(*) filter (where ${gte(orders.createdAt, since)})::int`,
      // [product_no, units] pairs (json: one row for the three answers).
      unitsToday: sql<
        [string, number][] | null
      >`(select json_agg(json_build_array(${unitsToday.productNo}, ${unitsToday.units})) from ${unitsToday})`,
    })
    .from(orders)
    .where(eq(orders.memberId, memberId));
});

/**
 * The address an order goes to: the one named (1103012 when it is not the member's or not in the
 * order's country, as an unsupported address: an order number or address id cannot be probed),
 * else the default in the country, else none. `usedAt`: submit marks the named one used with it.
 */
async function orderAddress(
  db: Db,
  shopper: Pick<MemberCaller, 'memberId' | 'country' | 'language'>,
  addressId: string | undefined,
  usedAt: Date | undefined,
) {
  if (addressId === undefined) {
    const found = await defaultAddressOf(db, { memberId: shopper.memberId, country: shopper.country });
    return found ? withoutDefault(found) : null;
  }
  const saved = await addressOfMember(db, shopper.memberId, addressId, usedAt).catch((error: unknown) => {
    if (error instanceof DomainError && error.entry === errorCatalogue.addressNotFound)
      throw new DomainError(errorCatalogue.addressUnsupported);
    throw error;
  });
  if (saved.country_code !== shopper.country) throw new DomainError(errorCatalogue.addressUnsupported);
  return withoutDefault(saved);
}

function withoutDefault<A extends { is_default: boolean }>(address: A): Omit<A, 'is_default'> {
  const { is_default: _, ...rest } = address;
  return rest;
}

/**
 * The price token: opaque to clients; the lines' prices and quantities and the fee, readable here;
 * with vouchers or coins also the claims applied and the coins used, so submit refuses
 * (1103019) when the balance or the best combination moved since the preview.
 */
export interface TokenBody {
  l: [string, number, number][];
  f: number | null;
  v?: string[];
  c?: number;
}
export function tokenOf(body: TokenBody): string {
  return Buffer.from(JSON.stringify(body)).toString('base64url');
}
function pricesIn(token: string | undefined): Map<string, number> {
  if (!token) return new Map();
  try {
    const body = JSON.parse(Buffer.from(token, 'base64url').toString()) as TokenBody;
    return new Map(body.l.map(([sku, price]) => [sku, price]));
  } catch {
    return new Map();
  }
}

const withToken = (tokenBody: TokenBody) => ({ token: tokenOf(tokenBody), tokenBody });

/** Where a problem leaves the line: counted in the totals (a new price is still a price) or not. */
const counted = (problem: LineProblem | null) => problem === null || problem === 'price_changed';

/**
 * `placing`: submit prices the order it places, inside its transaction; the address named is marked
 * used by the same read (the preview leaves it alone).
 */
export async function priceOrder(
  db: Db,
  shopper: Pick<MemberCaller, 'memberId' | 'country' | 'language'>,
  request: { sku_list: readonly OrderSkuLine[]; address_id?: string; price_token?: string },
  now: Date,
  { placing = false } = {},
): Promise<PricedOrder> {
  const asked = combineLines(request.sku_list);
  const states = await skuStates(
    db,
    shopper.country,
    asked.map((line) => line.sku_id),
  );
  const known = asked.filter((line) => states.has(line.sku_id));
  const productNos = [...new Set(known.map((line) => states.get(line.sku_id)!.productNo))];
  const address = await orderAddress(db, shopper, request.address_id, placing ? now : undefined);
  const history = await orderHistory(db, shopper, productNos, startOfDay(now, shopper.country));
  const { firstOrder, unitsToday: ordered } = history;
  const earlierPrices = pricesIn(request.price_token);
  const unitsOf = (productNo: string) =>
    known
      .filter((line) => states.get(line.sku_id)!.productNo === productNo)
      .reduce((sum, line) => sum + line.quantity, 0);

  const lines: PricedLine[] = known.map((line) => {
    const state = states.get(line.sku_id)!;
    const units = unitsOf(state.productNo);
    const others = units - line.quantity;
    const already = ordered.get(state.productNo) ?? 0;
    const caps = [state.stock, ORDER_MAX_QUANTITY_PER_LINE];
    if (state.maxPerOrder !== null) caps.push(state.maxPerOrder - others);
    if (state.limitPerMember !== null) caps.push(state.limitPerMember - already - others);
    const maxQuantity = Math.max(0, Math.min(...caps));
    const perOrder =
      line.quantity > ORDER_MAX_QUANTITY_PER_LINE ||
      (state.maxPerOrder !== null && units > state.maxPerOrder);
    const perMember = state.limitPerMember !== null && units + already > state.limitPerMember;
    const earlier = earlierPrices.get(line.sku_id);
    let problem: LineProblem | null = null;
    const reason = reasonOf(state);
    if (reason === 'sold_out') problem = 'sold_out';
    else if (reason !== null) problem = 'unavailable';
    else if (line.quantity > state.stock) problem = 'not_enough_stock';
    else if (perOrder || perMember) problem = 'limit_exceeded';
    else if (earlier !== undefined && earlier !== state.price) problem = 'price_changed';
    return {
      skuId: line.sku_id,
      quantity: line.quantity,
      state,
      problem,
      maxQuantity,
      limitBroken: perOrder ? 'per_order' : perMember ? 'per_member' : null,
      grams: state.grossWeightG * line.quantity,
    };
  });

  let productAmount = 0;
  let subtotal = 0;
  let weight = 0;
  for (const line of lines.filter((l) => counted(l.problem))) {
    productAmount = addMoney(
      productAmount,
      multiplyMoney(line.state.scribingPrice ?? line.state.price, line.quantity),
    );
    subtotal = addMoney(subtotal, multiplyMoney(line.state.price, line.quantity));
    weight += line.grams;
  }
  // The order value limit (ADR 033): the goods at their price, refused before the fee, the
  // vouchers and the coins are worked out on them, and long before anything is stored.
  if (subtotal > ORDER_VALUE_LIMIT_MINOR[currencyOf(shopper.country)])
    throw new DomainError(errorCatalogue.orderValueLimit);
  const quote = address
    ? shippingQuote({ country: shopper.country, address, grams: weight, subtotal, firstOrder })
    : null;
  return {
    lines,
    unknownSkus: asked.filter((line) => !states.has(line.sku_id)).map((line) => line.sku_id),
    address,
    productAmount,
    discountAmount: subtractMoney(productAmount, subtotal),
    subtotal,
    quote,
    total: addMoney(subtotal, quote?.fee ?? 0),
    placedToday: history.placedToday,
    ...withToken({
      l: lines.map((line) => [line.skuId, line.state.price, line.quantity]),
      f: quote?.fee ?? null,
    }),
  };
}

/** A priced line as the preview answers it; `paidAmount`: its share after vouchers and coins (null: not counted). */
export function previewLineOf(
  line: PricedLine,
  language: LanguageCode,
  paidAmount: number | null,
): PreviewLine {
  return {
    sku_id: line.skuId,
    product_no: line.state.productNo,
    title: line.state.productName[language],
    sku_spec: line.state.skuName[language],
    image_url: line.state.thumb,
    unit_price: line.state.price,
    quantity: line.quantity,
    line_amount: multiplyMoney(line.state.price, line.quantity),
    paid_amount: paidAmount,
    problem: line.problem,
    stock: line.state.stock,
    max_quantity: line.maxQuantity,
  };
}
