export { SearchField, type SearchFieldProps } from './search-field';
export { searchFieldMessages } from './messages';
