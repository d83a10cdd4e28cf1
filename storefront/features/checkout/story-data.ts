import type { OrderAddress, OrderLine, OrderPreview, PreviewLine } from '../../../contract/order';
import { picture } from '../catalogue/story-data';
import { storyUuid, voucher, walletVouchers } from '../vouchers/story-data';

// Stand-in data for the checkout's stories, and the lines and address the orders' and
// after-sales' stories reuse: a basket priced as the server prices it, in minor units (rupiah,
// cents), so the amounts read as the shop shows them (Rp 1.047.200, S$ 12.90, RM 12.90).

/** A bought line; `unit_price × quantity` is its amount, paid in full unless `paid_amount` says less. */
export function orderLine(
  no: number,
  title: string,
  skuSpec: string,
  unitPrice: number,
  quantity: number,
  overrides: Partial<OrderLine> = {},
): OrderLine {
  const productNo = String(20_000_000 + no);
  return {
    sku_id: `${productNo}01`,
    product_no: productNo,
    title,
    sku_spec: skuSpec,
    image_url: picture(`#${no}`),
    unit_price: unitPrice,
    quantity,
    line_amount: unitPrice * quantity,
    paid_amount: null,
    ...overrides,
  };
}

/** An Indonesian basket: Rp 949.000 + 2 × Rp 15.900 + 2 × Rp 33.200 = Rp 1.047.200. */
export const rupiahLines: OrderLine[] = [
  orderLine(1, 'Philips Air Fryer HD9252 4.1 L', 'Black', 949_000, 1),
  orderLine(2, 'Kapal Api Special Mix coffee 10 × 25 g', '10 sachets', 15_900, 2),
  orderLine(3, 'Bimoli Canola Cooking Oil 2 L', '2 L pouch', 33_200, 2),
];

/** A Singapore basket: 2 × S$ 12.90 + 4 × S$ 2.35 = S$ 35.20. */
export const singaporeLines: OrderLine[] = [
  orderLine(11, 'Milo Activ-Go chocolate malt drink 1 kg', '1 kg tin', 1_290, 2),
  orderLine(12, 'Pokka jasmine green tea 1.5 L', 'Bottle', 235, 4),
];

/** A Malaysian basket: 3 × RM 12.90 + 2 × RM 4.20 = RM 47.10. */
export const malaysiaLines: OrderLine[] = [
  orderLine(21, 'Milo Activ-Go chocolate malt drink 1 kg', '1 kg pack', 1_290, 3),
  orderLine(22, 'Gardenia Original Classic white bread 600 g', 'Loaf', 420, 2),
];

/** The title an Indonesian shop gives a product: long enough to wrap on a phone. */
export const longIndonesianLine = orderLine(
  4,
  'Minyak Goreng Bimoli Kanola Spesial Kemasan Pouch Isi Ulang 2 Liter, Bebas Kolesterol dan Kaya Omega 3',
  'Pouch 2 L, isi 2',
  66_400,
  1,
);

/** A preview's line: a line with its stock and limit, and no problem unless given one. */
export function previewLine(line: OrderLine, overrides: Partial<PreviewLine> = {}): PreviewLine {
  return { ...line, problem: null, stock: 25, max_quantity: null, ...overrides };
}

/** The member's default address in Jakarta, as an order keeps it. */
export const jakartaAddress: OrderAddress = {
  address_id: storyUuid(501),
  country_code: 'ID',
  surname: 'Ayu',
  name: 'Lestari',
  phone_code: '62',
  phone: '81234567890',
  state_code: '31',
  state: 'DKI Jakarta',
  city_code: '31.74',
  city: 'Kota Jakarta Selatan',
  area_code: '31.74.07',
  area: 'Kebayoran Baru',
  address_line1: 'Jl. Senopati No. 45',
  address_line2: 'Senopati Suites, Tower B, Lt. 12',
  postal_code: '12190',
};

export const singaporeAddress: OrderAddress = {
  address_id: storyUuid(502),
  country_code: 'SG',
  surname: 'Tan',
  name: 'Wei Ming',
  phone_code: '65',
  phone: '91234567',
  state_code: null,
  state: '',
  city_code: null,
  city: 'Singapore',
  area_code: null,
  area: '',
  address_line1: '10 Bayfront Ave',
  address_line2: '#12-01',
  postal_code: '018956',
};

