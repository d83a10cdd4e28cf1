import { defineMessages } from 'react-intl';

export const selectMessages = defineMessages({
  placeholder: {
    id: 'ui.select.placeholder',
    defaultMessage: 'Select',
    description: 'Shown in a select box before anything is chosen, when the caller gives no placeholder',
  },
});
