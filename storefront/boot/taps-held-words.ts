// What a screen reader says when a tap on a drawn page is held (early-taps.ts): the control is
// marked busy, but screen readers differ in whether they say so, and a blind shopper who pressed
// "Add to cart" on a slow phone heard nothing happen. Read by entry-server.tsx only, which gives
// the words to the server to put in the page (server/first-view-pages.ts): the head's script has
// no messages of its own.
import { createIntl, defineMessages } from 'react-intl';
import { messagesByLocale } from '../i18n/all-messages';
import { defaultLocale, type Locale } from '../i18n/locales';

const m = defineMessages({
  tapsHeld: {
    id: 'firstView.tapsHeld',
    defaultMessage: 'The page is still loading, one moment…',
  },
});

export function tapsHeldWords(language: Locale): string {
  return createIntl({ locale: language, messages: messagesByLocale[language], defaultLocale }).formatMessage(
    m.tapsHeld,
  );
}
