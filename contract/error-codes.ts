/**
 * The codes of the error catalogue (SPEC.md §8), one named export per code. contract/errors.ts
 * builds the catalogue's entries (English message, HTTP status) from these.
 *
 * Decision: one export per code, imported as a namespace (`import * as errorCodes from
 * '…/contract/error-codes'`, then `errorCodes.cartFull`), so a browser chunk carries only the
 * codes it reads: bundlers drop the unread members of a namespace, while importing
 * `errorCatalogue` would carry every entry and its English message. Code everywhere outside
 * contract/ names a code this way (or as an errorCatalogue entry), never as a raw number; the
 * test contract/copied-constants.test.ts fails on a raw 7-digit code.
 */

// Member (1101001–1101029).
export const accountExists = 1101001;
export const verificationCodeInvalid = 1101002;
export const verifyOldEmailFirst = 1101003;
export const verifyOldPhoneFirst = 1101004;
export const memberNotFound = 1101005;
export const loginFailed = 1101006;
export const wrongAccountOrPassword = 1101007;
export const wrongPassword = 1101008;
export const accountDisabled = 1101009;
export const emailAlreadyBound = 1101010;
export const birthdayOncePerYear = 1101011;
export const nameOncePerYear = 1101012;
export const verificationCodeExpired = 1101013;
export const codeSentTooOften = 1101014;
export const captchaInvalid = 1101015;
export const passwordInvalid = 1101016;
export const passwordMismatch = 1101017;
export const avatarTooLarge = 1101018;
export const tooManyFailedAttempts = 1101019;
export const invalidParameter = 1101020;
export const addressNotFound = 1101021;
export const deletionAlreadyRequested = 1101022;
export const deviceNotSecure = 1101023;
export const phoneAlreadyBound = 1101024;
export const accountAbnormal = 1101025;
export const unfinishedOrders = 1101026;
export const accountNotFound = 1101027;
/** Decision (ADR 012): the per-account code limits, numbers §8 leaves blank. */
export const tooManyCodesForAccount = 1101028;
export const tooManyWrongCodes = 1101029;
/** Decision (ADR 014): the audio captcha's own failures, past the voucher block §8 reserves. */
export const captchaAudioUnavailable = 1101060;
export const captchaAudioGone = 1101061;

// Vouchers (1101030–1101049). Decision: numbers §8 leaves blank cover the voucher rules of §3–§4.
export const voucherNotEligible = 1101030;
export const voucherExpired = 1101031;
export const voucherAlreadyUsed = 1101032;
export const voucherMinSpendNotMet = 1101033;
export const voucherNotApplicable = 1101034;
export const voucherNotStackable = 1101035;
export const voucherAlreadyClaimed = 1101036;
export const voucherClaimLimit = 1101037;
export const voucherOnlineOnly = 1101038;
export const voucherTooFrequent = 1101039;
export const voucherEventExpired = 1101040;
export const voucherEventNotStarted = 1101041;
export const voucherNotFound = 1101042;
export const voucherCodeNotFound = 1101043;
export const voucherPromotionNotFound = 1101044;
export const voucherFullyClaimed = 1101045;
export const voucherCountryMismatch = 1101046;
export const voucherAppOnly = 1101047;
export const voucherNotClaimed = 1101048;
export const voucherNewUsersOnly = 1101049;

// Decision: 1101050 (after the member and voucher blocks §8 names) is a full address book
// (ADDRESS_BOOK_LIMIT in contract/address-constants.ts).
export const addressBookFull = 1101050;
// Decision: 1101051 is a postal code outside the address's chosen region (ADR 015 addendum).
export const postalCodeOutsideRegion = 1101051;

