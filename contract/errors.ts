/**
 * The error catalogue of SPEC.md §8: one row per code. The storefront shows the message
 * `errors.<code>` from locales/ (contract/error-messages.ts), the server answers `msg` in English
 * and the HTTP status.
 *
 * HTTP statuses: 400 bad input (including "too many in one request"), 401 only for "not logged
 * in" (the storefront turns every 401 into the session-expiry path of §4, so wrong credentials
 * must not answer 401), 403 forbidden, 404 not found, 409 a state or conflict, 413 too large,
 * 429 too frequent or a limit over time, 5xx our or a gateway's fault.
 */
export interface ErrorEntry {
  readonly code: number;
  /** English text: the server's `msg`, and the source of the `errors.<code>` message. */
  readonly message: string;
  /** The HTTP status the server answers with this code. */
  readonly httpStatus: number;
}

export const errorCatalogue = {
  // Member (1101001–1101027).
  accountExists: { code: 1101001, message: 'This account name already exists', httpStatus: 409 },
  verificationCodeInvalid: { code: 1101002, message: 'The verification code is invalid', httpStatus: 400 },
  verifyOldEmailFirst: { code: 1101003, message: 'Please verify your current e-mail first', httpStatus: 403 },
  verifyOldPhoneFirst: {
    code: 1101004,
    message: 'Please verify your current phone number first',
    httpStatus: 403,
  },
  memberNotFound: { code: 1101005, message: 'The member does not exist', httpStatus: 404 },
  // Decision: login failures answer 400, not 401: a 401 means "session expired" to the storefront.
  loginFailed: { code: 1101006, message: 'Login failed, please try again', httpStatus: 400 },
  wrongAccountOrPassword: { code: 1101007, message: 'Incorrect account or password', httpStatus: 400 },
  wrongPassword: { code: 1101008, message: 'Incorrect password', httpStatus: 400 },
  accountDisabled: { code: 1101009, message: 'This account has been disabled', httpStatus: 403 },
  emailAlreadyBound: {
    code: 1101010,
    message: 'This e-mail is already linked to an account',
    httpStatus: 409,
  },
  birthdayOncePerYear: {
    code: 1101011,
    message: 'Your birthday can only be changed once a year',
    httpStatus: 429,
  },
  // Decision: 1101012–1101018 have no meaning in §8; they cover the member rules of §5 that lack one.
  nameOncePerYear: { code: 1101012, message: 'Your name can only be changed once a year', httpStatus: 429 },
  verificationCodeExpired: {
    code: 1101013,
    message: 'The verification code has expired, please request a new one',
    httpStatus: 400,
  },
  codeSentTooOften: {
    code: 1101014,
    message: 'Please wait 60 seconds before requesting a new code',
    httpStatus: 429,
  },
  captchaInvalid: { code: 1101015, message: 'The picture code is incorrect', httpStatus: 400 },
  passwordInvalid: {
    code: 1101016,
    message: 'The password does not comply with the standard',
    httpStatus: 400,
  },
  passwordMismatch: { code: 1101017, message: 'The two passwords do not match', httpStatus: 400 },
  avatarTooLarge: { code: 1101018, message: 'The picture must be 800 KB or smaller', httpStatus: 413 },
  tooManyFailedAttempts: {
    code: 1101019,
    message: 'Too many failed attempts, please reset your password',
    httpStatus: 429,
  },
  invalidParameter: { code: 1101020, message: 'Invalid parameter', httpStatus: 400 },
  addressNotFound: { code: 1101021, message: 'The address does not exist', httpStatus: 404 },
  // Decision: 1101022 (no meaning in §8) is a repeated account-deletion request (§4 Other states).
  deletionAlreadyRequested: {
    code: 1101022,
    message: 'Account deletion has already been requested',
    httpStatus: 409,
  },
  deviceNotSecure: {
    code: 1101023,
    message: 'This device is not secure, please try again in one minute',
    httpStatus: 429,
  },
  phoneAlreadyBound: {
    code: 1101024,
    message: 'This phone number is already linked to an account',
    httpStatus: 409,
  },
  accountAbnormal: {
    code: 1101025,
    message: 'Your account is abnormal, please contact customer service',
    httpStatus: 403,
  },
  unfinishedOrders: {
    code: 1101026,
    message: 'You have unfinished orders, please complete them first',
    httpStatus: 409,
  },
  accountNotFound: { code: 1101027, message: 'Account not found', httpStatus: 404 },

  // Vouchers (1101030–1101049). Decision: numbers §8 leaves blank cover the voucher rules of §3–§4.
  voucherNotEligible: {
    code: 1101030,
    message: 'You are not eligible to claim this voucher',
    httpStatus: 403,
  },
  voucherExpired: { code: 1101031, message: 'This voucher has expired', httpStatus: 409 },
  voucherAlreadyUsed: { code: 1101032, message: 'This voucher has already been used', httpStatus: 409 },
  voucherMinSpendNotMet: {
    code: 1101033,
    message: 'Your order has not reached the minimum spend for this voucher',
    httpStatus: 409,
  },
  voucherNotApplicable: {
    code: 1101034,
    message: 'This voucher does not apply to the selected products',
    httpStatus: 409,
  },
  voucherNotStackable: {
    code: 1101035,
    message: 'This voucher cannot be combined with other vouchers',
    httpStatus: 409,
  },
  voucherAlreadyClaimed: { code: 1101036, message: 'You have already claimed this voucher', httpStatus: 409 },
  voucherClaimLimit: {
    code: 1101037,
    message: 'You have reached the claim limit for this voucher',
    httpStatus: 429,
  },
  voucherOnlineOnly: {
    code: 1101038,
    message: 'This voucher can only be used for online orders',
    httpStatus: 403,
  },
  voucherTooFrequent: {
    code: 1101039,
    message: 'Too many attempts, please try again later',
    httpStatus: 429,
  },
  voucherEventExpired: { code: 1101040, message: 'This event has ended', httpStatus: 409 },
  voucherEventNotStarted: { code: 1101041, message: 'This event has not started yet', httpStatus: 409 },
  // Decision: 1101042–1101044 are three lookups (voucher, voucher code, promotion) that all mean "missing".
  voucherNotFound: { code: 1101042, message: 'This voucher does not exist', httpStatus: 404 },
  voucherCodeNotFound: { code: 1101043, message: 'This voucher code does not exist', httpStatus: 404 },
  voucherPromotionNotFound: {
    code: 1101044,
    message: 'This voucher is no longer available',
    httpStatus: 404,
  },
  voucherFullyClaimed: { code: 1101045, message: 'All vouchers have been claimed', httpStatus: 409 },
  voucherCountryMismatch: {
    code: 1101046,
    message: 'This voucher is not available in your country',
    httpStatus: 403,
  },
  voucherAppOnly: {
    code: 1101047,
    message: 'This voucher is for the app only, please download the app',
    httpStatus: 403,
  },
  voucherNotClaimed: { code: 1101048, message: 'Please claim this voucher first', httpStatus: 409 },
  voucherNewUsersOnly: { code: 1101049, message: 'This voucher is for new users only', httpStatus: 403 },

  // Orders and after-sales (1103001–1103056, 1103064). Decision: §8 names the themes of the unnamed
  // codes (not found, unauthorized, no product, delivery, vouchers, coins); the numbers are ours.
  orderNotFound: { code: 1103001, message: 'The order does not exist', httpStatus: 404 },
  afterSalesNotFound: { code: 1103002, message: 'The after-sales request does not exist', httpStatus: 404 },
  orderItemNotFound: { code: 1103003, message: 'The item does not exist in this order', httpStatus: 404 },
  shippingAddressNotFound: { code: 1103004, message: 'The shipping address does not exist', httpStatus: 404 },
  orderProductNotFound: {
    code: 1103005,
    message: 'The product does not exist or has been removed',
    httpStatus: 404,
  },
  orderAccessDenied: { code: 1103006, message: 'You do not have access to this order', httpStatus: 403 },
  afterSalesExists: {
    code: 1103007,
    message: 'An after-sales request already exists for this item',
    httpStatus: 409,
  },
  noProductSelected: { code: 1103008, message: 'Please select a product', httpStatus: 400 },
  deliveryUnsupported: {
    code: 1103009,
    message: 'Delivery is not available for a product in your order',
    httpStatus: 409,
  },
  orderVoucherInvalid: {
    code: 1103010,
    message: 'The voucher cannot be used for this order',
    httpStatus: 409,
  },
  orderVoucherExpired: { code: 1103011, message: 'The voucher has expired', httpStatus: 409 },
  addressUnsupported: {
    code: 1103012,
    message: 'Delivery to this address is not supported',
    httpStatus: 409,
  },
  coinsInsufficient: { code: 1103013, message: 'You do not have enough coins', httpStatus: 409 },
  coinsOverLimit: {
    code: 1103014,
    message: 'The coins used exceed the redemption limit for this order',
    httpStatus: 409,
  },
  coinsRedemptionFailed: {
    code: 1103015,
    message: 'Coin redemption failed, please try again',
    httpStatus: 409,
  },
  voucherRedemptionFailed: {
    code: 1103016,
    message: 'The voucher could not be applied, please try again',
    httpStatus: 409,
  },
  cartItemNotFound: { code: 1103017, message: 'This item is no longer in your cart', httpStatus: 404 },
  orderProductSoldOut: { code: 1103018, message: 'A product in your order is sold out', httpStatus: 409 },
  priceChanged: { code: 1103019, message: 'The price has changed, please refresh', httpStatus: 409 },
  orderProductUnavailable: {
    code: 1103020,
    message: 'A product in your order is no longer available',
    httpStatus: 409,
  },
  orderCountryMismatch: {
    code: 1103021,
    message: 'This product is not sold in your country',
    httpStatus: 409,
  },
  orderAlreadyPaid: { code: 1103022, message: 'This order has already been paid', httpStatus: 409 },
  orderPaymentExpired: {
    code: 1103023,
    message: 'The payment time for this order has expired',
    httpStatus: 409,
  },
  orderAlreadyCanceled: { code: 1103024, message: 'This order has already been canceled', httpStatus: 409 },
  orderCannotCancel: { code: 1103025, message: 'This order can no longer be canceled', httpStatus: 409 },
  orderNotShipped: { code: 1103026, message: 'This order has not been shipped yet', httpStatus: 409 },
  orderAlreadyReceived: {
    code: 1103027,
    message: 'You have already confirmed receipt of this order',
    httpStatus: 409,
  },
  orderStatusMismatch: {
    code: 1103028,
    message: 'The order status has changed, please refresh',
    httpStatus: 409,
  },
  orderCannotDelete: { code: 1103029, message: 'This order cannot be deleted', httpStatus: 409 },
  orderCreateFailed: {
    code: 1103030,
    message: 'The order could not be placed, please try again',
    httpStatus: 500,
  },
  afterSalesReasonRequired: { code: 1103031, message: 'Please choose a reason', httpStatus: 400 },
  afterSalesQuantityInvalid: {
    code: 1103032,
    message: 'The quantity for after-sales is invalid',
    httpStatus: 400,
  },
  afterSalesAmountExceeded: {
    code: 1103033,
    message: 'The refund amount cannot exceed the amount paid',
    httpStatus: 400,
  },
  afterSalesStatusMismatch: {
    code: 1103034,
    message: 'The after-sales status has changed, please refresh',
    httpStatus: 409,
  },
  operationTooFast: {
    code: 1103035,
    message: 'You are going too fast, please try again later',
    httpStatus: 429,
  },
  logisticsRequired: {
    code: 1103036,
    message: 'Please enter the logistics company and tracking number',
    httpStatus: 400,
  },
  refundCardInvalid: { code: 1103037, message: 'The refund card details are invalid', httpStatus: 400 },
  afterSalesInProgress: {
    code: 1103038,
    message: 'An after-sales request for this item is in progress',
    httpStatus: 409,
  },
  accountDisabledForOrders: {
    code: 1103039,
    message: 'Your account has been disabled and cannot place orders',
    httpStatus: 403,
  },
  afterSalesCannotCancel: {
    code: 1103040,
    message: 'This after-sales request can no longer be canceled',
    httpStatus: 409,
  },
  stockLockFailed: {
    code: 1103041,
    message: 'Stock could not be reserved, please try again',
    httpStatus: 409,
  },
  afterSalesWindowExceeded: {
    code: 1103042,
    message: 'The after-sales period for this order has ended',
    httpStatus: 409,
  },
  evidenceTooMany: { code: 1103043, message: 'Too many evidence pictures', httpStatus: 400 },
  orderMessageTooLong: { code: 1103044, message: 'Your message to the seller is too long', httpStatus: 400 },
  dailyOrderLimit: { code: 1103045, message: 'You have reached the daily order limit', httpStatus: 429 },
  skuCountLimit: { code: 1103046, message: 'Too many different products in one order', httpStatus: 400 },
  shippingFeeChanged: {
    code: 1103047,
    message: 'The shipping fee has changed, please refresh',
    httpStatus: 409,
  },
  paymentMethodUnsupported: {
    code: 1103048,
    message: 'This payment method is not available',
    httpStatus: 400,
  },
  orderBelowMinimum: {
    code: 1103049,
    message: 'Your order has not reached the minimum amount',
    httpStatus: 409,
  },
  shippingAddressRequired: { code: 1103050, message: 'Please add a shipping address', httpStatus: 400 },
  cartFull: { code: 1103051, message: 'Your cart is full, please remove some items first', httpStatus: 409 },
  shippingVoucherInvalid: {
    code: 1103052,
    message: 'The shipping voucher cannot be used for this order',
    httpStatus: 409,
  },
  refundFailed: {
    code: 1103053,
    message: 'The refund could not be processed, please contact customer service',
    httpStatus: 409,
  },
  afterSalesNotEligible: {
    code: 1103054,
    message: 'This item is not eligible for after-sales',
    httpStatus: 409,
  },
  orderQuantityInvalid: { code: 1103055, message: 'Please choose a valid quantity', httpStatus: 400 },
  maxPurchaseQuantity: {
    code: 1103056,
    message: 'You have exceeded the maximum purchase quantity',
    httpStatus: 400,
  },
  afterSalesLimit: {
    code: 1103064,
    message: 'This order has reached the maximum number of after-sales requests',
    httpStatus: 429,
  },

  // Payment (1104001–1104009), in the order §8 lists them.
  paymentInvalid: { code: 1104001, message: 'The payment is invalid', httpStatus: 400 },
  paymentNotFound: { code: 1104002, message: 'The payment does not exist', httpStatus: 404 },
  // Decision: a payment error is the gateway's fault, so 502.
  paymentError: { code: 1104003, message: 'Payment error, please try again', httpStatus: 502 },
  paymentProcessing: { code: 1104004, message: 'The payment is being processed', httpStatus: 409 },
  paymentFailed: { code: 1104005, message: 'Payment failed', httpStatus: 409 },
  paymentSuccessful: { code: 1104006, message: 'The payment was successful', httpStatus: 409 },
  paymentCanceled: { code: 1104007, message: 'The payment has been canceled', httpStatus: 409 },
  paymentRefunded: { code: 1104008, message: 'The payment has been refunded', httpStatus: 409 },
  paymentAmountError: {
    code: 1104009,
    message: 'The payment amount is incorrect, please refresh',
    httpStatus: 409,
  },

  // Product (1105001–1105008). Decision: 1105003–1105006 cover the product states of §3–§4.
  notLoggedIn: { code: 1105001, message: 'Please log in first', httpStatus: 401 },
  productNotFound: { code: 1105002, message: 'The product information does not exist', httpStatus: 404 },
  productOffShelf: { code: 1105003, message: 'This product is no longer available', httpStatus: 409 },
  skuNotFound: { code: 1105004, message: 'This product option does not exist', httpStatus: 404 },
  restockAlreadySubscribed: {
    code: 1105005,
    message: 'You will already be notified when this product is back in stock',
    httpStatus: 409,
  },
  productSoldOut: { code: 1105006, message: 'This product is sold out', httpStatus: 409 },
  insufficientStock: { code: 1105007, message: 'Insufficient stock', httpStatus: 409 },
  purchaseLimit: {
    code: 1105008,
    message: 'You have reached the purchase limit for this product',
    httpStatus: 429,
  },

  // Search (1106001–1106005). Decision: §8 gives no meanings; these are the search call's failures.
  searchKeywordRequired: { code: 1106001, message: 'Please enter a keyword', httpStatus: 400 },
  searchKeywordTooLong: { code: 1106002, message: 'The keyword is too long', httpStatus: 400 },
  searchTooFrequent: {
    code: 1106003,
    message: 'Searching too often, please try again later',
    httpStatus: 429,
  },
  searchRecordNotFound: { code: 1106004, message: 'The search record does not exist', httpStatus: 404 },
  searchUnavailable: {
    code: 1106005,
    message: 'Search is temporarily unavailable, please try again later',
    httpStatus: 503,
  },

  // Decision: site message 1107001 is "message not found" (message/read with an unknown msg_no).
  messageNotFound: { code: 1107001, message: 'The message does not exist', httpStatus: 404 },
  // Decision: an unknown /api path answers the page-content code (§8 gives 1108001 no meaning).
  notFound: { code: 1108001, message: 'The page content does not exist', httpStatus: 404 },

  // Decision: coupon codes (meanings not in §8) are the coupon-product-list and shortfall failures.
  couponNotFound: { code: 1109003, message: 'The coupon does not exist', httpStatus: 404 },
  couponExpired: { code: 1109009, message: 'The coupon has expired', httpStatus: 409 },
  couponNotApplicable: {
    code: 1109011,
    message: 'This coupon does not apply to these products',
    httpStatus: 409,
  },

  // Decision: product 1125101/1125102 (meanings not in §8) are the spec and recommendation lookups.
  productSpecsNotFound: {
    code: 1125101,
    message: 'The product specifications do not exist',
    httpStatus: 404,
  },
  recommendationsUnavailable: {
    code: 1125102,
    message: 'Recommendations are unavailable right now, please try again later',
    httpStatus: 503,
  },

  // Decision: §8 has no code for a server fault; 1100500 sits outside every range it names.
  internal: { code: 1100500, message: 'Something went wrong, please try again', httpStatus: 500 },
  // Decision: the request-level refusals of docs/decisions/013-server-edges.md take the same
  // 11005xx-style form, 1100 + the HTTP status, outside every range §8 names.
  requestTooLarge: { code: 1100413, message: 'The request is too large', httpStatus: 413 },
  unsupportedMediaType: { code: 1100415, message: 'The request must be sent as JSON', httpStatus: 415 },
  requestInProgress: {
    code: 1100409,
    message: 'This request is still being processed, please try again in a moment',
    httpStatus: 409,
  },
  idempotencyKeyReused: {
    code: 1100422,
    message: 'This request key was already used for a different request',
    httpStatus: 422,
  },
} as const satisfies Record<string, ErrorEntry>;

export type ErrorName = keyof typeof errorCatalogue;
export type ErrorCode = (typeof errorCatalogue)[ErrorName]['code'];

/** Every entry of the catalogue, in table order. */
export const errorEntries: readonly ErrorEntry[] = Object.values(errorCatalogue);

const entriesByCode = new Map<number, ErrorEntry>(errorEntries.map((entry) => [entry.code, entry]));

/** The catalogue entry for a code an envelope carries; undefined for a code we do not know. */
export function errorByCode(code: number): ErrorEntry | undefined {
  return entriesByCode.get(code);
}
