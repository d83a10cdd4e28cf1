import { defineMessages } from 'react-intl';

export const consentMessages = defineMessages({
  bannerTitle: { id: 'consent.banner.title', defaultMessage: 'Your privacy choices' },
  bannerBody: {
    id: 'consent.banner.body',
    defaultMessage:
      'With your permission we use analytics to improve the shop and advertising partners to measure our ads. The shop works the same whichever you choose, and you can change it any time in Settings.',
  },
  privacyLink: { id: 'consent.banner.privacyLink', defaultMessage: 'Privacy policy' },
  acceptAll: { id: 'consent.acceptAll', defaultMessage: 'Accept all' },
  rejectAll: { id: 'consent.rejectAll', defaultMessage: 'Reject all' },
  choose: { id: 'consent.choose', defaultMessage: 'Choose' },
  choicesTitle: { id: 'consent.choices.title', defaultMessage: 'Privacy choices' },
  choicesIntro: {
    id: 'consent.choices.intro',
    defaultMessage: 'Choose what we may use. You can withdraw your permission here at any time.',
  },
  necessaryLabel: { id: 'consent.necessary.label', defaultMessage: 'Needed to run the shop (always on)' },
  necessaryBody: {
    id: 'consent.necessary.body',
    defaultMessage:
      'Your sign-in, cart and settings, and our own checks that pages load quickly and without errors. Nothing of it goes to other companies.',
  },
  analyticsLabel: { id: 'consent.analytics.label', defaultMessage: 'Analytics' },
  analyticsBody: {
    id: 'consent.analytics.body',
    defaultMessage:
      'Google Analytics counts visits and what is viewed and bought, so we can improve the shop.',
  },
  advertisingLabel: { id: 'consent.advertising.label', defaultMessage: 'Advertising' },
  advertisingBody: {
    id: 'consent.advertising.body',
    defaultMessage:
      'Our advertising partner (Meta) measures which of our ads bring you here and shows you relevant ones.',
  },
  save: { id: 'consent.save', defaultMessage: 'Save choices' },
  saved: { id: 'consent.saved', defaultMessage: 'Your privacy choices are saved' },
  openChoices: { id: 'consent.openChoices', defaultMessage: 'Privacy choices' },
});
