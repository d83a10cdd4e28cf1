import { defineMessages } from 'react-intl';

export const passwordFieldMessages = defineMessages({
  show: {
    id: 'ui.passwordField.show',
    defaultMessage: 'Show password',
    description: 'Accessible name of the eye button while the password is hidden',
  },
  hide: {
    id: 'ui.passwordField.hide',
    defaultMessage: 'Hide password',
    description: 'Accessible name of the eye button while the password is shown',
  },
});
