import type { CartLine } from '../../../contract/cart';
import type { Decoration, ProductCard } from '../../../contract/catalogue';

// Stand-in data for the area's stories: pictures as data URIs (no network in the sandbox).
export function picture(label: string, background = '#e8e0d4'): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400" viewBox="0 0 400 400"><rect width="400" height="400" fill="${background}"/><text x="200" y="210" font-family="sans-serif" font-size="36" text-anchor="middle" fill="#5c5c66">${label}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

export function bannerPicture(background: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="480" viewBox="0 0 1200 480"><rect width="1200" height="480" fill="${background}"/><circle cx="900" cy="240" r="200" fill="#ffffff" opacity="0.2"/></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

export function card(no: number, overrides: Partial<ProductCard> = {}): ProductCard {
  const productNo = String(10000000 + no);
  return {
    product_no: productNo,
    product_name: `Kapal Api Special Mix coffee ${no}`,
    currency_code: 'IDR',
    price: 15_900 + no * 1000,
    scribing_price: null,
    discount: 0,
    thumb_image_url: picture(`#${no}`),
    major_image_url: picture(`#${no}`),
    flag_sold_out: 0,
    is_featured: false,
    isCouponGoods: false,
    sales_count: 1200,
    default_sku_id: `${productNo}01`,
    sku_count: 1,
    ...overrides,
  };
}

export const banners: Decoration['banners'] = [
  {
    id: 'fresh',
    title: 'Fresh picks, every morning',
    subtitle: 'Fruit, vegetables and meat delivered in 1–2 days',
    image_url: bannerPicture('#2e7d32'),
    link: { type: 'category', value: 100 },
  },
  {
    id: 'first-order',
    title: 'Free shipping on your first order',
    subtitle: 'Applied automatically at checkout',
    image_url: bannerPicture('#c2185b'),
    link: { type: 'page', value: '/coupons' },
  },
  {
    id: 'daily-needs',
    title: 'Stock up on daily needs',
    subtitle: 'Household and personal care from trusted brands',
    image_url: bannerPicture('#00838f'),
    link: { type: 'category', value: 500 },
  },
];

export function cartLine(no: number, overrides: Partial<CartLine> = {}): CartLine {
  const productNo = String(10000000 + no);
  return {
    cart_id: `${productNo}01`,
    product_no: productNo,
    product_name: `Bimoli Canola Cooking Oil 2 L (${no})`,
    sku_id: `${productNo}01`,
    sku_name: '2 L',
    thumb_image_url: picture(`#${no}`),
    price: 22_900,
    scribing_price: 32_900,
    discount: 30,
    quantity: 1,
    stock: 3,
    max_quantity: null,
    limit_per_member: null,
    selected: true,
    available: true,
    unavailable_reason: null,
    exceeds_limit: false,
    line_total: 22_900,
    ...overrides,
  };
}
