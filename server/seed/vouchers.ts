import crypto from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import { countryCodes, countryDefaults, type CountryCode, type CurrencyCode } from '../../contract/countries';
import { formatMoney } from '../../contract/money';
import type { DiscountType, VoucherKind, VoucherScope } from '../../contract/voucher-constants';
import type { Db } from '../db/client';
import { productListings, voucherCampaignProducts, voucherCampaigns, type LocalizedText } from '../db/schema';

/**
 * The demo voucher campaigns (ADR 028): per country, one campaign for every rule, so each
 * voucher code of SPEC.md §8 can be reached from the claim centre or the API. Windows are relative
 * to the moment of seeding (`now`: the test clock in tests), so "live", "not started" and "ended"
 * hold on the day the database is made; ids are fixed per country and slug (seedCampaignId) so tests
 * and the e2e journeys name them.
 *
 *   welcome        new users only, Rp 10.000 off from Rp 50.000, 7 days after claim
 *   free-shipping  shipping up to Rp 20.000, anyone, fixed window
 *   percent-picks  10 % up to Rp 25.000 from Rp 100.000, selected products only, stacks
 *   app-only       claimable only inside the app (1101047)
 *   daily-deal     2 claims a member (1101037 at the 3rd), 1 day after claim (the countdown)
 *   online-only    for orders paid online
 *   not-started    starts in 7 days (1101041)
 *   ended          ended yesterday, listed nowhere (1101040 by id)
 *   sold-out       5 of 5 claimed (1101045)
 *   code-only      claimed by typing PASAR10 (virtual/mapping; 1101030 by id)
 */

export const SEED_VOUCHER_CODE = 'PASAR10';

const DAY = 24 * 60 * 60 * 1000;

