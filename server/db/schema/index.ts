// The database's tables, one file per area (the area's name), for drizzle-kit and the typed client;
// code imports them from here ('db/schema'). A table file imports the tables it references by file,
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
export * from './payments';
export * from './requests';
export * from './search';
export * from './shipments';
export * from './vouchers';
