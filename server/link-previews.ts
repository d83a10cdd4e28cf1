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
  const head =
    openGraphHead({
      title,
      description,
      url: `${origin}/commodDetail?product_no=${product.product_no}`,
      type: 'product',
      ogTitle: product.product_name,
      image: `${origin}${product.major_image_url}`,
      ...audience,
    }) + galleryPreload(product.images[0]?.url);
  return { status: 200, head };
}

/**
 * The tags a page's head says itself with: the tab's title, the description a search engine
 * shows, and the Open Graph a chat app's preview reads (its own title, description, picture,
 * address and language).
 */
function openGraphHead(page: {
  title: string;
  description: string;
  url: string;
  type: 'product' | 'website';
  /** The preview's title where it is shorter than the tab's (a product's name). */
  ogTitle?: string;
  image: string;
  country: CountryCode;
  language: LanguageCode;
}): string {
  const tag = (attribute: 'name' | 'property', key: string, value: string) =>
    `<meta ${attribute}="${key}" content="${escapeHtml(value)}" />`;
  return [
    `<title>${escapeHtml(page.title)}</title>`,
    tag('name', 'description', page.description),
    `<link rel="canonical" href="${escapeHtml(page.url)}" />`,
    tag('property', 'og:type', page.type),
    tag('property', 'og:site_name', 'Pasar'),
    tag('property', 'og:title', page.ogTitle ?? page.title),
    tag('property', 'og:description', page.description),
    tag('property', 'og:url', page.url),
    tag('property', 'og:image', page.image),
    tag(
      'property',
      'og:locale',
      `${page.language.slice(0, 2)}_${page.language === 'zh-CN' ? 'CN' : page.country}`,
    ),
    tag('name', 'twitter:card', page.type === 'product' ? 'summary_large_image' : 'summary'),
  ].join('');
}

/** The shop's picture for a page with none of its own (the app's icon, public/icons). */
const SHOP_PICTURE = '/icons/icon-512.png';

/**
 * The head of a drawn page other than a product's (server/first-view-pages.ts): its title and
 * description as the storefront's renderer words them (storefront/first-view-heads.ts), the
 * shop's picture, its own address (the query kept: a category's list is its own page).
 */
export interface PageHeadWords {
  title: string;
  description: string;
  /** The words' language: the shopper's, or a document's fixed one. */
  language: LanguageCode;
}

export function pagePreviewHead(
  words: PageHeadWords,
  pathWithQuery: string,
  country: CountryCode,
  origin: string,
): string {
  return openGraphHead({
    title: words.title,
    description: words.description,
    url: `${origin}${pathWithQuery}`,
    type: 'website',
    image: `${origin}${SHOP_PICTURE}`,
    country,
    language: words.language,
  });
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
