import { defineMessages } from 'react-intl';

export const downloadAppMessages = defineMessages({
  title: { id: 'pages.downloadApp.title', defaultMessage: 'Get the Pasar app' },
  intro: {
    id: 'pages.downloadApp.intro',
    defaultMessage:
      'Shop Pasar on your phone in Indonesia, Singapore and Malaysia, with the same account you use on the web.',
  },

  whyHeading: { id: 'pages.downloadApp.why.heading', defaultMessage: 'Why use the app' },
  vouchersTitle: { id: 'pages.downloadApp.why.vouchers.title', defaultMessage: 'App-only vouchers' },
  vouchersBody: {
    id: 'pages.downloadApp.why.vouchers.body',
    defaultMessage:
      'Some vouchers can only be claimed and used in the app. Download it so you never miss them.',
  },
  trackingTitle: {
    id: 'pages.downloadApp.why.tracking.title',
    defaultMessage: 'Order tracking notifications',
  },
  trackingBody: {
    id: 'pages.downloadApp.why.tracking.body',
    defaultMessage:
      'Get a notification when your order ships and as it travels to you. Orders usually ship within 48 hours.',
  },
  accountTitle: { id: 'pages.downloadApp.why.account.title', defaultMessage: 'One account everywhere' },
  accountBody: {
    id: 'pages.downloadApp.why.account.body',
    defaultMessage:
      'Log in with your phone number, e-mail or Google account. Your orders, vouchers and coins are waiting for you.',
  },

  downloadHeading: { id: 'pages.downloadApp.download.heading', defaultMessage: 'Download now' },
  appStore: {
    id: 'pages.downloadApp.download.appStore',
    defaultMessage: 'Download on the App Store',
    description: 'Link to the Pasar app on Apple’s App Store (iPhone, iPad)',
  },
  googlePlay: {
    id: 'pages.downloadApp.download.googlePlay',
    defaultMessage: 'Get it on Google Play',
    description: 'Link to the Pasar app on Google Play (Android)',
  },
  appStorePlatform: {
    id: 'pages.downloadApp.download.appStorePlatform',
    defaultMessage: 'For iPhone and iPad',
  },
  googlePlayPlatform: {
    id: 'pages.downloadApp.download.googlePlayPlatform',
    defaultMessage: 'For Android phones',
  },

  scanHeading: { id: 'pages.downloadApp.scan.heading', defaultMessage: 'Scan to download' },
  scanHint: {
    id: 'pages.downloadApp.scan.hint',
    defaultMessage: 'Point your phone camera at the code for your phone to open the store.',
  },
  scanIos: { id: 'pages.downloadApp.scan.ios', defaultMessage: 'iPhone (App Store)' },
  scanAndroid: { id: 'pages.downloadApp.scan.android', defaultMessage: 'Android (Google Play)' },
  qrIos: {
    id: 'pages.downloadApp.scan.qrIos',
    defaultMessage: 'QR code linking to the Pasar app on the App Store',
    description: 'Accessible name of the QR code image',
  },
  qrAndroid: {
    id: 'pages.downloadApp.scan.qrAndroid',
    defaultMessage: 'QR code linking to the Pasar app on Google Play',
    description: 'Accessible name of the QR code image',
  },
});
