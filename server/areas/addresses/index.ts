// What other parts of the server may use of this area (eslint.config.js refuses a path into
// its files from outside it). Generated from what was used when the server moved to areas; add to it
// deliberately.

export { addAddress, addressOfMember, defaultAddressOf } from './addresses';
export { loadRegions } from './regions';
export { addressRoutes } from './routes';
