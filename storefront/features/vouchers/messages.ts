import { defineMessages } from 'react-intl';
import type { MessageValue, NoMessageValues } from 'react-intl';

/** The voucher pages (vouchers.*): /coupons, /activities, /couponsList, /vouchertcs. */
export const vouchersMessages = defineMessages<{
  readonly centerTitle: NoMessageValues;
  readonly centerListLabel: NoMessageValues;
  readonly centerEmpty: NoMessageValues;
  readonly centerEmptyBody: NoMessageValues;
  readonly myVouchersLink: NoMessageValues;
  readonly claim: NoMessageValues;
  readonly claimAgain: NoMessageValues;
  readonly use: NoMessageValues;
  readonly terms: NoMessageValues;
  readonly claimed: NoMessageValues;
  readonly used: NoMessageValues;
  readonly expired: NoMessageValues;
  readonly claimedToast: NoMessageValues;
  readonly claimFailed: NoMessageValues;
  readonly startsOn: { readonly date: MessageValue };
  readonly fullyClaimed: NoMessageValues;
  readonly getTheApp: NoMessageValues;
  readonly minSpend: { readonly amount: MessageValue };
  readonly noMinSpend: NoMessageValues;
  readonly upTo: { readonly amount: MessageValue };
  readonly validUntil: { readonly date: MessageValue };
  readonly validDays: { readonly days: number | bigint };
  readonly endsIn: NoMessageValues;
  readonly usedOn: { readonly orderNo: MessageValue };
  readonly stackable: NoMessageValues;
  readonly onlineOnly: NoMessageValues;
  readonly appOnly: NoMessageValues;
  readonly newUsersOnly: NoMessageValues;
  readonly selectedProducts: NoMessageValues;
  readonly shipping: NoMessageValues;
  readonly freeShipping: NoMessageValues;
  readonly walletTitle: NoMessageValues;
  readonly tabsLabel: NoMessageValues;
  readonly tabUnuse: NoMessageValues;
  readonly tabUsed: NoMessageValues;
  readonly tabExpired: NoMessageValues;
  readonly emptyUnuse: NoMessageValues;
  readonly emptyUsed: NoMessageValues;
  readonly emptyExpired: NoMessageValues;
  readonly emptyBody: NoMessageValues;
  readonly getVouchers: NoMessageValues;
  readonly codeLabel: NoMessageValues;
  readonly codePlaceholder: NoMessageValues;
  readonly codeRedeem: NoMessageValues;
  readonly codeInvalid: NoMessageValues;
  readonly loadFailed: NoMessageValues;
  readonly tryAgain: NoMessageValues;
  readonly loadMore: NoMessageValues;
  readonly allLoaded: NoMessageValues;
  readonly termsTitle: NoMessageValues;
  readonly termsHeading: NoMessageValues;
  readonly claimWindow: { readonly from: MessageValue; readonly until: MessageValue };
  readonly seeProducts: NoMessageValues;
  readonly termsMissing: NoMessageValues;
  readonly termsLoadFailed: NoMessageValues;
  readonly backToWallet: NoMessageValues;
  readonly productsTitle: NoMessageValues;
  readonly productsSearch: NoMessageValues;
  readonly productsEmpty: NoMessageValues;
  readonly productsListLabel: NoMessageValues;
  readonly activitiesTitle: NoMessageValues;
  readonly activitiesIntro: NoMessageValues;
  readonly activitiesShop: NoMessageValues;
}>({
  centerTitle: { id: 'vouchers.center.title', defaultMessage: 'Claim vouchers' },
  centerListLabel: { id: 'vouchers.center.listLabel', defaultMessage: 'Vouchers to claim' },
  centerEmpty: { id: 'vouchers.center.empty', defaultMessage: 'No vouchers to claim right now' },
  centerEmptyBody: {
    id: 'vouchers.center.emptyBody',
    defaultMessage: 'New vouchers appear here, check back soon.',
  },
  myVouchersLink: { id: 'vouchers.center.myVouchers', defaultMessage: 'My vouchers' },
  claim: { id: 'vouchers.action.claim', defaultMessage: 'Claim' },
  claimAgain: { id: 'vouchers.action.claimAgain', defaultMessage: 'Claim again' },
  use: { id: 'vouchers.action.use', defaultMessage: 'Use' },
  terms: { id: 'vouchers.action.terms', defaultMessage: 'Terms' },
  claimed: { id: 'vouchers.state.claimed', defaultMessage: 'Claimed' },
  used: { id: 'vouchers.state.used', defaultMessage: 'Used' },
  expired: { id: 'vouchers.state.expired', defaultMessage: 'Expired' },
  claimedToast: { id: 'vouchers.claim.done', defaultMessage: 'Voucher claimed: find it in My vouchers' },
  claimFailed: { id: 'vouchers.claim.failed', defaultMessage: 'The voucher could not be claimed' },
  startsOn: { id: 'vouchers.reason.startsOn', defaultMessage: 'Starts {date}' },
  fullyClaimed: { id: 'vouchers.reason.fullyClaimed', defaultMessage: 'All claimed' },
  getTheApp: { id: 'vouchers.claim.getTheApp', defaultMessage: 'Get the app' },
  minSpend: { id: 'vouchers.card.minSpend', defaultMessage: 'Min. spend {amount}' },
  noMinSpend: { id: 'vouchers.card.noMinSpend', defaultMessage: 'No minimum spend' },
  upTo: { id: 'vouchers.card.upTo', defaultMessage: 'Up to {amount}' },
  validUntil: { id: 'vouchers.card.validUntil', defaultMessage: 'Valid until {date}' },
  validDays: {
    id: 'vouchers.card.validDays',
    defaultMessage: '{days, plural, one {Valid # day after claim} other {Valid # days after claim}}',
  },
  endsIn: { id: 'vouchers.card.endsIn', defaultMessage: 'Ends in' },
  usedOn: { id: 'vouchers.card.usedOn', defaultMessage: 'Used on order {orderNo}' },
  stackable: { id: 'vouchers.condition.stackable', defaultMessage: 'Combinable' },
  onlineOnly: { id: 'vouchers.condition.onlineOnly', defaultMessage: 'Online payment only' },
  appOnly: { id: 'vouchers.condition.appOnly', defaultMessage: 'App only' },
  newUsersOnly: { id: 'vouchers.condition.newUsersOnly', defaultMessage: 'New users only' },
  selectedProducts: { id: 'vouchers.condition.selectedProducts', defaultMessage: 'Selected products' },
  shipping: { id: 'vouchers.kind.shipping', defaultMessage: 'Shipping' },
  freeShipping: { id: 'vouchers.freeShipping', defaultMessage: 'Free shipping' },
  walletTitle: { id: 'vouchers.wallet.title', defaultMessage: 'My vouchers' },
  tabsLabel: { id: 'vouchers.wallet.tabsLabel', defaultMessage: 'Vouchers by status' },
  tabUnuse: { id: 'vouchers.wallet.tab.unuse', defaultMessage: 'Available' },
  tabUsed: { id: 'vouchers.wallet.tab.used', defaultMessage: 'Used' },
  tabExpired: { id: 'vouchers.wallet.tab.expired', defaultMessage: 'Expired' },
  emptyUnuse: { id: 'vouchers.wallet.empty.unuse', defaultMessage: 'No vouchers to use' },
  emptyUsed: { id: 'vouchers.wallet.empty.used', defaultMessage: 'No used vouchers' },
  emptyExpired: { id: 'vouchers.wallet.empty.expired', defaultMessage: 'No expired vouchers' },
  emptyBody: {
    id: 'vouchers.wallet.emptyBody',
    defaultMessage: 'Claim vouchers to save on your next order.',
  },
  getVouchers: { id: 'vouchers.wallet.getVouchers', defaultMessage: 'Get vouchers' },
  codeLabel: { id: 'vouchers.code.label', defaultMessage: 'Voucher code' },
  codePlaceholder: { id: 'vouchers.code.placeholder', defaultMessage: 'Enter a voucher code' },
  codeRedeem: { id: 'vouchers.code.redeem', defaultMessage: 'Redeem' },
  codeInvalid: { id: 'vouchers.code.invalid', defaultMessage: 'Enter 4 to 32 letters or digits' },
  loadFailed: { id: 'vouchers.load.failed', defaultMessage: 'Vouchers could not be loaded' },
  tryAgain: { id: 'vouchers.load.tryAgain', defaultMessage: 'Try again' },
  loadMore: { id: 'vouchers.load.more', defaultMessage: 'Show more' },
  allLoaded: { id: 'vouchers.load.all', defaultMessage: 'That is all' },
  termsTitle: { id: 'vouchers.terms.title', defaultMessage: 'Voucher terms' },
  termsHeading: { id: 'vouchers.terms.heading', defaultMessage: 'Terms and conditions' },
  claimWindow: { id: 'vouchers.terms.claimWindow', defaultMessage: 'Claim from {from} to {until}' },
  seeProducts: { id: 'vouchers.terms.seeProducts', defaultMessage: 'See the products' },
  termsMissing: { id: 'vouchers.terms.missing', defaultMessage: 'This voucher could not be found' },
  termsLoadFailed: { id: 'vouchers.terms.loadFailed', defaultMessage: 'These terms could not be loaded' },
  backToWallet: { id: 'vouchers.terms.backToWallet', defaultMessage: 'Back to My vouchers' },
  productsTitle: { id: 'vouchers.products.title', defaultMessage: 'Products for this voucher' },
  productsSearch: { id: 'vouchers.products.search', defaultMessage: 'Search these products' },
  productsEmpty: { id: 'vouchers.products.empty', defaultMessage: 'No products found' },
  productsListLabel: { id: 'vouchers.products.listLabel', defaultMessage: 'Products this voucher covers' },
  activitiesTitle: { id: 'vouchers.activities.title', defaultMessage: 'Voucher festival' },
  activitiesIntro: {
    id: 'vouchers.activities.intro',
    defaultMessage: 'Claim this week’s vouchers before they run out.',
  },
  activitiesShop: { id: 'vouchers.activities.shop', defaultMessage: 'Start shopping' },
});
