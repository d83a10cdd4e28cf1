import { defineMessages } from 'react-intl';
import type {NoMessageValues, MessageValue} from "react-intl";

export const catalogueMessages = defineMessages<{ readonly "soldOut": NoMessageValues; readonly "featured": NoMessageValues; readonly "voucher": NoMessageValues; readonly "discountOff": { readonly "discount": MessageValue }; readonly "loadFailed": NoMessageValues; readonly "loadMoreFailed": NoMessageValues; readonly "tryAgain": NoMessageValues; readonly "noMore": NoMessageValues; readonly "goShopping": NoMessageValues; readonly "seeAll": NoMessageValues; readonly "seeAllOf": { readonly "title": MessageValue }; readonly "homeTitle": NoMessageValues; readonly "carousel": NoMessageValues; readonly "slide": NoMessageValues; readonly "bannersLabel": NoMessageValues; readonly "slideOf": { readonly "count": MessageValue; readonly "index": MessageValue }; readonly "previousSlide": NoMessageValues; readonly "nextSlide": NoMessageValues; readonly "goToSlide": { readonly "index": MessageValue; readonly "title": MessageValue }; readonly "endsIn": NoMessageValues; readonly "feedTabs": NoMessageValues; readonly "recommended": NoMessageValues; readonly "hot": NoMessageValues; readonly "appTitle": NoMessageValues; readonly "appBody": NoMessageValues; readonly "appLink": NoMessageValues; readonly "appQrIos": NoMessageValues; readonly "appQrAndroid": NoMessageValues; readonly "appStoreIos": NoMessageValues; readonly "appStoreAndroid": NoMessageValues; readonly "categoriesTitle": NoMessageValues; readonly "categoriesLabel": NoMessageValues; readonly "allCategories": NoMessageValues; readonly "subcategoriesOf": { readonly "category": MessageValue }; readonly "allInCategory": NoMessageValues; readonly "allProducts": NoMessageValues; readonly "resultsFor": { readonly "keyword": MessageValue }; readonly "sortLabel": NoMessageValues; readonly "sortDefault": NoMessageValues; readonly "sortSales": NoMessageValues; readonly "sortPrice": NoMessageValues; readonly "sortPriceAscLabel": NoMessageValues; readonly "sortPriceDescLabel": NoMessageValues; readonly "noResultsTitle": NoMessageValues; readonly "noResultsBody": NoMessageValues; readonly "searchAgain": NoMessageValues; readonly "emptyCategoryTitle": NoMessageValues; readonly "emptyCategoryBody": NoMessageValues; readonly "productTitle": NoMessageValues; readonly "picturesOf": { readonly "name": MessageValue }; readonly "pictureOf": { readonly "count": MessageValue; readonly "index": MessageValue; readonly "name": MessageValue }; readonly "pictureCounter": { readonly "count": MessageValue; readonly "index": MessageValue }; readonly "showPicture": { readonly "count": MessageValue; readonly "index": MessageValue }; readonly "soldCount": { readonly "count": MessageValue }; readonly "soldOutNotice": NoMessageValues; readonly "options": NoMessageValues; readonly "onlyLeft": { readonly "count": MessageValue }; readonly "quantity": NoMessageValues; readonly "inStock": { readonly "count": MessageValue }; readonly "maxPerOrder": { readonly "count": MessageValue }; readonly "limitPerMember": { readonly "count": MessageValue }; readonly "addToCart": NoMessageValues; readonly "addedToCart": NoMessageValues; readonly "buyNow": NoMessageValues; readonly "cartWithCount": { readonly "count": number | bigint }; readonly "noticeSubscribe": NoMessageValues; readonly "noticeCancel": NoMessageValues; readonly "noticeOn": NoMessageValues; readonly "noticeOff": NoMessageValues; readonly "delivery": NoMessageValues; readonly "shipsWithin": { readonly "hours": MessageValue }; readonly "deliveryDays": { readonly "cityMax": MessageValue; readonly "cityMin": MessageValue; readonly "outMax": MessageValue; readonly "outMin": MessageValue }; readonly "specs": NoMessageValues; readonly "specBrand": NoMessageValues; readonly "specUnit": NoMessageValues; readonly "specSpecification": NoMessageValues; readonly "specComposition": NoMessageValues; readonly "specDimensions": NoMessageValues; readonly "specDimensionsValue": { readonly "height": MessageValue; readonly "length": MessageValue; readonly "width": MessageValue }; readonly "specShelfLife": NoMessageValues; readonly "specShelfLifeValue": { readonly "count": number | bigint; readonly "unit": string }; readonly "specNoExpiry": NoMessageValues; readonly "specNetWeight": NoMessageValues; readonly "specGrossWeight": NoMessageValues; readonly "description": NoMessageValues; readonly "similar": NoMessageValues; readonly "mayLike": NoMessageValues; readonly "removedTitle": NoMessageValues; readonly "removedHeading": NoMessageValues; readonly "removedBody": NoMessageValues }>({
  // Cards and lists
  soldOut: { id: 'catalogue.card.soldOut', defaultMessage: 'Sold out' },
  featured: { id: 'catalogue.card.featured', defaultMessage: 'Recommended' },
  voucher: { id: 'catalogue.card.voucher', defaultMessage: 'Voucher' },
  discountOff: { id: 'catalogue.card.discountOff', defaultMessage: '{discount}% off' },
  loadFailed: { id: 'catalogue.list.loadFailed', defaultMessage: 'Could not load this page' },
  loadMoreFailed: { id: 'catalogue.list.loadMoreFailed', defaultMessage: 'Could not load more products' },
  tryAgain: { id: 'catalogue.list.tryAgain', defaultMessage: 'Try again' },
  noMore: { id: 'catalogue.list.noMore', defaultMessage: 'You have seen everything' },
  goShopping: { id: 'catalogue.list.goShopping', defaultMessage: 'Go shopping' },
  seeAll: { id: 'catalogue.list.seeAll', defaultMessage: 'See all' },
  seeAllOf: { id: 'catalogue.list.seeAllOf', defaultMessage: 'See all: {title}' },

  // Home
  homeTitle: { id: 'catalogue.home.title', defaultMessage: 'Pasar: groceries and daily needs' },
  carousel: { id: 'catalogue.home.carousel', defaultMessage: 'carousel' },
  slide: { id: 'catalogue.home.slide', defaultMessage: 'slide' },
  bannersLabel: { id: 'catalogue.home.bannersLabel', defaultMessage: 'Promotions' },
  slideOf: { id: 'catalogue.home.slideOf', defaultMessage: '{index} of {count}' },
  previousSlide: { id: 'catalogue.home.previousSlide', defaultMessage: 'Previous promotion' },
  nextSlide: { id: 'catalogue.home.nextSlide', defaultMessage: 'Next promotion' },
  goToSlide: { id: 'catalogue.home.goToSlide', defaultMessage: 'Promotion {index}: {title}' },
  endsIn: { id: 'catalogue.home.endsIn', defaultMessage: 'Ends in' },
  feedTabs: { id: 'catalogue.home.feedTabs', defaultMessage: 'Products for you' },
  recommended: { id: 'catalogue.home.recommended', defaultMessage: 'Recommended' },
  hot: { id: 'catalogue.home.hot', defaultMessage: 'Hot' },
  appTitle: { id: 'catalogue.home.appTitle', defaultMessage: 'Shop faster in the Pasar app' },
  appBody: {
    id: 'catalogue.home.appBody',
    defaultMessage: 'App-only vouchers, order tracking and back-in-stock alerts.',
  },
  appLink: { id: 'catalogue.home.appLink', defaultMessage: 'Download the app' },
  appQrIos: { id: 'catalogue.home.appQrIos', defaultMessage: 'QR code: Pasar on the App Store' },
  appQrAndroid: { id: 'catalogue.home.appQrAndroid', defaultMessage: 'QR code: Pasar on Google Play' },
  appStoreIos: { id: 'catalogue.home.appStoreIos', defaultMessage: 'iPhone' },
  appStoreAndroid: { id: 'catalogue.home.appStoreAndroid', defaultMessage: 'Android' },

  // Categories
  categoriesTitle: { id: 'catalogue.categories.title', defaultMessage: 'Categories' },
  categoriesLabel: { id: 'catalogue.categories.label', defaultMessage: 'Categories' },
  allCategories: { id: 'catalogue.categories.all', defaultMessage: 'All categories' },
  subcategoriesOf: { id: 'catalogue.categories.subcategoriesOf', defaultMessage: 'Categories in {category}' },
  allInCategory: { id: 'catalogue.categories.allInCategory', defaultMessage: 'All' },

  // Product list
  allProducts: { id: 'catalogue.list.allProducts', defaultMessage: 'All products' },
  resultsFor: { id: 'catalogue.list.resultsFor', defaultMessage: '“{keyword}”' },
  sortLabel: { id: 'catalogue.list.sortLabel', defaultMessage: 'Sort by' },
  sortDefault: { id: 'catalogue.list.sortDefault', defaultMessage: 'Best match' },
  sortSales: { id: 'catalogue.list.sortSales', defaultMessage: 'Top sales' },
  sortPrice: { id: 'catalogue.list.sortPrice', defaultMessage: 'Price' },
  sortPriceAscLabel: { id: 'catalogue.list.sortPriceAsc', defaultMessage: 'Price: low to high' },
  sortPriceDescLabel: { id: 'catalogue.list.sortPriceDesc', defaultMessage: 'Price: high to low' },
  noResultsTitle: { id: 'catalogue.list.noResultsTitle', defaultMessage: 'No products found' },
  noResultsBody: {
    id: 'catalogue.list.noResultsBody',
    defaultMessage: 'Check the spelling or try a shorter, more general word.',
  },
  searchAgain: { id: 'catalogue.list.searchAgain', defaultMessage: 'Search again' },
  emptyCategoryTitle: { id: 'catalogue.list.emptyCategoryTitle', defaultMessage: 'Nothing here yet' },
  emptyCategoryBody: {
    id: 'catalogue.list.emptyCategoryBody',
    defaultMessage: 'New products arrive every week. Have a look around the shop meanwhile.',
  },

  // Product detail
  productTitle: { id: 'catalogue.detail.title', defaultMessage: 'Product details' },
  picturesOf: { id: 'catalogue.detail.picturesOf', defaultMessage: 'Pictures of {name}' },
  pictureOf: { id: 'catalogue.detail.pictureOf', defaultMessage: '{name}, picture {index} of {count}' },
  pictureCounter: { id: 'catalogue.detail.pictureCounter', defaultMessage: '{index} / {count}' },
  showPicture: { id: 'catalogue.detail.showPicture', defaultMessage: 'Show picture {index} of {count}' },
  soldCount: { id: 'catalogue.detail.soldCount', defaultMessage: '{count} sold' },
  soldOutNotice: {
    id: 'catalogue.detail.soldOutNotice',
    defaultMessage: 'This option is sold out. We can tell you when it is back.',
  },
  options: { id: 'catalogue.detail.options', defaultMessage: 'Options' },
  onlyLeft: { id: 'catalogue.detail.onlyLeft', defaultMessage: 'Only {count} left' },
  quantity: { id: 'catalogue.detail.quantity', defaultMessage: 'Quantity' },
  inStock: { id: 'catalogue.detail.inStock', defaultMessage: '{count} in stock' },
  maxPerOrder: { id: 'catalogue.detail.maxPerOrder', defaultMessage: 'Max {count} per order' },
  limitPerMember: { id: 'catalogue.detail.limitPerMember', defaultMessage: 'Limit {count} per customer' },
  addToCart: { id: 'catalogue.detail.addToCart', defaultMessage: 'Add to cart' },
  addedToCart: { id: 'catalogue.detail.addedToCart', defaultMessage: 'Added to cart' },
  buyNow: { id: 'catalogue.detail.buyNow', defaultMessage: 'Buy now' },
  cartWithCount: {
    id: 'catalogue.detail.cartWithCount',
    defaultMessage: '{count, plural, =0 {Cart} one {Cart, # item} other {Cart, # items}}',
  },
  noticeSubscribe: { id: 'catalogue.detail.noticeSubscribe', defaultMessage: 'Notify me when available' },
  noticeCancel: { id: 'catalogue.detail.noticeCancel', defaultMessage: 'Cancel notification' },
  noticeOn: { id: 'catalogue.detail.noticeOn', defaultMessage: 'We will let you know when it is back in stock' },
  noticeOff: { id: 'catalogue.detail.noticeOff', defaultMessage: 'Back-in-stock notification cancelled' },
  delivery: { id: 'catalogue.detail.delivery', defaultMessage: 'Delivery' },
  shipsWithin: { id: 'catalogue.detail.shipsWithin', defaultMessage: 'Ships within {hours} hours' },
  deliveryDays: {
    id: 'catalogue.detail.deliveryDays',
    defaultMessage: 'Arrives in {cityMin}–{cityMax} days in the city, {outMin}–{outMax} days out of town',
  },
  specs: { id: 'catalogue.detail.specs', defaultMessage: 'Specifications' },
  specBrand: { id: 'catalogue.detail.specBrand', defaultMessage: 'Brand' },
  specUnit: { id: 'catalogue.detail.specUnit', defaultMessage: 'Unit' },
  specSpecification: { id: 'catalogue.detail.specSpecification', defaultMessage: 'Specification' },
  specComposition: { id: 'catalogue.detail.specComposition', defaultMessage: 'Composition' },
  specDimensions: { id: 'catalogue.detail.specDimensions', defaultMessage: 'Size (L × W × H)' },
  specDimensionsValue: {
    id: 'catalogue.detail.specDimensionsValue',
    defaultMessage: '{length} × {width} × {height}',
  },
  specShelfLife: { id: 'catalogue.detail.specShelfLife', defaultMessage: 'Shelf life' },
  specShelfLifeValue: {
    id: 'catalogue.detail.specShelfLifeValue',
    defaultMessage:
      '{unit, select, day {{count, plural, one {# day} other {# days}}} month {{count, plural, one {# month} other {# months}}} other {{count, plural, one {# year} other {# years}}}}',
  },
  specNoExpiry: { id: 'catalogue.detail.specNoExpiry', defaultMessage: 'Does not expire' },
  specNetWeight: { id: 'catalogue.detail.specNetWeight', defaultMessage: 'Net weight' },
  specGrossWeight: { id: 'catalogue.detail.specGrossWeight', defaultMessage: 'Gross weight' },
  description: { id: 'catalogue.detail.description', defaultMessage: 'Description' },
  similar: { id: 'catalogue.detail.similar', defaultMessage: 'Similar products' },
  mayLike: { id: 'catalogue.detail.mayLike', defaultMessage: 'You may like' },

  // Removed product
  removedTitle: { id: 'catalogue.removed.title', defaultMessage: 'Product unavailable' },
  removedHeading: { id: 'catalogue.removed.heading', defaultMessage: 'This product has been removed' },
  removedBody: {
    id: 'catalogue.removed.body',
    defaultMessage: 'It is no longer sold here. These are like it and ready to order.',
  },
});
