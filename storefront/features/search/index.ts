// Search (SPEC.md §2): the /search page and the desktop header's search box.
export { HeaderSearchOnDemand } from './header-search-on-demand';
export { SearchPanel } from './search-panel';
