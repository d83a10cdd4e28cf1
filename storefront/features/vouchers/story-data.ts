import type { CouponCenterItem, Voucher } from '../../../contract/voucher';

// Stand-in data for the vouchers' stories (and the checkout's voucher choice): the campaigns a
// shopper of each country meets, in minor units and basis points as the server answers them.

const DAY = 24 * 60 * 60_000;
/** A fixed moment (21/11/2026 10:00 in Jakarta), so validity dates read the same on every run. */
export const storyNow = Date.UTC(2026, 10, 21, 3, 0);

/** A deterministic UUID for sample claim and campaign ids. */
export const storyUuid = (no: number) => `00000000-0000-4000-8000-${String(no).padStart(12, '0')}`;

/** A claimed, unused Rp 50.000 voucher on orders from Rp 500.000; `overrides` make the others. */
export function voucher(no: number, overrides: Partial<Voucher> = {}): Voucher {
  return {
    id: storyUuid(100 + no),
    campaign_id: storyUuid(no),
    kind: 'discount',
    discount_type: 'fixed',
    value: 50_000,
    max_discount: null,
    min_spend: 500_000,
    currency: 'IDR',
    title: 'Rp 50.000 off your order',
    scope: 'all',
    stackable: false,
    app_only: false,
    online_only: false,
    new_users_only: false,
    valid_from: storyNow - 2 * DAY,
    valid_until: storyNow + 12 * DAY,
    valid_days_after_claim: null,
    status: 'unuse',
    claimed_at: storyNow - DAY,
    used_order_no: null,
    ...overrides,
  };
}

/** The wallet of an Indonesian member: one of each kind and condition. */
export const walletVouchers = {
  fixed: voucher(1),
  percent: voucher(2, {
    discount_type: 'percent',
    value: 1_000,
    max_discount: 30_000,
    min_spend: 150_000,
    title: '10% off selected coffee and tea',
    scope: 'selected',
    stackable: true,
  }),
  freeShipping: voucher(3, {
    kind: 'shipping',
    discount_type: 'percent',
    value: 10_000,
    min_spend: 0,
    title: 'Free shipping, no minimum',
    new_users_only: true,
  }),
  shippingOff: voucher(4, {
    kind: 'shipping',
    value: 10_000,
    min_spend: 75_000,
    title: 'Rp 10.000 off shipping',
    online_only: true,
  }),
  appOnly: voucher(5, {
    value: 25_000,
    min_spend: 300_000,
    title: 'Rp 25.000 off in the Pasar app',
    app_only: true,
  }),
  used: voucher(6, { status: 'used', used_order_no: '261118K7Q2M9XW4TZR' }),
  expired: voucher(7, { status: 'expired', valid_until: storyNow - 3 * DAY }),
} satisfies Record<string, Voucher>;

export const singaporeVoucher = voucher(8, {
  value: 500,
  min_spend: 4_000,
  currency: 'SGD',
  title: 'S$ 5.00 off groceries',
});

export const malaysiaVoucher = voucher(9, {
  value: 1_000,
  min_spend: 6_000,
  currency: 'MYR',
  title: 'RM 10.00 off your first order',
  new_users_only: true,
});

/** The long title an Indonesian campaign gives its voucher. */
export const indonesianVoucher = voucher(10, {
  discount_type: 'percent',
  value: 1_500,
  max_discount: 75_000,
  min_spend: 250_000,
  title: 'Diskon 15% untuk kebutuhan dapur dan rumah tangga pilihan, khusus pengguna baru',
  scope: 'selected',
  new_users_only: true,
  stackable: true,
});

/** A claim centre entry for `campaign` (unclaimed: id and status null until the member claims). */
export function centreItem(campaign: Voucher, overrides: Partial<CouponCenterItem> = {}): CouponCenterItem {
  return {
    voucher: { ...campaign, id: null, status: null, claimed_at: null },
    starts_at: storyNow - 2 * DAY,
    ends_at: storyNow + 12 * DAY,
    total_quantity: 1_000,
    claimed_count: 312,
    per_member_limit: 1,
    member_claims: 0,
    refusal: null,
    ...overrides,
  };
}
