import { defineMessages } from 'react-intl';

export const comboBoxMessages = defineMessages({
  showSuggestions: {
    id: 'ui.comboBox.showSuggestions',
    defaultMessage: 'Show suggestions',
    description: 'Accessible name of the arrow button that opens the list of a combo box',
  },
});
