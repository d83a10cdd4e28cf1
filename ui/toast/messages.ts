import { defineMessages } from 'react-intl';

export const toastMessages = defineMessages({
  region: {
    id: 'ui.toast.region',
    defaultMessage: 'Notifications',
    description: 'Accessible name of the screen area where toast messages appear',
  },
  close: {
    id: 'ui.toast.close',
    defaultMessage: 'Dismiss',
    description: 'Accessible name of the X button that closes a toast message',
  },
});
