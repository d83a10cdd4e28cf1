// Search (SPEC.md §2): the /search page and the desktop header's search box.
export { HeaderSearch } from './header-search';
export { SearchPanel } from './search-panel';
