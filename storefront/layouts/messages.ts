import { defineMessages } from 'react-intl';
import type { NoMessageValues, MessageValue } from 'react-intl';

export const layoutMessages = defineMessages<{
  readonly mainNav: NoMessageValues;
  readonly tabHome: NoMessageValues;
  readonly tabCategories: NoMessageValues;
  readonly tabCart: NoMessageValues;
  readonly tabMe: NoMessageValues;
  readonly searchPlaceholder: NoMessageValues;
  readonly searchWithKeyword: { readonly keyword: MessageValue };
  readonly logIn: NoMessageValues;
  readonly cart: NoMessageValues;
  readonly messages: { readonly count: number | bigint };
  readonly language: NoMessageValues;
  readonly languageCurrent: { readonly language: MessageValue };
  readonly footerNav: NoMessageValues;
  readonly aboutUs: NoMessageValues;
  readonly aboutUsNewTab: NoMessageValues;
  readonly userAgreement: NoMessageValues;
  readonly terms: NoMessageValues;
  readonly faqs: NoMessageValues;
  readonly scanToDownload: NoMessageValues;
  readonly downloadIos: NoMessageValues;
  readonly downloadAndroid: NoMessageValues;
  readonly icp: { readonly number: MessageValue };
  readonly copyright: { readonly year: MessageValue };
  readonly rotate: NoMessageValues;
  readonly rotateBody: NoMessageValues;
  readonly personalCenter: NoMessageValues;
  readonly personalInfo: NoMessageValues;
  readonly myOrders: NoMessageValues;
  readonly wishlist: NoMessageValues;
  readonly afterSales: NoMessageValues;
  readonly coupons: NoMessageValues;
  readonly paymentOption: NoMessageValues;
  readonly addresses: NoMessageValues;
  readonly messageCenter: NoMessageValues;
  readonly logOut: NoMessageValues;
  readonly sideMenuLabel: NoMessageValues;
}>({
  mainNav: { id: 'layout.tabBar.label', defaultMessage: 'Main' },
  tabHome: { id: 'layout.tabBar.home', defaultMessage: 'Home' },
  tabCategories: { id: 'layout.tabBar.categories', defaultMessage: 'Categories' },
  tabCart: { id: 'layout.tabBar.cart', defaultMessage: 'Cart' },
  tabMe: { id: 'layout.tabBar.me', defaultMessage: 'Me' },
  searchPlaceholder: { id: 'layout.header.searchPlaceholder', defaultMessage: 'Search products' },
  searchWithKeyword: { id: 'layout.header.searchWithKeyword', defaultMessage: 'Search: {keyword}' },
  logIn: { id: 'layout.header.logIn', defaultMessage: 'Log in' },
  cart: { id: 'layout.header.cart', defaultMessage: 'Cart' },
  messages: {
    id: 'layout.header.messages',
    defaultMessage: '{count, plural, =0 {Messages} one {Messages, # unread} other {Messages, # unread}}',
  },
  language: { id: 'layout.header.language', defaultMessage: 'Language' },
  languageCurrent: { id: 'layout.header.languageCurrent', defaultMessage: 'Language: {language}' },
  footerNav: { id: 'layout.footer.label', defaultMessage: 'About Pasar' },
  aboutUs: { id: 'layout.footer.aboutUs', defaultMessage: 'About Us' },
  aboutUsNewTab: { id: 'layout.footer.aboutUsNewTab', defaultMessage: 'About Us (opens in a new tab)' },
  userAgreement: { id: 'layout.footer.userAgreement', defaultMessage: 'User Agreement' },
  terms: { id: 'layout.footer.terms', defaultMessage: 'Terms and Conditions' },
  faqs: { id: 'layout.footer.faqs', defaultMessage: 'FAQs' },
  scanToDownload: { id: 'layout.footer.scanToDownload', defaultMessage: 'Scan to download the Pasar app' },
  downloadIos: { id: 'layout.footer.downloadIos', defaultMessage: 'Download for iOS' },
  downloadAndroid: { id: 'layout.footer.downloadAndroid', defaultMessage: 'Download for Android' },
  icp: { id: 'layout.footer.icp', defaultMessage: 'ICP filing: {number}' },
  copyright: { id: 'layout.footer.copyright', defaultMessage: '© {year} Pasar. All rights reserved.' },
  rotate: { id: 'layout.rotate.title', defaultMessage: 'Please rotate your phone' },
  rotateBody: {
    id: 'layout.rotate.body',
    defaultMessage: 'Pasar works best in portrait. Turn your phone upright to continue shopping.',
  },
  personalCenter: { id: 'layout.sideMenu.personalCenter', defaultMessage: 'Personal center' },
  personalInfo: { id: 'layout.sideMenu.personalInfo', defaultMessage: 'Personal information' },
  myOrders: { id: 'layout.sideMenu.myOrders', defaultMessage: 'My orders' },
  wishlist: { id: 'layout.sideMenu.wishlist', defaultMessage: 'My wishlist' },
  afterSales: { id: 'layout.sideMenu.afterSales', defaultMessage: 'After-sales service' },
  coupons: { id: 'layout.sideMenu.coupons', defaultMessage: 'My vouchers' },
  paymentOption: { id: 'layout.sideMenu.paymentOption', defaultMessage: 'Payment option' },
  addresses: { id: 'layout.sideMenu.addresses', defaultMessage: 'Address management' },
  messageCenter: { id: 'layout.sideMenu.messageCenter', defaultMessage: 'Message center' },
  logOut: { id: 'layout.sideMenu.logOut', defaultMessage: 'Log out' },
  sideMenuLabel: { id: 'layout.sideMenu.label', defaultMessage: 'My account' },
});