// Orders and after-sales (1103001–1103057, 1103064). Decision: §8 names the themes of the unnamed
export const orderNotFound = 1103001;
export const afterSalesNotFound = 1103002;
export const orderItemNotFound = 1103003;
export const shippingAddressNotFound = 1103004;
export const orderProductNotFound = 1103005;
export const orderAccessDenied = 1103006;
export const afterSalesExists = 1103007;
export const noProductSelected = 1103008;
export const deliveryUnsupported = 1103009;
export const orderVoucherInvalid = 1103010;
export const orderVoucherExpired = 1103011;
export const addressUnsupported = 1103012;
export const coinsInsufficient = 1103013;
export const coinsOverLimit = 1103014;
export const coinsRedemptionFailed = 1103015;
export const voucherRedemptionFailed = 1103016;
export const cartItemNotFound = 1103017;
export const orderProductSoldOut = 1103018;
export const priceChanged = 1103019;
export const orderProductUnavailable = 1103020;
export const orderCountryMismatch = 1103021;
export const orderAlreadyPaid = 1103022;
export const orderPaymentExpired = 1103023;
export const orderAlreadyCanceled = 1103024;
export const orderCannotCancel = 1103025;
export const orderNotShipped = 1103026;
export const orderAlreadyReceived = 1103027;
export const orderStatusMismatch = 1103028;
export const orderCannotDelete = 1103029;
export const orderCreateFailed = 1103030;
export const afterSalesReasonRequired = 1103031;
export const afterSalesQuantityInvalid = 1103032;
export const afterSalesAmountExceeded = 1103033;
export const afterSalesStatusMismatch = 1103034;
export const operationTooFast = 1103035;
export const logisticsRequired = 1103036;
export const refundCardInvalid = 1103037;
export const afterSalesInProgress = 1103038;
export const accountDisabledForOrders = 1103039;
export const afterSalesCannotCancel = 1103040;
export const stockLockFailed = 1103041;
export const afterSalesWindowExceeded = 1103042;
export const evidenceTooMany = 1103043;
export const orderMessageTooLong = 1103044;
export const dailyOrderLimit = 1103045;
export const skuCountLimit = 1103046;
export const shippingFeeChanged = 1103047;
export const paymentMethodUnsupported = 1103048;
export const orderBelowMinimum = 1103049;
export const shippingAddressRequired = 1103050;
export const cartFull = 1103051;
export const shippingVoucherInvalid = 1103052;
export const refundFailed = 1103053;
export const afterSalesNotEligible = 1103054;
export const orderQuantityInvalid = 1103055;
export const maxPurchaseQuantity = 1103056;
/** Decision (ADR 033): 1103057, unnamed by §8, is an order worth more than ORDER_VALUE_LIMIT_MINOR. */
export const orderValueLimit = 1103057;
export const afterSalesLimit = 1103064;

// Payment (1104001–1104009), in the order §8 lists them.
export const paymentInvalid = 1104001;
export const paymentNotFound = 1104002;
export const paymentError = 1104003;
export const paymentProcessing = 1104004;
export const paymentFailed = 1104005;
export const paymentSuccessful = 1104006;
export const paymentCanceled = 1104007;
export const paymentRefunded = 1104008;
export const paymentAmountError = 1104009;
/** Decision (ADR 034): 1104010, after the nine §8 names, is an order given all the more time it can have. */
export const payTimeUsedUp = 1104010;

// Product (1105001–1105008). Decision: 1105003–1105006 cover the product states of §3–§4.
export const notLoggedIn = 1105001;
export const productNotFound = 1105002;
export const productOffShelf = 1105003;
export const skuNotFound = 1105004;
export const restockAlreadySubscribed = 1105005;
export const productSoldOut = 1105006;
export const insufficientStock = 1105007;
export const purchaseLimit = 1105008;
/** Decision (ADR 041): 1105009, after the product block §8 names, is a full wishlist (WISHLIST_MAX_ITEMS). */
export const wishlistFull = 1105009;

// Search (1106001–1106005). Decision: §8 gives no meanings; these are the search call's failures.
export const searchKeywordRequired = 1106001;
export const searchKeywordTooLong = 1106002;
export const searchTooFrequent = 1106003;
export const searchRecordNotFound = 1106004;
export const searchUnavailable = 1106005;

// Decision: site message 1107001 is "message not found" (message/read with an unknown msg_no).
export const messageNotFound = 1107001;
export const notFound = 1108001;

// Decision: coupon codes (meanings not in §8) are the coupon-product-list and shortfall failures.
export const couponNotFound = 1109003;
export const couponExpired = 1109009;
export const couponNotApplicable = 1109011;

// Decision: product 1125101/1125102 (meanings not in §8) are the spec and recommendation lookups.
export const productSpecsNotFound = 1125101;
export const recommendationsUnavailable = 1125102;

// Decision: §8 has no code for a server fault; 1100500 sits outside every range it names.
export const internal = 1100500;
// Decision (ADR 013): the request-level refusals, 1100 + the HTTP status, outside every range §8 names.
export const requestTooLarge = 1100413;
export const unsupportedMediaType = 1100415;
export const requestInProgress = 1100409;
export const idempotencyKeyReused = 1100422;
/** Decision (ADR 026): a device sending monitoring beacons faster than any real page would. */
export const tooManyRequests = 1100429;