/**
 * The Indonesian basket's amounts with a voucher, a shipping voucher and coins: products at the
 * original prices Rp 1.138.200, sale prices take Rp 91.000 off (subtotal Rp 1.047.200), shipping
 * Rp 18.000, the vouchers Rp 50.000 and Rp 10.000, 2,500 coins Rp 25.000: total Rp 980.200.
 */
export const rupiahAmounts = {
  product_amount: 1_138_200,
  discount_amount: 91_000,
  subtotal: 1_047_200,
  shipping_fee: 18_000,
  voucher_discount: 50_000,
  shipping_discount: 10_000,
  coins_used: 2_500,
  coins_value: 25_000,
  total: 980_200,
  currency: 'IDR',
  shipping_fee_waived_reason: null,
} satisfies Partial<OrderPreview>;

/** The same basket with nothing taken off but the sale prices: Rp 1.065.200. */
export const plainRupiahAmounts = {
  ...rupiahAmounts,
  voucher_discount: 0,
  shipping_discount: 0,
  coins_used: 0,
  coins_value: 0,
  total: 1_065_200,
} satisfies Partial<OrderPreview>;

/** A first order: shipping free, so the total is the subtotal. */
export const firstOrderRupiahAmounts = {
  ...plainRupiahAmounts,
  shipping_fee: 0,
  shipping_fee_waived_reason: 'first_order',
  total: 1_047_200,
} satisfies Partial<OrderPreview>;

/** Singapore: S$ 35.20 with S$ 3.99 shipping, a S$ 5.00 voucher: S$ 34.19. */
export const singaporeAmounts = {
  product_amount: 3_520,
  discount_amount: 0,
  subtotal: 3_520,
  shipping_fee: 399,
  voucher_discount: 500,
  shipping_discount: 0,
  coins_used: 0,
  coins_value: 0,
  total: 3_419,
  currency: 'SGD',
  shipping_fee_waived_reason: null,
} satisfies Partial<OrderPreview>;

/** Malaysia: RM 47.10 at sale prices (RM 52.80 before), shipping free above the threshold. */
export const malaysiaAmounts = {
  product_amount: 5_280,
  discount_amount: 570,
  subtotal: 4_710,
  shipping_fee: 0,
  voucher_discount: 0,
  shipping_discount: 0,
  coins_used: 0,
  coins_value: 0,
  total: 4_710,
  currency: 'MYR',
  shipping_fee_waived_reason: 'threshold',
} satisfies Partial<OrderPreview>;

/**
 * Order confirm's preview of the Indonesian basket: the server's best combination applied (the
 * Rp 50.000 voucher and the shipping voucher), the 10% voucher also usable, the app-only one and a
 * voucher short of its minimum listed with why, and 2,500 of the member's 3,180 coins in use.
 */
export function rupiahPreview(overrides: Partial<OrderPreview> = {}): OrderPreview {
  const { fixed, percent, shippingOff, appOnly } = walletVouchers;
  const bigSpend = voucher(12, {
    value: 100_000,
    min_spend: 1_500_000,
    title: 'Rp 100.000 off orders from Rp 1.500.000',
  });
  return {
    lines: rupiahLines.map((line) => previewLine(line)),
    address: jakartaAddress,
    ...rupiahAmounts,
    vouchers: {
      applied: [
        { id: fixed.id!, kind: 'discount', saving: 50_000 },
        { id: shippingOff.id!, kind: 'shipping', saving: 10_000 },
      ],
      usable: [fixed, percent, shippingOff],
      unusable: [
        { voucher: bigSpend, reason: 'min_spend', shortfall: 452_800 },
        { voucher: appOnly, reason: 'app_only', shortfall: null },
      ],
    },
    coins: { balance: 3_180, available: 2_500, available_value: 25_000, switch_on: true },
    delivery_estimate: { ship_within_hours: 48, min_days: 1, max_days: 2 },
    payment_methods: [
      { method: 'gopay', kind: 'ewallet' },
      { method: 'qris', kind: 'qr' },
      { method: 'va_bca', kind: 'bank_transfer' },
      { method: 'cod', kind: 'cod' },
    ],
    price_token: 'story-price-token',
    can_submit: true,
    ...overrides,
  };
}
