// Coins (ADR 025): the /points page. /me links to it by path; nothing else uses this area yet.
export { pointsMessages } from './messages';
