import { defineMessages } from 'react-intl';

export const dialogMessages = defineMessages({
  close: {
    id: 'ui.dialog.close',
    defaultMessage: 'Close',
    description: 'Accessible name of the X button that closes a dialog or a bottom sheet',
  },
});
