import { defineMessages } from 'react-intl';

// The User Agreement: the account and the use of the platform. What happens to an order
// (prices, payment, delivery, promotions) is in the Terms and Conditions (policy-terms.ts).
export const agreementMessages = defineMessages({
  title: { id: 'pages.agreement.title', defaultMessage: 'User Agreement' },
  intro1: {
    id: 'pages.agreement.intro1',
    defaultMessage:
      'This User Agreement is between you and Pasar. It applies when you create or use a Pasar account on our website or app in Indonesia, Singapore or Malaysia. By ticking the agreement box and logging in, you accept it.',
  },
  intro2: {
    id: 'pages.agreement.intro2',
    defaultMessage:
      'Our Terms and Conditions, Privacy Policy and Return and Refund Policy form part of this agreement. Please read them too.',
  },

  accountHeading: { id: 'pages.agreement.account.heading', defaultMessage: 'Your account' },
  accountP1: {
    id: 'pages.agreement.account.p1',
    defaultMessage:
      'You can register and log in with your phone number (we send a verification code by WhatsApp), with your e-mail address, with a password, or with your Google account. The details you give must be true and your own.',
  },
  accountP2: {
    id: 'pages.agreement.account.p2',
    defaultMessage:
      'You must be old enough to make a binding contract under the law of your country, or use Pasar with the consent of a parent or guardian.',
  },
  accountP3: {
    id: 'pages.agreement.account.p3',
    defaultMessage:
      'Your account shops in one country at a time: Indonesia, Singapore or Malaysia. Changing the country clears your cart and logs you out.',
  },

  securityHeading: { id: 'pages.agreement.security.heading', defaultMessage: 'Keeping your account safe' },
  securityItem1: {
    id: 'pages.agreement.security.item1',
    defaultMessage:
      'Keep your password and verification codes to yourself. Pasar staff will never ask you for a verification code.',
  },
  securityItem2: {
    id: 'pages.agreement.security.item2',
    defaultMessage:
      'You are responsible for what is done with your account. If you think someone else has used it, change your password and contact Customer Service straight away.',
  },
  securityItem3: {
    id: 'pages.agreement.security.item3',
    defaultMessage:
      'To protect you, we may ask you to reset your password after too many failed log-in attempts, or briefly block log-in from a device that does not look secure.',
  },

  conductHeading: { id: 'pages.agreement.conduct.heading', defaultMessage: 'Using Pasar fairly' },
  conductP1: {
    id: 'pages.agreement.conduct.p1',
    defaultMessage: 'Pasar is for personal shopping. When you use it, you agree not to:',
  },
  conductItem1: {
    id: 'pages.agreement.conduct.item1',
    defaultMessage: "give false details, pretend to be someone else or use another person's account;",
  },
  conductItem2: {
    id: 'pages.agreement.conduct.item2',
    defaultMessage:
      'open several accounts or use other tricks to claim new-user offers, vouchers or coins more than the rules allow;',
  },
  conductItem3: {
    id: 'pages.agreement.conduct.item3',
    defaultMessage: 'place fake orders, make false refund claims or buy in bulk for resale;',
  },
  conductItem4: {
    id: 'pages.agreement.conduct.item4',
    defaultMessage:
      'use bots or scripts, copy content from the site in bulk, or try to disrupt or break into our systems;',
  },
  conductItem5: {
    id: 'pages.agreement.conduct.item5',
    defaultMessage: 'send unlawful, abusive or misleading content in messages, refund requests or photos.',
  },

  benefitsHeading: { id: 'pages.agreement.benefits.heading', defaultMessage: 'Vouchers and coins' },
  benefitsP1: {
    id: 'pages.agreement.benefits.p1',
    defaultMessage:
      'Vouchers and coins are rewards from Pasar. They have no cash value, cannot be transferred to another account or exchanged for money, and follow the rules shown with each one.',
  },
  benefitsP2: {
    id: 'pages.agreement.benefits.p2',
    defaultMessage:
      'If vouchers or coins were obtained by breaking this agreement, we may cancel them and any orders placed with them.',
  },

  contentHeading: { id: 'pages.agreement.content.heading', defaultMessage: 'Content and trademarks' },
  contentP1: {
    id: 'pages.agreement.content.p1',
    defaultMessage:
      'The Pasar name, logo, website, app and their content belong to Pasar or its licensors. You may use them only to shop on Pasar.',
  },
  contentP2: {
    id: 'pages.agreement.content.p2',
    defaultMessage:
      'When you send us photos or text, for example in a refund request, you allow us to use them to handle your request and run the service.',
  },

  suspensionHeading: {
    id: 'pages.agreement.suspension.heading',
    defaultMessage: 'Suspending or closing an account',
  },
  suspensionP1: {
    id: 'pages.agreement.suspension.p1',
    defaultMessage:
      'We may limit, suspend or disable an account that breaks this agreement, is used for fraud, or when the law requires it. A disabled account cannot place orders. Where we can, we tell you why.',
  },
  suspensionP2: {
    id: 'pages.agreement.suspension.p2',
    defaultMessage:
      'You can delete your account at any time in Me, then Settings. Orders still in progress must be finished first; deletion then takes 3 to 7 working days and cannot be undone.',
  },

  liabilityHeading: { id: 'pages.agreement.liability.heading', defaultMessage: 'Our responsibility' },
  liabilityP1: {
    id: 'pages.agreement.liability.p1',
    defaultMessage:
      'We work to keep Pasar accurate and available, but we cannot promise it will always be free of errors or interruptions. As far as the law allows, we are not responsible for indirect losses.',
  },
  liabilityP2: {
    id: 'pages.agreement.liability.p2',
    defaultMessage:
      'Nothing in this agreement takes away the rights you have under the consumer protection laws of your country.',
  },

  changesHeading: {
    id: 'pages.agreement.changes.heading',
    defaultMessage: 'Changes, governing law and contact',
  },
  changesP1: {
    id: 'pages.agreement.changes.p1',
    defaultMessage:
      'We may update this agreement. We will tell you about important changes before they apply; if you keep using Pasar after that, you accept the new version.',
  },
  changesP2: {
    id: 'pages.agreement.changes.p2',
    defaultMessage:
      'This agreement is governed by the law of the country your account shops in: Indonesia, Singapore or Malaysia. For questions, contact Customer Service from Me, then Customer service.',
  },
});