/** A fixed uuid per country and slug: sha-1 of both, laid out as a version-5-style uuid. */
export function seedCampaignId(country: CountryCode, slug: string): string {
  const hex = crypto.createHash('sha1').update(`pasar-voucher:${country}:${slug}`).digest('hex');
  const variant = ((parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** Money in each country's currency for one template: IDR, SGD and MYR minor units. */
type PerCurrency = Readonly<Record<CurrencyCode, number>>;
const money = (idr: number, sgd: number, myr: number): PerCurrency => ({ IDR: idr, SGD: sgd, MYR: myr });

interface Template {
  slug: string;
  kind: VoucherKind;
  discountType: DiscountType;
  /** Per currency for fixed; basis points for percent (the same everywhere). */
  value: PerCurrency | number;
  maxDiscount?: PerCurrency;
  minSpend: PerCurrency;
  title: (amount: string) => LocalizedText;
  /** Offsets from now, in days. */
  starts: number;
  ends: number;
  validity: { days: number } | { from: number; until: number };
  totalQuantity?: number;
  claimedCount?: number;
  perMemberLimit?: number;
  newUsersOnly?: boolean;
  appOnly?: boolean;
  onlineOnly?: boolean;
  stackable?: boolean;
  scope?: VoucherScope;
  code?: string;
}

const templates: readonly Template[] = [
  {
    slug: 'welcome',
    kind: 'discount',
    discountType: 'fixed',
    value: money(10_000, 300, 500),
    minSpend: money(50_000, 2000, 3000),
    title: (a) => ({
      en: `New user: ${a} off`,
      id: `Pengguna baru: potongan ${a}`,
      'zh-CN': `新用户立减${a}`,
    }),
    starts: -1,
    ends: 365,
    validity: { days: 7 },
    newUsersOnly: true,
  },
  {
    slug: 'free-shipping',
    kind: 'shipping',
    discountType: 'fixed',
    value: money(20_000, 500, 600),
    minSpend: money(0, 0, 0),
    title: (a) => ({
      en: `Free shipping up to ${a}`,
      id: `Gratis ongkir hingga ${a}`,
      'zh-CN': `免运费，最高${a}`,
    }),
    starts: -1,
    ends: 365,
    validity: { from: -1, until: 395 },
  },
  {
    slug: 'percent-picks',
    kind: 'discount',
    discountType: 'percent',
    value: 1000,
    maxDiscount: money(25_000, 800, 1000),
    minSpend: money(100_000, 3000, 5000),
    title: (a) => ({
      en: `10% off selected products, up to ${a}`,
      id: `Diskon 10% produk pilihan, maks. ${a}`,
      'zh-CN': `精选商品九折，最高减${a}`,
    }),
    starts: -1,
    ends: 180,
    validity: { from: -1, until: 210 },
    stackable: true,
    scope: 'selected',
    perMemberLimit: 2,
  },
  {
    slug: 'app-only',
    kind: 'discount',
    discountType: 'fixed',
    value: money(15_000, 400, 700),
    minSpend: money(75_000, 2500, 3500),
    title: (a) => ({
      en: `App exclusive: ${a} off`,
      id: `Khusus aplikasi: potongan ${a}`,
      'zh-CN': `App专享立减${a}`,
    }),
    starts: -1,
    ends: 90,
    validity: { days: 14 },
    appOnly: true,
  },
  {
    slug: 'daily-deal',
    kind: 'discount',
    discountType: 'fixed',
    value: money(5_000, 100, 200),
    minSpend: money(30_000, 1000, 1500),
    title: (a) => ({
      en: `Daily deal: ${a} off`,
      id: `Promo harian: potongan ${a}`,
      'zh-CN': `每日特惠立减${a}`,
    }),
    starts: -1,
    ends: 60,
    validity: { days: 1 },
    perMemberLimit: 2,
  },
  {
    slug: 'online-only',
    kind: 'discount',
    discountType: 'fixed',
    value: money(8_000, 200, 300),
    minSpend: money(40_000, 1500, 2000),
    title: (a) => ({
      en: `${a} off when you pay online`,
      id: `Potongan ${a} untuk pembayaran online`,
      'zh-CN': `在线支付立减${a}`,
    }),
    starts: -1,
    ends: 120,
    validity: { from: -1, until: 150 },
    onlineOnly: true,
  },
  {
    slug: 'not-started',
    kind: 'discount',
    discountType: 'fixed',
    value: money(25_000, 600, 900),
    minSpend: money(150_000, 5000, 6000),
    title: (a) => ({
      en: `Payday sale: ${a} off`,
      id: `Promo gajian: potongan ${a}`,
      'zh-CN': `发薪日特惠立减${a}`,
    }),
    starts: 7,
    ends: 14,
    validity: { from: 7, until: 21 },
  },
  {
    slug: 'ended',
    kind: 'discount',
    discountType: 'fixed',
    value: money(12_000, 300, 400),
    minSpend: money(60_000, 2000, 2500),
    title: (a) => ({
      en: `Flash sale: ${a} off`,
      id: `Flash sale: potongan ${a}`,
      'zh-CN': `限时抢购立减${a}`,
    }),
    starts: -30,
    ends: -1,
    validity: { from: -30, until: -1 },
  },
  {
    slug: 'sold-out',
    kind: 'discount',
    discountType: 'fixed',
    value: money(50_000, 1000, 1500),
    minSpend: money(200_000, 6000, 8000),
    title: (a) => ({ en: `Limited: ${a} off`, id: `Terbatas: potongan ${a}`, 'zh-CN': `限量立减${a}` }),
    starts: -3,
    ends: 30,
    validity: { from: -3, until: 45 },
    totalQuantity: 5,
    claimedCount: 5,
  },
  {
    slug: 'code-only',
    kind: 'discount',
    discountType: 'percent',
    value: 1000,
    maxDiscount: money(30_000, 1000, 1200),
    minSpend: money(80_000, 2500, 3000),
    title: (a) => ({
      en: `Code voucher: 10% off up to ${a}`,
      id: `Voucher kode: diskon 10% maks. ${a}`,
      'zh-CN': `兑换码：九折，最高减${a}`,
    }),
    starts: -1,
    ends: 365,
    validity: { days: 30 },
    code: SEED_VOUCHER_CODE,
  },
];

/** The terms (/vouchertcs) of a campaign, built from its rules, in each language. */
function termsOf(template: Template, currency: CurrencyCode): LocalizedText {
  const min = formatMoney(template.minSpend[currency], currency);
  const lines: Record<keyof LocalizedText, string[]> = { en: [], id: [], 'zh-CN': [] };
  const add = (en: string, id: string, zh: string) => {
    lines.en.push(en);
    lines.id.push(id);
    lines['zh-CN'].push(zh);
  };
  if (template.minSpend[currency] > 0)
    add(`Minimum spend ${min}.`, `Minimal belanja ${min}.`, `最低消费${min}。`);
  else add('No minimum spend.', 'Tanpa minimal belanja.', '无最低消费。');
  if (template.kind === 'shipping')
    add(
      'Takes the amount off the shipping fee. Not returned when an order is refunded.',
      'Memotong ongkir. Tidak kembali jika pesanan mendapat pengembalian dana.',
      '用于抵扣运费。订单退款时不退回。',
    );
  if (template.scope === 'selected')
    add('Valid for selected products only.', 'Hanya berlaku untuk produk pilihan.', '仅限指定商品使用。');
  else add('Valid for all products.', 'Berlaku untuk semua produk.', '全场商品可用。');
  if ('days' in template.validity)
    add(
      `Use within ${template.validity.days} day(s) after you claim it.`,
      `Gunakan dalam ${template.validity.days} hari setelah kamu klaim.`,
      `领取后${template.validity.days}天内有效。`,
    );
  if (template.newUsersOnly)
    add(
      'For new users who have not completed an order yet.',
      'Untuk pengguna baru yang belum pernah menyelesaikan pesanan.',
      '仅限尚未完成过订单的新用户。',
    );
  if (template.appOnly)
    add(
      'Claim and use it in the Pasar app.',
      'Klaim dan gunakan di aplikasi Pasar.',
      '仅限在 Pasar App 内领取和使用。',
    );
  if (template.onlineOnly)
    add('Not valid with cash on delivery.', 'Tidak berlaku untuk bayar di tempat (COD).', '货到付款不可用。');
  if (template.stackable)
    add(
      'Can be combined with other vouchers.',
      'Bisa digabung dengan voucher lain.',
      '可与其他优惠券叠加使用。',
    );
  else
    add(
      'One discount voucher and one shipping voucher per order.',
      'Satu voucher diskon dan satu voucher ongkir per pesanan.',
      '每笔订单限用一张折扣券和一张运费券。',
    );
  add(
    'A voucher returns to your wallet if the order is cancelled while the voucher is still valid.',
    'Voucher kembali ke dompetmu jika pesanan dibatalkan selama voucher masih berlaku.',
    '订单取消时，若优惠券仍在有效期内，将退回您的券包。',
  );
  return { en: lines.en.join('\n\n'), id: lines.id.join('\n\n'), 'zh-CN': lines['zh-CN'].join('\n\n') };
}

/** How a template's amount reads in its title: the fixed value, or a percent voucher's cap. */
function headlineAmount(template: Template, currency: CurrencyCode): string {
  const amount =
    typeof template.value === 'number' ? template.maxDiscount![currency] : template.value[currency];
  return formatMoney(amount, currency);
}

/** Inserts the demo campaigns; `now` anchors their windows. Runs inside seedIfEmpty's transaction. */
export async function seedVouchers(db: Db, now: Date) {
  const at = (days: number) => new Date(now.getTime() + days * DAY);
  for (const country of countryCodes) {
    const currency = countryDefaults[country].currency_code as CurrencyCode;
    const rows = templates.map((template) => ({
      id: seedCampaignId(country, template.slug),
      countryCode: country,
      kind: template.kind,
      discountType: template.discountType,
      value: typeof template.value === 'number' ? template.value : template.value[currency],
      maxDiscount: template.maxDiscount?.[currency] ?? null,
      minSpend: template.minSpend[currency],
      startsAt: at(template.starts),
      endsAt: at(template.ends),
      validFrom: 'days' in template.validity ? null : at(template.validity.from),
      validUntil: 'days' in template.validity ? null : at(template.validity.until),
      validDaysAfterClaim: 'days' in template.validity ? template.validity.days : null,
      totalQuantity: template.totalQuantity ?? null,
      claimedCount: template.claimedCount ?? 0,
      perMemberLimit: template.perMemberLimit ?? 1,
      newUsersOnly: template.newUsersOnly ?? false,
      appOnly: template.appOnly ?? false,
      onlineOnly: template.onlineOnly ?? false,
      stackable: template.stackable ?? false,
      scope: template.scope ?? 'all',
      code: template.code ?? null,
      listed: template.code === undefined,
      title: template.title(headlineAmount(template, currency)),
      terms: termsOf(template, currency),
      createdAt: now,
    }));
    await db.insert(voucherCampaigns).values(rows);
    // The selected products: the country's first 24 coupon goods on shelf, by product number.
    const picks = await db
      .select({ productNo: productListings.productNo })
      .from(productListings)
      .where(
        and(
          eq(productListings.countryCode, country),
          eq(productListings.isCouponGoods, true),
          eq(productListings.status, 'on_shelf'),
        ),
      )
      .orderBy(asc(productListings.productNo))
      .limit(24);
    const selected = rows.filter((row) => row.scope === 'selected');
    if (picks.length > 0 && selected.length > 0)
      await db
        .insert(voucherCampaignProducts)
        .values(
          selected.flatMap((row) => picks.map((pick) => ({ campaignId: row.id, productNo: pick.productNo }))),
        );
  }
}
