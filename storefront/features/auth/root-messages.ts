import { defineMessages } from 'react-intl';

/** The few sign-in messages every page's first load needs (AuthRoot); the rest load with the screens. */
export const rootMessages = defineMessages({
  unknownError: { id: 'auth.common.unknownError', defaultMessage: 'Something went wrong, please try again' },
  loggingIn: { id: 'auth.code.loggingIn', defaultMessage: 'Logging in…' },
  openingLogin: { id: 'auth.dialog.opening', defaultMessage: 'Opening log in…' },
});
