/**
 * How a page whose first view the server drew says so (docs/decisions/044-server-rendered-first-
 * view.md): an attribute on `<html>`, read by the head's start script before the body arrives
 * (storefront/boot/before-app.ts), and the JSON block of what it was drawn with, read by the app
 * (storefront/app/first-view.ts). Written by server/first-view-pages.ts.
 */
export const FIRST_VIEW_ATTRIBUTE = 'data-first-view';
export const FIRST_VIEW_ID = 'first-view';
/**
 * The drawn page's live region for a tap held before the app listens (storefront/boot/early-taps.ts):
 * empty, with the words to say in its `data-words`, in the page's language.
 */
export const TAPS_HELD_STATUS_ID = 'taps-held-status';
