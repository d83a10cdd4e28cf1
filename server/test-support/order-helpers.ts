import crypto from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { CountryCode } from '../../contract/countries';
import type { OrderPreview } from '../../contract/order';
import { members, skuOffers } from '../db/schema';
import { catalogue, shopperHeaders, bearer, listingsIn } from './catalogue-helpers';
import type { TestServer } from './test-server';
import type { Database } from '../db/client';
import type { SeedListing } from '../seed/catalogue';

/** The flash-deal products (limit_per_member) of a country. */
export const limitedToMember = (country: CountryCode) =>
  new Set(
    catalogue.sections
      .filter((s) => s.countryCode === country && s.kind === 'flash_deals')
      .flatMap((s) => s.productNos),
  );

/** On shelf, no limits, every SKU with `minStock` or more. */
export function plainListings(country: CountryCode = 'ID', minStock = 20): SeedListing[] {
  return listingsIn(country).filter(
    (l) =>
      l.status === 'on_shelf' &&
      l.maxPerOrder === null &&
      !limitedToMember(country).has(l.productNo) &&
      l.skus.every((s) => s.stock >= minStock),
  );
}

/** The members row id of a shopper made by POST /api/dev/member (which answers its member_no). */
export async function memberIdOf(server: TestServer, shopper: { member_no: string }): Promise<string> {
  const [row] = await server.database.db
    .select({ id: members.id })
    .from(members)
    .where(eq(members.memberNo, shopper.member_no));
  return row!.id;
}

export type Shopper = Awaited<ReturnType<ReturnType<typeof orderFlows>['member']>>;

/** A shopper made by POST /api/dev/member and the order calls as that shopper. */
export function orderFlows(server: Pick<TestServer, 'call'> & { database: Pick<Database, 'db'> }) {
  async function member(country: CountryCode = 'ID', language = 'en') {
    const { json } = await server.call('POST', '/api/dev/member', { country_code: country });
    return shopperIn(
      json.data as { auth_token: string; member_no: string; phone: string; address_id: string },
      country,
      language,
    );
  }

  /** The order calls as a signed-in member shopping in `country` (X-Locale), to `address_id`. */
  function shopperIn(
    data: { auth_token: string; member_no: string; phone: string; address_id: string },
    country: CountryCode,
    language = 'en',
  ) {
    const headers = shopperHeaders(country, language, bearer(data.auth_token));
    const call = (method: string, path: string, body?: unknown, extra: Record<string, string> = {}) =>
      server.call(method, `/api/order/trade/${path}`, body, { ...headers, ...extra });
    const preview = async (skuList: { sku_id: string; quantity: number }[], more: object = {}) => {
      const answer = await call('POST', 'preview', { buy_type: 'now', sku_list: skuList, ...more });
      if (answer.json.code !== 0) throw new Error(`preview: ${JSON.stringify(answer.json)}`);
      return answer.json.data as OrderPreview;
    };
    /** Previews, then submits with the preview's token (or `override`) and a fresh key. */
    const submit = async (
      skuList: { sku_id: string; quantity: number }[],
      override: Record<string, unknown> = {},
      key: string = crypto.randomUUID(),
    ) => {
      const priced = await preview(skuList);
      return call(
        'POST',
        'submit',
        {
          buy_type: 'now',
          sku_list: skuList,
          address_id: data.address_id,
          price_token: priced.price_token,
          ...override,
        },
        { 'Idempotency-Key': key },
      );
    };
    return { ...data, headers, call, preview, submit };
  }

  async function stockOf(country: CountryCode, skuId: string): Promise<number> {
    const [row] = await server.database.db
      .select({ stock: skuOffers.stock })
      .from(skuOffers)
      .where(and(eq(skuOffers.skuId, skuId), eq(skuOffers.countryCode, country)));
    return row!.stock;
  }

  async function setStock(country: CountryCode, skuId: string, stock: number) {
    const { json } = await server.call(
      'POST',
      '/api/dev/stock',
      { sku_id: skuId, stock },
      shopperHeaders(country, 'en'),
    );
    if (json.code !== 0) throw new Error(`dev/stock: ${JSON.stringify(json)}`);
  }

  return { member, shopperIn, stockOf, setStock };
}
