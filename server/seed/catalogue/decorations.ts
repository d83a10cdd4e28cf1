import { countryCodes } from '../../../contract/countries';
import type { GlyphName } from '../../areas/catalogue';
import { L } from './text';
import type { Localized, SeedBanner, SeedLink, SeedListing, SeedProduct, SeedSection } from './types';

/**
 * The home page's decoration (GET cms/api/decoration): banners on top, then sections of products.
 *
 * Decision: sections are stored as fixed product lists chosen here, not computed per request, so
 * the home page is one cheap read and the demo looks the same on every run. Phase 2's decoration
 * answer drops a section's products that have since been removed.
 */

export const SECTION_SIZE = 10;

export function bannerImageUrl(id: string): string {
  return `/api/static/banners/${id}.svg`;
}

interface BannerDef {
  readonly key: string;
  readonly title: Localized;
  readonly subtitle: Localized;
  readonly link: SeedLink;
  readonly glyph: GlyphName;
  readonly colour: string;
}

const bannerDefs: readonly BannerDef[] = [
  {
    key: 'fresh',
    title: L('Fresh picks, every morning', 'Segar setiap pagi', '每日新鲜直送'),
    subtitle: L(
      'Fruit, vegetables and meat delivered in 1–2 days',
      'Buah, sayur, dan daging diantar dalam 1–2 hari',
      '水果、蔬菜和肉类，1–2天送达',
    ),
    link: { type: 'category', value: 100 },
    glyph: 'apple',
    colour: '#2e7d32',
  },
  {
    key: 'first-order',
    title: L('Free shipping on your first order', 'Gratis ongkir pesanan pertama', '首单免运费'),
    subtitle: L('Applied automatically at checkout', 'Otomatis berlaku saat checkout', '结算时自动抵扣'),
    link: { type: 'page', value: '/coupons' },
    glyph: 'package',
    colour: '#c2185b',
  },
  {
    key: 'daily-needs',
    title: L('Stock up on daily needs', 'Stok kebutuhan harian', '日用品囤货季'),
    subtitle: L(
      'Household and personal care from trusted brands',
      'Rumah tangga dan perawatan diri, merek tepercaya',
      '知名品牌家居与个护好物',
    ),
    link: { type: 'category', value: 500 },
    glyph: 'sprayCan',
    colour: '#00838f',
  },
  {
    key: 'snacks',
    title: L('Snack time deals', 'Promo camilan', '零食特惠'),
    subtitle: L(
      'Chips, biscuits and chocolate for less',
      'Keripik, biskuit, dan cokelat lebih hemat',
      '薯片、饼干、巧克力更优惠',
    ),
    link: { type: 'category', value: 200 },
    glyph: 'cookie',
    colour: '#ef6c00',
  },
  {
    key: 'charge',
    title: L('Charge up', 'Isi daya tanpa henti', '满电出发'),
    subtitle: L(
      'Power banks, chargers and cables',
      'Power bank, charger, dan kabel',
      '充电宝、充电器与数据线',
    ),
    link: { type: 'search', value: 'power bank' },
    glyph: 'batteryCharging',
    colour: '#303f9f',
  },
];

export function buildBanners(): SeedBanner[] {
  return countryCodes.flatMap((countryCode) =>
    bannerDefs.map((def, i) => {
      const id = `${countryCode.toLowerCase()}-${def.key}`;
      return {
        id,
        countryCode,
        title: def.title,
        subtitle: def.subtitle,
        link: def.link,
        imageUrl: bannerImageUrl(id),
        glyph: def.glyph,
        colour: def.colour,
        sort: i + 1,
      };
    }),
  );
}

const sectionTitles = {
  flash_deals: {
    title: L('Flash deals', 'Flash Sale', '限时秒杀'),
    subtitle: L(
      'Big discounts while stocks last',
      'Diskon besar selama persediaan ada',
      '大额折扣，售完即止',
    ),
  },
  new_arrivals: {
    title: L('New arrivals', 'Produk Baru', '新品上市'),
    subtitle: L('Just landed on our shelves', 'Baru hadir di rak kami', '刚刚上架'),
  },
  daily_needs: {
    title: L('Daily needs', 'Kebutuhan Harian', '日常必需'),
    subtitle: L(
      'Pantry, household and personal care',
      'Bahan pokok, kebutuhan rumah, dan perawatan diri',
      '粮油、家居与个护',
    ),
  },
  best_sellers: {
    title: L('Best sellers', 'Terlaris', '热销榜'),
    subtitle: L('What shoppers buy most', 'Paling banyak dibeli', '大家都在买'),
  },
} as const;

export function buildSections(
  products: readonly SeedProduct[],
  listings: readonly SeedListing[],
): SeedSection[] {
  const topOf = new Map(products.map((product) => [product.productNo, product.topCategoryId]));
  const sections: SeedSection[] = [];
  for (const countryCode of countryCodes) {
    const buyable = listings.filter(
      (l) => l.countryCode === countryCode && l.status === 'on_shelf' && l.skus.some((sku) => sku.stock > 0),
    );
    const bySales = [...buyable].sort(
      (a, b) => b.salesCount - a.salesCount || a.productNo.localeCompare(b.productNo),
    );
    const take = (list: readonly SeedListing[]) => list.slice(0, SECTION_SIZE).map((l) => l.productNo);
    const lists: Record<SeedSection['kind'], string[]> = {
      flash_deals: take(
        buyable
          .filter((l) => l.discount >= 15)
          .sort(
            (a, b) =>
              b.discount - a.discount ||
              b.salesCount - a.salesCount ||
              a.productNo.localeCompare(b.productNo),
          ),
      ),
      new_arrivals: take(
        [...buyable].sort(
          (a, b) => b.listedAt.localeCompare(a.listedAt) || a.productNo.localeCompare(b.productNo),
        ),
      ),
      daily_needs: take(bySales.filter((l) => [400, 500, 600].includes(topOf.get(l.productNo) ?? 0))),
      best_sellers: take(bySales),
    };
    const links: Record<SeedSection['kind'], SeedLink | null> = {
      flash_deals: null,
      new_arrivals: null,
      daily_needs: { type: 'category', value: 500 },
      best_sellers: null,
    };
    (Object.keys(lists) as SeedSection['kind'][]).forEach((kind, i) => {
      sections.push({
        id: `${countryCode.toLowerCase()}-${kind.replace('_', '-')}`,
        countryCode,
        kind,
        title: sectionTitles[kind].title,
        subtitle: sectionTitles[kind].subtitle,
        link: links[kind],
        productNos: lists[kind],
        sort: i + 1,
      });
    });
  }
  return sections;
}
