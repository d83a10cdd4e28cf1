import { defineMessages } from 'react-intl';

// What is collected and who receives it follows SPEC.md §1 (analytics, advertising pixel,
// customer chat, error monitoring, Google sign-in), §3 (account, address, order, refund card
// fields, device id) and DESIGN.md (cards tokenised, CVN never stored); deletion follows §4.
export const privacyMessages = defineMessages({
  title: { id: 'pages.privacy.title', defaultMessage: 'Privacy Policy' },
  intro1: {
    id: 'pages.privacy.intro1',
    defaultMessage:
      'Pasar respects your privacy. This policy explains what personal data we collect when you use the Pasar website and app in Indonesia, Singapore and Malaysia, why we use it, who we share it with and the choices you have.',
  },
  intro2: {
    id: 'pages.privacy.intro2',
    defaultMessage:
      "We handle personal data in line with the data protection laws of the countries we serve, including Indonesia's Personal Data Protection Law (Law No. 27 of 2022), Singapore's Personal Data Protection Act 2012 and Malaysia's Personal Data Protection Act 2010.",
  },

  collectHeading: { id: 'pages.privacy.collect.heading', defaultMessage: 'The data we collect' },
  collectItem1: {
    id: 'pages.privacy.collect.item1',
    defaultMessage:
      'Account details: your phone number, e-mail address, name, birth date, profile photo and password. Your password is encrypted on your device before it is sent to us.',
  },
  collectItem2: {
    id: 'pages.privacy.collect.item2',
    defaultMessage: 'Delivery details: the names, phone numbers and addresses you save for delivery.',
  },
  collectItem3: {
    id: 'pages.privacy.collect.item3',
    defaultMessage:
      'Orders and after-sales: what you buy, how you pay, vouchers and coins used, delivery tracking, and the reasons, descriptions and photos you give in refund requests.',
  },
  collectItem4: {
    id: 'pages.privacy.collect.item4',
    defaultMessage:
      'Payment and refund details: the bank cards and e-wallets you link. Card numbers are stored in tokenised form and shown with the last four digits only; the card security code (CVN) is never stored.',
  },
  collectItem5: {
    id: 'pages.privacy.collect.item5',
    defaultMessage:
      'Device and usage data: a device identifier, your browser and device type, language and country, the pages you visit, your searches and technical error reports.',
  },

  useHeading: { id: 'pages.privacy.use.heading', defaultMessage: 'How we use your data' },
  useItem1: {
    id: 'pages.privacy.use.item1',
    defaultMessage:
      'To create your account and let you log in securely, including sending verification codes by WhatsApp, SMS or e-mail and signing in with Google if you choose to.',
  },
  useItem2: {
    id: 'pages.privacy.use.item2',
    defaultMessage: 'To process your orders, payments, deliveries, cancellations, returns and refunds.',
  },
  useItem3: {
    id: 'pages.privacy.use.item3',
    defaultMessage:
      'To run your vouchers and coins, send order updates to your Message center and answer you when you contact Customer Service.',
  },
  useItem4: {
    id: 'pages.privacy.use.item4',
    defaultMessage:
      'To keep Pasar safe: picture codes and device checks help us stop fraud, fake accounts and abuse of promotions.',
  },
  useItem5: {
    id: 'pages.privacy.use.item5',
    defaultMessage:
      'To improve Pasar and show relevant promotions, using analytics, error monitoring and advertising measurement.',
  },

  shareHeading: { id: 'pages.privacy.share.heading', defaultMessage: 'Who we share it with' },
  shareP1: {
    id: 'pages.privacy.share.p1',
    defaultMessage: 'We share personal data only as needed to serve you:',
  },
  shareItem1: {
    id: 'pages.privacy.share.item1',
    defaultMessage:
      'delivery partners, who receive the recipient name, phone number and address of your order;',
  },
  shareItem2: {
    id: 'pages.privacy.share.item2',
    defaultMessage: 'payment providers and banks, to take payments and pay refunds;',
  },
  shareItem3: {
    id: 'pages.privacy.share.item3',
    defaultMessage:
      'service providers who work for us: message delivery for verification codes, analytics, advertising measurement, the customer chat service and error monitoring;',
  },
  shareItem4: {
    id: 'pages.privacy.share.item4',
    defaultMessage: 'Google, when you choose to sign in with your Google account;',
  },
  shareItem5: {
    id: 'pages.privacy.share.item5',
    defaultMessage: 'authorities, when the law requires us to.',
  },
  shareP2: { id: 'pages.privacy.share.p2', defaultMessage: 'We do not sell your personal data.' },

  cookiesHeading: { id: 'pages.privacy.cookies.heading', defaultMessage: 'Cookies and browser storage' },
  cookiesP1: {
    id: 'pages.privacy.cookies.p1',
    defaultMessage:
      "We use cookies and your browser's storage to keep you logged in, remember your language, country and the items you selected, and recognise your device for security. Our analytics and advertising tools also use cookies to measure visits and ads.",
  },
  cookiesP2: {
    id: 'pages.privacy.cookies.p2',
    defaultMessage:
      'You can clear cookies in your browser settings at any time. If you do, you will be logged out and some features may not work until you log in again.',
  },

  securityHeading: {
    id: 'pages.privacy.security.heading',
    defaultMessage: 'How we protect and keep your data',
  },
  securityP1: {
    id: 'pages.privacy.security.p1',
    defaultMessage:
      'Data travels between your device and Pasar over encrypted connections, and only staff and service providers who need it can access it.',
  },
  securityP2: {
    id: 'pages.privacy.security.p2',
    defaultMessage:
      'We keep your data while your account is open, and afterwards only as long as needed to complete orders and after-sales requests and to meet legal, tax and accounting duties.',
  },
  securityP3: {
    id: 'pages.privacy.security.p3',
    defaultMessage:
      'Our service providers may process data outside your country. When they do, we require them to protect it to the standard the law of your country requires.',
  },

  rightsHeading: { id: 'pages.privacy.rights.heading', defaultMessage: 'Your choices and rights' },
  rightsItem1: {
    id: 'pages.privacy.rights.item1',
    defaultMessage:
      'View and update your details in Me, then Settings. Your name and birth date can each be changed once a year; your phone number and e-mail can be changed after verification.',
  },
  rightsItem2: {
    id: 'pages.privacy.rights.item2',
    defaultMessage:
      'Ask Customer Service for a copy of your personal data, or to correct it, or withdraw a consent you gave us.',
  },
  rightsItem3: {
    id: 'pages.privacy.rights.item3',
    defaultMessage:
      'Delete your account in Me, then Settings: choose a reason and enter the verification code we send you. Orders still in progress must be finished first.',
  },

  deletionHeading: { id: 'pages.privacy.deletion.heading', defaultMessage: 'Deleting your account' },
  deletionP1: {
    id: 'pages.privacy.deletion.p1',
    defaultMessage:
      'Once you submit a deletion request, it is processed within 3 to 7 working days. Your account, profile, addresses, coins and unused vouchers are then deleted and cannot be recovered.',
  },
  deletionP2: {
    id: 'pages.privacy.deletion.p2',
    defaultMessage:
      'We keep only the order and payment records that the law requires us to keep, for as long as it requires.',
  },

  changesHeading: { id: 'pages.privacy.changes.heading', defaultMessage: 'Changes and contact' },
  changesP1: {
    id: 'pages.privacy.changes.p1',
    defaultMessage:
      'We may update this policy. The current version is always on this page, and we will tell you about important changes in the app or in your Message center.',
  },
  changesP2: {
    id: 'pages.privacy.changes.p2',
    defaultMessage:
      'For any question about your personal data, contact Customer Service from Me, then Customer service.',
  },
});
