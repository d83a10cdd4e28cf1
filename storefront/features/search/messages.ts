import { defineMessages } from 'react-intl';
import type {NoMessageValues, MessageValue} from "react-intl";

export const searchMessages = defineMessages<{ readonly "title": NoMessageValues; readonly "back": NoMessageValues; readonly "fieldLabel": NoMessageValues; readonly "placeholder": NoMessageValues; readonly "submit": NoMessageValues; readonly "panelLabel": NoMessageValues; readonly "suggestions": NoMessageValues; readonly "noSuggestions": NoMessageValues; readonly "history": NoMessageValues; readonly "clearHistory": NoMessageValues; readonly "clearTitle": NoMessageValues; readonly "clearBody": NoMessageValues; readonly "clearConfirm": NoMessageValues; readonly "cancel": NoMessageValues; readonly "clearedSuccessfully": NoMessageValues; readonly "hot": NoMessageValues; readonly "recommended": NoMessageValues; readonly "searchCount": { readonly "count": MessageValue }; readonly "mayLike": NoMessageValues; readonly "headerLandmark": NoMessageValues; readonly "pageLandmark": NoMessageValues }>({
  title: { id: 'search.page.title', defaultMessage: 'Search' },
  back: { id: 'search.page.back', defaultMessage: 'Back' },
  fieldLabel: { id: 'search.field.label', defaultMessage: 'Search products' },
  placeholder: { id: 'search.field.placeholder', defaultMessage: 'Search products, brands and categories' },
  submit: { id: 'search.field.submit', defaultMessage: 'Search' },
  panelLabel: { id: 'search.panel.label', defaultMessage: 'Search suggestions' },
  suggestions: { id: 'search.panel.suggestions', defaultMessage: 'Suggested products' },
  noSuggestions: { id: 'search.panel.noSuggestions', defaultMessage: 'Press Search to see every match' },
  history: { id: 'search.history.title', defaultMessage: 'Recent searches' },
  clearHistory: { id: 'search.history.clear', defaultMessage: 'Clear recent searches' },
  clearTitle: { id: 'search.history.clearTitle', defaultMessage: 'Clear your search history?' },
  clearBody: { id: 'search.history.clearBody', defaultMessage: 'Your recent searches will be removed from every device.' },
  clearConfirm: { id: 'search.history.clearConfirm', defaultMessage: 'Clear' },
  cancel: { id: 'search.history.cancel', defaultMessage: 'Cancel' },
  clearedSuccessfully: { id: 'search.history.clearedSuccessfully', defaultMessage: 'Cleared successfully' },
  hot: { id: 'search.rank.hot', defaultMessage: 'Hot searches' },
  recommended: { id: 'search.rank.recommended', defaultMessage: 'Recommended searches' },
  searchCount: { id: 'search.rank.count', defaultMessage: '{count} searches' },
  mayLike: { id: 'search.mayLike.title', defaultMessage: 'You may like' },
  // The header's and /search's own search forms: two search landmarks on desktop /search, each named.
  headerLandmark: { id: 'search.landmark.header', defaultMessage: 'Site search' },
  pageLandmark: { id: 'search.landmark.page', defaultMessage: 'Product search' },
});
