// The database's tables, one file per area (the area's name), for drizzle-kit and the typed client;
// payment-sandbox.ts holds the sandbox payment provider's own tables, which stand for another
// company's database rather than an area of the shop. Code imports them from here ('db/schema'). A table file imports the tables it references by file,
// never this barrel, so there is no import loop.
export * from './addresses';
export * from './after-sales';
export * from './app-load';
export * from './audio-captcha';
export * from './cart';
export * from './catalogue';
export * from './coins';
export * from './deletion';
export * from './linking';
export * from './member';
export * from './messages';
export * from './monitoring';
export * from './orders';
export * from './payment-sandbox';
export * from './payments';
export * from './requests';
export * from './search';
export * from './shipments';
export * from './vouchers';
export * from './wishlist';
