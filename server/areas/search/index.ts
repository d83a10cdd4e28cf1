// What other parts of the server may use of this area (eslint.config.js refuses a path into
// its files from outside it). Generated from what was used when the server moved to areas; add to it
// deliberately.

// keywordRules first: the catalogue's routes use it as they are defined, and the search routes
// import the catalogue, so whoever loads this area first (the tests' template, a script) must find
// it evaluated before './routes' pulls the catalogue in.
export { keywordRules } from './search-body';
export { searchRoutes } from './routes';
export { normalizeKeyword } from './search-keywords';
