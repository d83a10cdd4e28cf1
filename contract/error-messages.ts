/**
 * The storefront's text for every code of contract/errors.ts: message id `errors.<code>`, English
 * defaultMessage equal to the catalogue's message, plus the client-side causes (network, timeout,
 * session expiry). Written out literally because the formatjs extractor reads this file statically;
 * contract/error-messages.test.ts keeps it and the catalogue in step.
 */

export interface ErrorMessageDescriptor {
  readonly id: string;
  readonly defaultMessage: string;
}

// contract/ must not import react-intl; the extractor recognises calls by this name alone.
function defineMessages<T extends Record<string, { id: string; defaultMessage: string }>>(messages: T): T {
  return messages;
}

export const errorMessages = defineMessages({
  1101001: { id: 'errors.1101001', defaultMessage: 'This account name already exists' },
  1101002: { id: 'errors.1101002', defaultMessage: 'The verification code is invalid' },
  1101003: { id: 'errors.1101003', defaultMessage: 'Please verify your current e-mail first' },
  1101004: { id: 'errors.1101004', defaultMessage: 'Please verify your current phone number first' },
  1101005: { id: 'errors.1101005', defaultMessage: 'The member does not exist' },
  1101006: { id: 'errors.1101006', defaultMessage: 'Login failed, please try again' },
  1101007: { id: 'errors.1101007', defaultMessage: 'Incorrect account or password' },
  1101008: { id: 'errors.1101008', defaultMessage: 'Incorrect password' },
  1101009: { id: 'errors.1101009', defaultMessage: 'This account has been disabled' },
  1101010: { id: 'errors.1101010', defaultMessage: 'This e-mail is already linked to an account' },
  1101011: { id: 'errors.1101011', defaultMessage: 'Your birthday can only be changed once a year' },
  1101012: { id: 'errors.1101012', defaultMessage: 'Your name can only be changed once a year' },
  1101013: {
    id: 'errors.1101013',
    defaultMessage: 'The verification code has expired, please request a new one',
  },
  1101014: { id: 'errors.1101014', defaultMessage: 'Please wait 60 seconds before requesting a new code' },
  1101015: { id: 'errors.1101015', defaultMessage: 'The picture code is incorrect' },
  1101016: { id: 'errors.1101016', defaultMessage: 'The password does not comply with the standard' },
  1101017: { id: 'errors.1101017', defaultMessage: 'The two passwords do not match' },
  1101018: { id: 'errors.1101018', defaultMessage: 'The picture must be 800 KB or smaller' },
  1101019: { id: 'errors.1101019', defaultMessage: 'Too many failed attempts, please reset your password' },
  1101020: { id: 'errors.1101020', defaultMessage: 'Invalid parameter' },
  1101021: { id: 'errors.1101021', defaultMessage: 'The address does not exist' },
  1101022: { id: 'errors.1101022', defaultMessage: 'Account deletion has already been requested' },
  1101023: {
    id: 'errors.1101023',
    defaultMessage: 'This device is not secure, please try again in one minute',
  },
  1101024: { id: 'errors.1101024', defaultMessage: 'This phone number is already linked to an account' },
  1101025: {
    id: 'errors.1101025',
    defaultMessage: 'Your account is abnormal, please contact customer service',
  },
  1101026: { id: 'errors.1101026', defaultMessage: 'You have unfinished orders, please complete them first' },
  1101027: { id: 'errors.1101027', defaultMessage: 'Account not found' },
  1101028: {
    id: 'errors.1101028',
    defaultMessage: 'Too many codes were sent to this account, please try again later',
  },
  1101029: {
    id: 'errors.1101029',
    defaultMessage: 'Too many wrong codes for this account, please try again tomorrow',
  },
  1101030: { id: 'errors.1101030', defaultMessage: 'You are not eligible to claim this voucher' },
  1101031: { id: 'errors.1101031', defaultMessage: 'This voucher has expired' },
  1101032: { id: 'errors.1101032', defaultMessage: 'This voucher has already been used' },
  1101033: {
    id: 'errors.1101033',
    defaultMessage: 'Your order has not reached the minimum spend for this voucher',
  },
  1101034: { id: 'errors.1101034', defaultMessage: 'This voucher does not apply to the selected products' },
  1101035: { id: 'errors.1101035', defaultMessage: 'This voucher cannot be combined with other vouchers' },
  1101036: { id: 'errors.1101036', defaultMessage: 'You have already claimed this voucher' },
  1101037: { id: 'errors.1101037', defaultMessage: 'You have reached the claim limit for this voucher' },
  1101038: { id: 'errors.1101038', defaultMessage: 'This voucher can only be used for online orders' },
  1101039: { id: 'errors.1101039', defaultMessage: 'Too many attempts, please try again later' },
  1101040: { id: 'errors.1101040', defaultMessage: 'This event has ended' },
  1101041: { id: 'errors.1101041', defaultMessage: 'This event has not started yet' },
  1101042: { id: 'errors.1101042', defaultMessage: 'This voucher does not exist' },
  1101043: { id: 'errors.1101043', defaultMessage: 'This voucher code does not exist' },
  1101044: { id: 'errors.1101044', defaultMessage: 'This voucher is no longer available' },
  1101045: { id: 'errors.1101045', defaultMessage: 'All vouchers have been claimed' },
  1101046: { id: 'errors.1101046', defaultMessage: 'This voucher is not available in your country' },
  1101047: {
    id: 'errors.1101047',
    defaultMessage: 'This voucher is for the app only, please download the app',
  },
  1101048: { id: 'errors.1101048', defaultMessage: 'Please claim this voucher first' },
  1101049: { id: 'errors.1101049', defaultMessage: 'This voucher is for new users only' },
  1101050: {
    id: 'errors.1101050',
    defaultMessage: 'Your address book is full: delete an address to add another',
  },
  1101051: { id: 'errors.1101051', defaultMessage: 'The postal code is not in the chosen area' },
  1101060: {
    id: 'errors.1101060',
    defaultMessage: 'The audio captcha is not available right now, please use the picture',
  },
  1101061: {
    id: 'errors.1101061',
    defaultMessage: 'This audio captcha can no longer be played, please load a new captcha',
  },
  1103001: { id: 'errors.1103001', defaultMessage: 'The order does not exist' },
  1103002: { id: 'errors.1103002', defaultMessage: 'The after-sales request does not exist' },
  1103003: { id: 'errors.1103003', defaultMessage: 'The item does not exist in this order' },
  1103004: { id: 'errors.1103004', defaultMessage: 'The shipping address does not exist' },
  1103005: { id: 'errors.1103005', defaultMessage: 'The product does not exist or has been removed' },
  1103006: { id: 'errors.1103006', defaultMessage: 'You do not have access to this order' },
  1103007: { id: 'errors.1103007', defaultMessage: 'An after-sales request already exists for this item' },
  1103008: { id: 'errors.1103008', defaultMessage: 'Please select a product' },
  1103009: { id: 'errors.1103009', defaultMessage: 'Delivery is not available for a product in your order' },
  1103010: { id: 'errors.1103010', defaultMessage: 'The voucher cannot be used for this order' },
  1103011: { id: 'errors.1103011', defaultMessage: 'The voucher has expired' },
  1103012: { id: 'errors.1103012', defaultMessage: 'Delivery to this address is not supported' },
  1103013: { id: 'errors.1103013', defaultMessage: 'You do not have enough coins' },
  1103014: {
    id: 'errors.1103014',
    defaultMessage: 'The coins used exceed the redemption limit for this order',
  },
  1103015: { id: 'errors.1103015', defaultMessage: 'Coin redemption failed, please try again' },
  1103016: { id: 'errors.1103016', defaultMessage: 'The voucher could not be applied, please try again' },
  1103017: { id: 'errors.1103017', defaultMessage: 'This item is no longer in your cart' },
  1103018: { id: 'errors.1103018', defaultMessage: 'A product in your order is sold out' },
  1103019: { id: 'errors.1103019', defaultMessage: 'The price has changed, please refresh' },
  1103020: { id: 'errors.1103020', defaultMessage: 'A product in your order is no longer available' },
  1103021: { id: 'errors.1103021', defaultMessage: 'This product is not sold in your country' },
  1103022: { id: 'errors.1103022', defaultMessage: 'This order has already been paid' },
  1103023: { id: 'errors.1103023', defaultMessage: 'The payment time for this order has expired' },
  1103024: { id: 'errors.1103024', defaultMessage: 'This order has already been canceled' },
  1103025: { id: 'errors.1103025', defaultMessage: 'This order can no longer be canceled' },
  1103026: { id: 'errors.1103026', defaultMessage: 'This order has not been shipped yet' },
  1103027: { id: 'errors.1103027', defaultMessage: 'You have already confirmed receipt of this order' },
  1103028: { id: 'errors.1103028', defaultMessage: 'The order status has changed, please refresh' },
  1103029: { id: 'errors.1103029', defaultMessage: 'This order cannot be deleted' },
  1103030: { id: 'errors.1103030', defaultMessage: 'The order could not be placed, please try again' },
  1103031: { id: 'errors.1103031', defaultMessage: 'Please choose a reason' },
  1103032: { id: 'errors.1103032', defaultMessage: 'The quantity for after-sales is invalid' },
  1103033: { id: 'errors.1103033', defaultMessage: 'The refund amount cannot exceed the amount paid' },
  1103034: { id: 'errors.1103034', defaultMessage: 'The after-sales status has changed, please refresh' },
  1103035: { id: 'errors.1103035', defaultMessage: 'You are going too fast, please try again later' },
  1103036: { id: 'errors.1103036', defaultMessage: 'Please enter the logistics company and tracking number' },
  1103037: { id: 'errors.1103037', defaultMessage: 'The refund card details are invalid' },
  1103038: { id: 'errors.1103038', defaultMessage: 'An after-sales request for this item is in progress' },
  1103039: { id: 'errors.1103039', defaultMessage: 'Your account has been disabled and cannot place orders' },
  1103040: { id: 'errors.1103040', defaultMessage: 'This after-sales request can no longer be canceled' },
  1103041: { id: 'errors.1103041', defaultMessage: 'Stock could not be reserved, please try again' },
  1103042: { id: 'errors.1103042', defaultMessage: 'The after-sales period for this order has ended' },
  1103043: { id: 'errors.1103043', defaultMessage: 'Too many evidence pictures' },
  1103044: { id: 'errors.1103044', defaultMessage: 'Your message to the seller is too long' },
  1103045: { id: 'errors.1103045', defaultMessage: 'You have reached the daily order limit' },
  1103046: { id: 'errors.1103046', defaultMessage: 'Too many different products in one order' },
  1103047: { id: 'errors.1103047', defaultMessage: 'The shipping fee has changed, please refresh' },
  1103048: { id: 'errors.1103048', defaultMessage: 'This payment method is not available' },
  1103049: { id: 'errors.1103049', defaultMessage: 'Your order has not reached the minimum amount' },
  1103050: { id: 'errors.1103050', defaultMessage: 'Please add a shipping address' },
  1103051: { id: 'errors.1103051', defaultMessage: 'Your cart is full, please remove some items first' },
  1103052: { id: 'errors.1103052', defaultMessage: 'The shipping voucher cannot be used for this order' },
  1103053: {
    id: 'errors.1103053',
    defaultMessage: 'The refund could not be processed, please contact customer service',
  },
  1103054: { id: 'errors.1103054', defaultMessage: 'This item is not eligible for after-sales' },
  1103055: { id: 'errors.1103055', defaultMessage: 'Please choose a valid quantity' },
  1103056: { id: 'errors.1103056', defaultMessage: 'You have exceeded the maximum purchase quantity' },
  1103057: {
    id: 'errors.1103057',
    defaultMessage:
      'Your order is over the maximum amount for one order, please split it into smaller orders',
  },
  1103064: {
    id: 'errors.1103064',
    defaultMessage: 'This order has reached the maximum number of after-sales requests',
  },
  1104001: { id: 'errors.1104001', defaultMessage: 'The payment is invalid' },
  1104002: { id: 'errors.1104002', defaultMessage: 'The payment does not exist' },
  1104003: { id: 'errors.1104003', defaultMessage: 'Payment error, please try again' },
  1104004: { id: 'errors.1104004', defaultMessage: 'The payment is being processed' },
  1104005: { id: 'errors.1104005', defaultMessage: 'Payment failed' },
  1104006: { id: 'errors.1104006', defaultMessage: 'The payment was successful' },
  1104007: { id: 'errors.1104007', defaultMessage: 'The payment has been canceled' },
  1104008: { id: 'errors.1104008', defaultMessage: 'The payment has been refunded' },
  1104009: { id: 'errors.1104009', defaultMessage: 'The payment amount is incorrect, please refresh' },
  1104010: { id: 'errors.1104010', defaultMessage: 'No more time can be added to pay for this order' },
  1105001: { id: 'errors.1105001', defaultMessage: 'Please log in first' },
  1105002: { id: 'errors.1105002', defaultMessage: 'The product information does not exist' },
  1105003: { id: 'errors.1105003', defaultMessage: 'This product is no longer available' },
  1105004: { id: 'errors.1105004', defaultMessage: 'This product option does not exist' },
  1105005: {
    id: 'errors.1105005',
    defaultMessage: 'You will already be notified when this product is back in stock',
  },
  1105006: { id: 'errors.1105006', defaultMessage: 'This product is sold out' },
  1105007: { id: 'errors.1105007', defaultMessage: 'Insufficient stock' },
  1105008: { id: 'errors.1105008', defaultMessage: 'You have reached the purchase limit for this product' },
  1105009: {
    id: 'errors.1105009',
    defaultMessage: 'Your wishlist is full, please remove some products first',
  },
  1106001: { id: 'errors.1106001', defaultMessage: 'Please enter a keyword' },
  1106002: { id: 'errors.1106002', defaultMessage: 'The keyword is too long' },
  1106003: { id: 'errors.1106003', defaultMessage: 'Searching too often, please try again later' },
  1106004: { id: 'errors.1106004', defaultMessage: 'The search record does not exist' },
  1106005: {
    id: 'errors.1106005',
    defaultMessage: 'Search is temporarily unavailable, please try again later',
  },
  1107001: { id: 'errors.1107001', defaultMessage: 'The message does not exist' },
  1108001: { id: 'errors.1108001', defaultMessage: 'The page content does not exist' },
  1109003: { id: 'errors.1109003', defaultMessage: 'The coupon does not exist' },
  1109009: { id: 'errors.1109009', defaultMessage: 'The coupon has expired' },
  1109011: { id: 'errors.1109011', defaultMessage: 'This coupon does not apply to these products' },
  1125101: { id: 'errors.1125101', defaultMessage: 'The product specifications do not exist' },
  1125102: {
    id: 'errors.1125102',
    defaultMessage: 'Recommendations are unavailable right now, please try again later',
  },
  1100500: { id: 'errors.1100500', defaultMessage: 'Something went wrong, please try again' },
  1100413: { id: 'errors.1100413', defaultMessage: 'The request is too large' },
  1100415: { id: 'errors.1100415', defaultMessage: 'The request must be sent as JSON' },
  1100409: {
    id: 'errors.1100409',
    defaultMessage: 'This request is still being processed, please try again in a moment',
  },
  1100422: {
    id: 'errors.1100422',
    defaultMessage: 'This request key was already used for a different request',
  },
  1100429: { id: 'errors.1100429', defaultMessage: 'Too many requests, please try again later' },
  network: {
    id: 'errors.network',
    defaultMessage: 'Network error, please check your connection and try again',
  },
  timeout: { id: 'errors.timeout', defaultMessage: 'The request timed out, please try again' },
  sessionExpired: { id: 'errors.sessionExpired', defaultMessage: 'Session expired, please log in first' },
});

/** A cause the client knows without a code from the server (ApiError's 'network' and 'timeout', a 401). */
export type ClientErrorCause = 'network' | 'timeout' | 'sessionExpired';

/** The message for an envelope code or a client-side cause; undefined when we have none (show msg). */
export function errorMessageFor(code: number | ClientErrorCause): ErrorMessageDescriptor | undefined {
  const messages: Readonly<Record<string, ErrorMessageDescriptor>> = errorMessages;
  return Object.hasOwn(messages, String(code)) ? messages[String(code)] : undefined;
}
