// Refund cards and e-wallets (ADR 031): the pages are lazy chunks of routes.tsx; /me
// shows their entries with these words (Indonesia only, REFUND_CARD_COUNTRIES).
export { refundSettingsMessages } from './messages';
