import * as errorCodes from './error-codes';

/**
 * The error catalogue of SPEC.md §8: one row per code. The storefront shows the message
 * `errors.<code>` from locales/ (contract/error-messages.ts), the server answers `msg` in English
 * and the HTTP status.
 *
 * HTTP statuses: 400 bad input (including "too many in one request"), 401 only for "not logged
 * in" (the storefront turns every 401 into the session-expiry path of §4, so wrong credentials
 * must not answer 401), 403 forbidden, 404 not found, 409 a state or conflict, 413 too large,
 * 429 too frequent or a limit over time, 5xx our or a gateway's fault.
 *
 * The numbers live in ./error-codes.ts (zod-free and tree-shakable, for the browser); this module
 * adds each one's message and status.
 */
export interface ErrorEntry {
  readonly code: number;
  /** English text: the server's `msg`, and the source of the `errors.<code>` message. */
  readonly message: string;
  /** The HTTP status the server answers with this code. */
  readonly httpStatus: number;
}

export const errorCatalogue = {
  // Member (1101001–1101029).
  accountExists: {
    code: errorCodes.accountExists,
    message: 'This account name already exists',
    httpStatus: 409,
  },
  verificationCodeInvalid: {
    code: errorCodes.verificationCodeInvalid,
    message: 'The verification code is invalid',
    httpStatus: 400,
  },
  verifyOldEmailFirst: {
    code: errorCodes.verifyOldEmailFirst,
    message: 'Please verify your current e-mail first',
    httpStatus: 403,
  },
  verifyOldPhoneFirst: {
    code: errorCodes.verifyOldPhoneFirst,
    message: 'Please verify your current phone number first',
    httpStatus: 403,
  },
  memberNotFound: { code: errorCodes.memberNotFound, message: 'The member does not exist', httpStatus: 404 },
  // Decision: login failures answer 400, not 401: a 401 means "session expired" to the storefront.
  loginFailed: { code: errorCodes.loginFailed, message: 'Login failed, please try again', httpStatus: 400 },
  wrongAccountOrPassword: {
    code: errorCodes.wrongAccountOrPassword,
    message: 'Incorrect account or password',
    httpStatus: 400,
  },
  wrongPassword: { code: errorCodes.wrongPassword, message: 'Incorrect password', httpStatus: 400 },
  accountDisabled: {
    code: errorCodes.accountDisabled,
    message: 'This account has been disabled',
    httpStatus: 403,
  },
  emailAlreadyBound: {
    code: errorCodes.emailAlreadyBound,
    message: 'This e-mail is already linked to an account',
    httpStatus: 409,
  },
  birthdayOncePerYear: {
    code: errorCodes.birthdayOncePerYear,
    message: 'Your birthday can only be changed once a year',
    httpStatus: 429,
  },
  // Decision: 1101012–1101018 have no meaning in §8; they cover the member rules of §5 that lack one.
  nameOncePerYear: {
    code: errorCodes.nameOncePerYear,
    message: 'Your name can only be changed once a year',
    httpStatus: 429,
  },
  verificationCodeExpired: {
    code: errorCodes.verificationCodeExpired,
    message: 'The verification code has expired, please request a new one',
    httpStatus: 400,
  },
  codeSentTooOften: {
    code: errorCodes.codeSentTooOften,
    message: 'Please wait 60 seconds before requesting a new code',
    httpStatus: 429,
  },
  captchaInvalid: {
    code: errorCodes.captchaInvalid,
    message: 'The picture code is incorrect',
    httpStatus: 400,
  },
  passwordInvalid: {
    code: errorCodes.passwordInvalid,
    message: 'The password does not comply with the standard',
    httpStatus: 400,
  },
  passwordMismatch: {
    code: errorCodes.passwordMismatch,
    message: 'The two passwords do not match',
    httpStatus: 400,
  },
  avatarTooLarge: {
    code: errorCodes.avatarTooLarge,
    message: 'The picture must be 800 KB or smaller',
    httpStatus: 413,
  },
  tooManyFailedAttempts: {
    code: errorCodes.tooManyFailedAttempts,
    message: 'Too many failed attempts, please reset your password',
    httpStatus: 429,
  },
  invalidParameter: { code: errorCodes.invalidParameter, message: 'Invalid parameter', httpStatus: 400 },
  addressNotFound: {
    code: errorCodes.addressNotFound,
    message: 'The address does not exist',
    httpStatus: 404,
  },
  // Decision: 1101022 (no meaning in §8) is a repeated account-deletion request (§4 Other states).
  deletionAlreadyRequested: {
    code: errorCodes.deletionAlreadyRequested,
    message: 'Account deletion has already been requested',
    httpStatus: 409,
  },
  deviceNotSecure: {
    code: errorCodes.deviceNotSecure,
    message: 'This device is not secure, please try again in one minute',
    httpStatus: 429,
  },
  phoneAlreadyBound: {
    code: errorCodes.phoneAlreadyBound,
    message: 'This phone number is already linked to an account',
    httpStatus: 409,
  },
  accountAbnormal: {
    code: errorCodes.accountAbnormal,
    message: 'Your account is abnormal, please contact customer service',
    httpStatus: 403,
  },
  unfinishedOrders: {
    code: errorCodes.unfinishedOrders,
    message: 'You have unfinished orders, please complete them first',
    httpStatus: 409,
  },
  accountNotFound: { code: errorCodes.accountNotFound, message: 'Account not found', httpStatus: 404 },
  // Decision (ADR 012): 1101028 and 1101029 (no meaning in §8) are the per-account code limits.
  tooManyCodesForAccount: {
    code: errorCodes.tooManyCodesForAccount,
    message: 'Too many codes were sent to this account, please try again later',
    httpStatus: 429,
  },
  tooManyWrongCodes: {
    code: errorCodes.tooManyWrongCodes,
    message: 'Too many wrong codes for this account, please try again tomorrow',
    httpStatus: 429,
  },
  // Decision (ADR 014): the speech engine is missing or failed (503); the challenge has already
  // been heard, answered, expired, or belongs to another account or device (409).
  captchaAudioUnavailable: {
    code: errorCodes.captchaAudioUnavailable,
    message: 'The audio captcha is not available right now, please use the picture',
    httpStatus: 503,
  },
  captchaAudioGone: {
    code: errorCodes.captchaAudioGone,
    message: 'This audio captcha can no longer be played, please load a new captcha',
    httpStatus: 409,
  },

  // Vouchers (1101030–1101049). Decision: numbers §8 leaves blank cover the voucher rules of §3–§4.
  voucherNotEligible: {
    code: errorCodes.voucherNotEligible,
    message: 'You are not eligible to claim this voucher',
    httpStatus: 403,
  },
  voucherExpired: { code: errorCodes.voucherExpired, message: 'This voucher has expired', httpStatus: 409 },
  voucherAlreadyUsed: {
    code: errorCodes.voucherAlreadyUsed,
    message: 'This voucher has already been used',
    httpStatus: 409,
  },
  voucherMinSpendNotMet: {
    code: errorCodes.voucherMinSpendNotMet,
    message: 'Your order has not reached the minimum spend for this voucher',
    httpStatus: 409,
  },
  voucherNotApplicable: {
    code: errorCodes.voucherNotApplicable,
    message: 'This voucher does not apply to the selected products',
    httpStatus: 409,
  },
  voucherNotStackable: {
    code: errorCodes.voucherNotStackable,
    message: 'This voucher cannot be combined with other vouchers',
    httpStatus: 409,
  },
  voucherAlreadyClaimed: {
    code: errorCodes.voucherAlreadyClaimed,
    message: 'You have already claimed this voucher',
    httpStatus: 409,
  },
  voucherClaimLimit: {
    code: errorCodes.voucherClaimLimit,
    message: 'You have reached the claim limit for this voucher',
    httpStatus: 429,
  },
  voucherOnlineOnly: {
    code: errorCodes.voucherOnlineOnly,
    message: 'This voucher can only be used for online orders',
    httpStatus: 403,
  },
  voucherTooFrequent: {
    code: errorCodes.voucherTooFrequent,
    message: 'Too many attempts, please try again later',
    httpStatus: 429,
  },
  voucherEventExpired: {
    code: errorCodes.voucherEventExpired,
    message: 'This event has ended',
    httpStatus: 409,
  },
  voucherEventNotStarted: {
    code: errorCodes.voucherEventNotStarted,
    message: 'This event has not started yet',
    httpStatus: 409,
  },
  // Decision: 1101042–1101044 are three lookups (voucher, voucher code, promotion) that all mean "missing".
  voucherNotFound: {
    code: errorCodes.voucherNotFound,
    message: 'This voucher does not exist',
    httpStatus: 404,
  },
  voucherCodeNotFound: {
    code: errorCodes.voucherCodeNotFound,
    message: 'This voucher code does not exist',
    httpStatus: 404,
  },
  voucherPromotionNotFound: {
    code: errorCodes.voucherPromotionNotFound,
    message: 'This voucher is no longer available',
    httpStatus: 404,
  },
  voucherFullyClaimed: {
    code: errorCodes.voucherFullyClaimed,
    message: 'All vouchers have been claimed',
    httpStatus: 409,
  },
  voucherCountryMismatch: {
    code: errorCodes.voucherCountryMismatch,
    message: 'This voucher is not available in your country',
    httpStatus: 403,
  },
  voucherAppOnly: {
    code: errorCodes.voucherAppOnly,
    message: 'This voucher is for the app only, please download the app',
    httpStatus: 403,
  },
  voucherNotClaimed: {
    code: errorCodes.voucherNotClaimed,
    message: 'Please claim this voucher first',
    httpStatus: 409,
  },
  voucherNewUsersOnly: {
    code: errorCodes.voucherNewUsersOnly,
    message: 'This voucher is for new users only',
    httpStatus: 403,
  },
  // Decision: the address book's limit (ADDRESS_BOOK_LIMIT); 409, a state of the book.
  addressBookFull: {
    code: errorCodes.addressBookFull,
    message: 'Your address book is full: delete an address to add another',
    httpStatus: 409,
  },
  // Decision: a postal code that is not the chosen district's (ID) or state's (MY); the server's
  // message names the region, the storefront's form says it beside the field.
  postalCodeOutsideRegion: {
    code: errorCodes.postalCodeOutsideRegion,
    message: 'The postal code is not in the chosen area',
    httpStatus: 400,
  },

  // Orders and after-sales (1103001–1103057, 1103064). Decision: §8 names the themes of the unnamed
  // codes (not found, unauthorized, no product, delivery, vouchers, coins); the numbers are ours.
  orderNotFound: { code: errorCodes.orderNotFound, message: 'The order does not exist', httpStatus: 404 },
  afterSalesNotFound: {
    code: errorCodes.afterSalesNotFound,
    message: 'The after-sales request does not exist',
    httpStatus: 404,
  },
  orderItemNotFound: {
    code: errorCodes.orderItemNotFound,
    message: 'The item does not exist in this order',
    httpStatus: 404,
  },
  shippingAddressNotFound: {
    code: errorCodes.shippingAddressNotFound,
    message: 'The shipping address does not exist',
    httpStatus: 404,
  },
  orderProductNotFound: {
    code: errorCodes.orderProductNotFound,
    message: 'The product does not exist or has been removed',
    httpStatus: 404,
  },
  orderAccessDenied: {
    code: errorCodes.orderAccessDenied,
    message: 'You do not have access to this order',
    httpStatus: 403,
  },
  afterSalesExists: {
    code: errorCodes.afterSalesExists,
    message: 'An after-sales request already exists for this item',
    httpStatus: 409,
  },
  noProductSelected: {
    code: errorCodes.noProductSelected,
    message: 'Please select a product',
    httpStatus: 400,
  },
  deliveryUnsupported: {
    code: errorCodes.deliveryUnsupported,
    message: 'Delivery is not available for a product in your order',
    httpStatus: 409,
  },
  orderVoucherInvalid: {
    code: errorCodes.orderVoucherInvalid,
    message: 'The voucher cannot be used for this order',
    httpStatus: 409,
  },
  orderVoucherExpired: {
    code: errorCodes.orderVoucherExpired,
    message: 'The voucher has expired',
    httpStatus: 409,
  },
  addressUnsupported: {
    code: errorCodes.addressUnsupported,
    message: 'Delivery to this address is not supported',
    httpStatus: 409,
  },
  coinsInsufficient: {
    code: errorCodes.coinsInsufficient,
    message: 'You do not have enough coins',
    httpStatus: 409,
  },
  coinsOverLimit: {
    code: errorCodes.coinsOverLimit,
    message: 'The coins used exceed the redemption limit for this order',
    httpStatus: 409,
  },
  coinsRedemptionFailed: {
    code: errorCodes.coinsRedemptionFailed,
    message: 'Coin redemption failed, please try again',
    httpStatus: 409,
  },
  voucherRedemptionFailed: {
    code: errorCodes.voucherRedemptionFailed,
    message: 'The voucher could not be applied, please try again',
    httpStatus: 409,
  },
  cartItemNotFound: {
    code: errorCodes.cartItemNotFound,
    message: 'This item is no longer in your cart',
    httpStatus: 404,
  },
  orderProductSoldOut: {
    code: errorCodes.orderProductSoldOut,
    message: 'A product in your order is sold out',
    httpStatus: 409,
  },
  priceChanged: {
    code: errorCodes.priceChanged,
    message: 'The price has changed, please refresh',
    httpStatus: 409,
  },
  orderProductUnavailable: {
    code: errorCodes.orderProductUnavailable,
    message: 'A product in your order is no longer available',
    httpStatus: 409,
  },
  orderCountryMismatch: {
    code: errorCodes.orderCountryMismatch,
    message: 'This product is not sold in your country',
    httpStatus: 409,
  },
  orderAlreadyPaid: {
    code: errorCodes.orderAlreadyPaid,
    message: 'This order has already been paid',
    httpStatus: 409,
  },
  orderPaymentExpired: {
    code: errorCodes.orderPaymentExpired,
    message: 'The payment time for this order has expired',
    httpStatus: 409,
  },
  orderAlreadyCanceled: {
    code: errorCodes.orderAlreadyCanceled,
    message: 'This order has already been canceled',
    httpStatus: 409,
  },
  orderCannotCancel: {
    code: errorCodes.orderCannotCancel,
    message: 'This order can no longer be canceled',
    httpStatus: 409,
  },
  orderNotShipped: {
    code: errorCodes.orderNotShipped,
    message: 'This order has not been shipped yet',
    httpStatus: 409,
  },
  orderAlreadyReceived: {
    code: errorCodes.orderAlreadyReceived,
    message: 'You have already confirmed receipt of this order',
    httpStatus: 409,
  },
  orderStatusMismatch: {
    code: errorCodes.orderStatusMismatch,
    message: 'The order status has changed, please refresh',
    httpStatus: 409,
  },
  orderCannotDelete: {
    code: errorCodes.orderCannotDelete,
    message: 'This order cannot be deleted',
    httpStatus: 409,
  },
  orderCreateFailed: {
    code: errorCodes.orderCreateFailed,
    message: 'The order could not be placed, please try again',
    httpStatus: 500,
  },
  afterSalesReasonRequired: {
    code: errorCodes.afterSalesReasonRequired,
    message: 'Please choose a reason',
    httpStatus: 400,
  },
  afterSalesQuantityInvalid: {
    code: errorCodes.afterSalesQuantityInvalid,
    message: 'The quantity for after-sales is invalid',
    httpStatus: 400,
  },
  afterSalesAmountExceeded: {
    code: errorCodes.afterSalesAmountExceeded,
    message: 'The refund amount cannot exceed the amount paid',
    httpStatus: 400,
  },
  afterSalesStatusMismatch: {
    code: errorCodes.afterSalesStatusMismatch,
    message: 'The after-sales status has changed, please refresh',
    httpStatus: 409,
  },
  operationTooFast: {
    code: errorCodes.operationTooFast,
    message: 'You are going too fast, please try again later',
    httpStatus: 429,
  },
  logisticsRequired: {
    code: errorCodes.logisticsRequired,
    message: 'Please enter the logistics company and tracking number',
    httpStatus: 400,
  },
  refundCardInvalid: {
    code: errorCodes.refundCardInvalid,
    message: 'The refund card details are invalid',
    httpStatus: 400,
  },
  afterSalesInProgress: {
    code: errorCodes.afterSalesInProgress,
    message: 'An after-sales request for this item is in progress',
    httpStatus: 409,
  },
  accountDisabledForOrders: {
    code: errorCodes.accountDisabledForOrders,
    message: 'Your account has been disabled and cannot place orders',
    httpStatus: 403,
  },
  afterSalesCannotCancel: {
    code: errorCodes.afterSalesCannotCancel,
    message: 'This after-sales request can no longer be canceled',
    httpStatus: 409,
  },
  stockLockFailed: {
    code: errorCodes.stockLockFailed,
    message: 'Stock could not be reserved, please try again',
    httpStatus: 409,
  },
  afterSalesWindowExceeded: {
    code: errorCodes.afterSalesWindowExceeded,
    message: 'The after-sales period for this order has ended',
    httpStatus: 409,
  },
  evidenceTooMany: {
    code: errorCodes.evidenceTooMany,
    message: 'Too many evidence pictures',
    httpStatus: 400,
  },
  orderMessageTooLong: {
    code: errorCodes.orderMessageTooLong,
    message: 'Your message to the seller is too long',
    httpStatus: 400,
  },
  dailyOrderLimit: {
    code: errorCodes.dailyOrderLimit,
    message: 'You have reached the daily order limit',
    httpStatus: 429,
  },
  skuCountLimit: {
    code: errorCodes.skuCountLimit,
    message: 'Too many different products in one order',
    httpStatus: 400,
  },
  shippingFeeChanged: {
    code: errorCodes.shippingFeeChanged,
    message: 'The shipping fee has changed, please refresh',
    httpStatus: 409,
  },
  paymentMethodUnsupported: {
    code: errorCodes.paymentMethodUnsupported,
    message: 'This payment method is not available',
    httpStatus: 400,
  },
  orderBelowMinimum: {
    code: errorCodes.orderBelowMinimum,
    message: 'Your order has not reached the minimum amount',
    httpStatus: 409,
  },
  shippingAddressRequired: {
    code: errorCodes.shippingAddressRequired,
    message: 'Please add a shipping address',
    httpStatus: 400,
  },
  cartFull: {
    code: errorCodes.cartFull,
    message: 'Your cart is full, please remove some items first',
    httpStatus: 409,
  },
  shippingVoucherInvalid: {
    code: errorCodes.shippingVoucherInvalid,
    message: 'The shipping voucher cannot be used for this order',
    httpStatus: 409,
  },
  refundFailed: {
    code: errorCodes.refundFailed,
    message: 'The refund could not be processed, please contact customer service',
    httpStatus: 409,
  },
  afterSalesNotEligible: {
    code: errorCodes.afterSalesNotEligible,
    message: 'This item is not eligible for after-sales',
    httpStatus: 409,
  },
  orderQuantityInvalid: {
    code: errorCodes.orderQuantityInvalid,
    message: 'Please choose a valid quantity',
    httpStatus: 400,
  },
  maxPurchaseQuantity: {
    code: errorCodes.maxPurchaseQuantity,
    message: 'You have exceeded the maximum purchase quantity',
    httpStatus: 400,
  },
  // Decision (ADR 033): 400, as 1103046: too much in one request; the shopper splits the order.
  orderValueLimit: {
    code: errorCodes.orderValueLimit,
    message: 'Your order is over the maximum amount for one order, please split it into smaller orders',
    httpStatus: 400,
  },
  afterSalesLimit: {
    code: errorCodes.afterSalesLimit,
    message: 'This order has reached the maximum number of after-sales requests',
    httpStatus: 429,
  },

  // Payment (1104001–1104009), in the order §8 lists them.
  paymentInvalid: { code: errorCodes.paymentInvalid, message: 'The payment is invalid', httpStatus: 400 },
  paymentNotFound: {
    code: errorCodes.paymentNotFound,
    message: 'The payment does not exist',
    httpStatus: 404,
  },
  // Decision: a payment error is the gateway's fault, so 502.
  paymentError: {
    code: errorCodes.paymentError,
    message: 'Payment error, please try again',
    httpStatus: 502,
  },
  paymentProcessing: {
    code: errorCodes.paymentProcessing,
    message: 'The payment is being processed',
    httpStatus: 409,
  },
  paymentFailed: { code: errorCodes.paymentFailed, message: 'Payment failed', httpStatus: 409 },
  paymentSuccessful: {
    code: errorCodes.paymentSuccessful,
    message: 'The payment was successful',
    httpStatus: 409,
  },
  paymentCanceled: {
    code: errorCodes.paymentCanceled,
    message: 'The payment has been canceled',
    httpStatus: 409,
  },
  paymentRefunded: {
    code: errorCodes.paymentRefunded,
    message: 'The payment has been refunded',
    httpStatus: 409,
  },
  paymentAmountError: {
    code: errorCodes.paymentAmountError,
    message: 'The payment amount is incorrect, please refresh',
    httpStatus: 409,
  },
  // Decision (ADR 034): 409, as the other states a payment cannot leave.
  payTimeUsedUp: {
    code: errorCodes.payTimeUsedUp,
    message: 'No more time can be added to pay for this order',
    httpStatus: 409,
  },

  // Product (1105001–1105008). Decision: 1105003–1105006 cover the product states of §3–§4.
  notLoggedIn: { code: errorCodes.notLoggedIn, message: 'Please log in first', httpStatus: 401 },
  productNotFound: {
    code: errorCodes.productNotFound,
    message: 'The product information does not exist',
    httpStatus: 404,
  },
  productOffShelf: {
    code: errorCodes.productOffShelf,
    message: 'This product is no longer available',
    httpStatus: 409,
  },
  skuNotFound: {
    code: errorCodes.skuNotFound,
    message: 'This product option does not exist',
    httpStatus: 404,
  },
  restockAlreadySubscribed: {
    code: errorCodes.restockAlreadySubscribed,
    message: 'You will already be notified when this product is back in stock',
    httpStatus: 409,
  },
  productSoldOut: { code: errorCodes.productSoldOut, message: 'This product is sold out', httpStatus: 409 },
  insufficientStock: { code: errorCodes.insufficientStock, message: 'Insufficient stock', httpStatus: 409 },
  purchaseLimit: {
    code: errorCodes.purchaseLimit,
    message: 'You have reached the purchase limit for this product',
    httpStatus: 429,
  },
  // Decision (ADR 041): 409, as a full cart (1103051).
  wishlistFull: {
    code: errorCodes.wishlistFull,
    message: 'Your wishlist is full, please remove some products first',
    httpStatus: 409,
  },

  // Search (1106001–1106005). Decision: §8 gives no meanings; these are the search call's failures.
  searchKeywordRequired: {
    code: errorCodes.searchKeywordRequired,
    message: 'Please enter a keyword',
    httpStatus: 400,
  },
  searchKeywordTooLong: {
    code: errorCodes.searchKeywordTooLong,
    message: 'The keyword is too long',
    httpStatus: 400,
  },
  searchTooFrequent: {
    code: errorCodes.searchTooFrequent,
    message: 'Searching too often, please try again later',
    httpStatus: 429,
  },
  searchRecordNotFound: {
    code: errorCodes.searchRecordNotFound,
    message: 'The search record does not exist',
    httpStatus: 404,
  },
  searchUnavailable: {
    code: errorCodes.searchUnavailable,
    message: 'Search is temporarily unavailable, please try again later',
    httpStatus: 503,
  },

  // Decision: site message 1107001 is "message not found" (message/read with an unknown msg_no).
  messageNotFound: {
    code: errorCodes.messageNotFound,
    message: 'The message does not exist',
    httpStatus: 404,
  },
  // Decision: an unknown /api path answers the page-content code (§8 gives 1108001 no meaning).
  notFound: { code: errorCodes.notFound, message: 'The page content does not exist', httpStatus: 404 },

  // Decision: coupon codes (meanings not in §8) are the coupon-product-list and shortfall failures.
  couponNotFound: { code: errorCodes.couponNotFound, message: 'The coupon does not exist', httpStatus: 404 },
  couponExpired: { code: errorCodes.couponExpired, message: 'The coupon has expired', httpStatus: 409 },
  couponNotApplicable: {
    code: errorCodes.couponNotApplicable,
    message: 'This coupon does not apply to these products',
    httpStatus: 409,
  },

  // Decision: product 1125101/1125102 (meanings not in §8) are the spec and recommendation lookups.
  productSpecsNotFound: {
    code: errorCodes.productSpecsNotFound,
    message: 'The product specifications do not exist',
    httpStatus: 404,
  },
  recommendationsUnavailable: {
    code: errorCodes.recommendationsUnavailable,
    message: 'Recommendations are unavailable right now, please try again later',
    httpStatus: 503,
  },

  // Decision: §8 has no code for a server fault; 1100500 sits outside every range it names.
  internal: { code: errorCodes.internal, message: 'Something went wrong, please try again', httpStatus: 500 },
  // Decision: the request-level refusals of docs/decisions/013-server-edges.md take the same
  // 11005xx-style form, 1100 + the HTTP status, outside every range §8 names.
  requestTooLarge: { code: errorCodes.requestTooLarge, message: 'The request is too large', httpStatus: 413 },
  unsupportedMediaType: {
    code: errorCodes.unsupportedMediaType,
    message: 'The request must be sent as JSON',
    httpStatus: 415,
  },
  requestInProgress: {
    code: errorCodes.requestInProgress,
    message: 'This request is still being processed, please try again in a moment',
    httpStatus: 409,
  },
  idempotencyKeyReused: {
    code: errorCodes.idempotencyKeyReused,
    message: 'This request key was already used for a different request',
    httpStatus: 422,
  },
  tooManyRequests: {
    code: errorCodes.tooManyRequests,
    message: 'Too many requests, please try again later',
    httpStatus: 429,
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
