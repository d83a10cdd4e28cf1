// What other parts of the server may use of this area (eslint.config.js refuses a path into
// its files from outside it). Generated from what was used when the server moved to areas; add to it
// deliberately.

export { backInStockMessage, nameInNotice, noticeRestocked, productNamesOf } from './arrival-notices';
export type { ProductArt } from './art';
export { CatalogueStore, searchMatches } from './catalogue-snapshot';
export type { CatalogueSnapshot } from './catalogue-snapshot';
export { couponProducts, listProducts } from './catalogue';
export { nextMidnight } from './decoration';
export type { GlyphName } from './glyphs';
export { percentOff } from './pricing';
export { setPrice } from './merchant-prices';
export { cardOf } from './product-cards';
export { mixColour, productImageUrl } from './product-images';
export { productTextsOf } from './product-texts';
export { catalogueRoutes } from './routes';
export { normalizeText, searchTextOf, searchTokensOf } from './search-text';
export type { ProductTexts } from './search-text';
export { staticAssetRoutes } from './static-asset-routes';
export { artVersion, createProductImageCache } from './static-assets';
export type { ProductImageCache } from './static-assets';
