import type { Context } from 'hono';
import type { ProductDetail } from '../contract/catalogue';
import { toCountryCode, type CountryCode } from '../contract/countries';
import type { LanguageCode } from '../contract/device';
import { isSuccess, readEnvelope } from '../contract/envelope';
import { productNotFound } from '../contract/error-codes';
import { formatMoney } from '../contract/money';
import { PRODUCT_GALLERY_SIZES, productImageSrcSet } from '../contract/product-image-sources';
import { ourLanguageOf } from './http/client-info';
import { escapeHtml } from './http/html-page';

/**
 * What a link says before any script runs, for a chat app's preview (WhatsApp, Telegram, LINE and
 * Facebook read the page's Open Graph tags and run no script), a crawler, and the tab's title: the
 * status of the page and the head that describes it.
 */
export interface LinkPreview {
  /** 200 for a product on sale, 410 for one taken off the shelf, 404 for one never sold here. */
  status: 200 | 404 | 410;
  /** The page's own head tags (already escaped HTML), or none for the shop's default head. */
  head: string | null;
}

/** The API as the storefront calls it, in process (the app's own `request`). */
export type ApiRequest = (path: string, init: RequestInit) => Promise<Response>;

/**
 * Decision: a preview's country and language come from the Accept-Language of whoever fetched
 * the link (a chat app's fetcher sends its user's, or none), since such a fetcher carries no
 * cookie and no storage: a region of ID, SG or MY names the country; otherwise an Indonesian
 * language means Indonesia; anything else, Indonesia, the shop's default country (contract/
 * countries.ts). The language is the first of ours the header names, else English. The shopper
 * who opens the link still sees the page in their own stored country and language once the app
 * runs; only the words of the preview follow this choice.
 */
export function previewAudience(acceptLanguage: string | undefined): {
  country: CountryCode;
  language: LanguageCode;
} {
  const tags = (acceptLanguage ?? '')
    .split(',')
    .map((part) => part.split(';')[0]!.trim().toLowerCase())
    .filter(Boolean);
  const language = tags.map(ourLanguageOf).find((found) => found !== null) ?? 'en';
  const region = tags
    .map((tag) => tag.split('-')[1]?.toUpperCase())
    .find((r) => r === 'ID' || r === 'SG' || r === 'MY');
  return { country: toCountryCode(region ?? (language === 'id' ? 'ID' : undefined)), language };
}

const describe: Record<LanguageCode, (name: string, price: string) => string> = {
  en: (name, price) => `${name} for ${price} on Pasar.`,
  id: (name, price) => `${name} seharga ${price} di Pasar.`,
  'zh-CN': (name, price) => `在 Pasar 以 ${price} 购买 ${name}。`,
};

/**
 * The preview of a product page (/commodDetail?product_no=…), read through the same call the page
 * makes (GET /api/consumer/product/min_sku_detail/{product_no}), so the two never disagree on what
 * a product is called, costs, or whether it is still sold. `origin` makes the picture's address
 * absolute, as Open Graph needs.
 */
export async function productPreview(
  api: ApiRequest,
  productNo: string,
  audience: { country: CountryCode; language: LanguageCode },
  origin: string,
): Promise<LinkPreview> {
  // A malformed number is as unknown as a missing one; the API says so too (1105002).
  if (!/^\d{1,20}$/.test(productNo)) return { status: 404, head: null };
  const res = await api(`/api/consumer/product/min_sku_detail/${productNo}`, {
    headers: { language: audience.language, 'x-locale': audience.country },
  });
  const answer = readEnvelope<ProductDetail>(await res.json());
  if (!answer || !isSuccess(answer)) {
    if (answer?.code === productNotFound) return { status: 404, head: null };
    throw new Error(`product ${productNo} answered ${res.status} / ${answer?.code}`);
  }
  const product = answer.data;
  if (product.status === 'removed') return { status: 410, head: null };
  const title = `${product.product_name} | Pasar`;
  const description = describe[audience.language](
    product.product_name,
    formatMoney(product.price, product.currency_code),
  );
  const url = `${origin}/commodDetail?product_no=${product.product_no}`;
  const tag = (attribute: 'name' | 'property', key: string, value: string) =>
    `<meta ${attribute}="${key}" content="${escapeHtml(value)}" />`;
  const head = [
    `<title>${escapeHtml(title)}</title>`,
    tag('name', 'description', description),
    `<link rel="canonical" href="${escapeHtml(url)}" />`,
    tag('property', 'og:type', 'product'),
    tag('property', 'og:site_name', 'Pasar'),
    tag('property', 'og:title', product.product_name),
    tag('property', 'og:description', description),
    tag('property', 'og:url', url),
    tag('property', 'og:image', `${origin}${product.major_image_url}`),
    tag(
      'property',
      'og:locale',
      `${audience.language.slice(0, 2)}_${audience.language === 'zh-CN' ? 'CN' : audience.country}`,
    ),
    tag('name', 'twitter:card', 'summary_large_image'),
    galleryPreload(product.images[0]?.url),
  ].join('');
  return { status: 200, head };
}

/**
 * The page's largest picture asked for as the HTML arrives, before any script has run and the
 * product been read again by the page: the same sources and sizes as the gallery's first <img>
 * (storefront/features/catalogue/product-gallery.tsx), so the browser picks the same file and
 * fetches it once.
 */
function galleryPreload(url: string | undefined): string {
  if (!url) return '';
  const srcset = productImageSrcSet(url);
  const sources = srcset
    ? ` imagesrcset="${escapeHtml(srcset)}" imagesizes="${escapeHtml(PRODUCT_GALLERY_SIZES)}"`
    : '';
  return `<link rel="preload" as="image" href="${escapeHtml(url)}"${sources} fetchpriority="high" />`;
}

/**
 * The page's head with the preview's tags in place of the shop's default title and description
 * (index.html: one `<title>`, one `<meta name="description">`), the rest of the page untouched.
 */
export function withPreviewHead(html: string, head: string): string {
  return html
    .replace(/<title>[^<]*<\/title>/, '')
    .replace(/<meta name="description"[^>]*>/, '')
    .replace('</head>', `${head}</head>`);
}

/** Who asks for the preview of a page: the product page's, from its query, or none. */
export function previewRequestOf(c: Context): { productNo: string } | null {
  if (c.req.path !== '/commodDetail') return null;
  const productNo = c.req.query('product_no');
  return productNo === undefined ? null : { productNo };
}
