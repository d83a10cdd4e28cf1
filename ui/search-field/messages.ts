import { defineMessages } from 'react-intl';

export const searchFieldMessages = defineMessages({
  clear: {
    id: 'ui.searchField.clear',
    defaultMessage: 'Clear search',
    description: 'Accessible name of the X button that empties a search box',
  },
});
