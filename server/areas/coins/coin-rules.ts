import {
  COIN_EARN_UNIT_MINOR,
  COIN_EXPIRY_MONTHS,
  COIN_REDEEM_MAX_PERCENT,
  COIN_REDEEM_STEP,
  COIN_REDEEM_STEP_VALUE_MINOR,
} from '../../../contract/coin-constants';
import type { CoinRules } from '../../../contract/coins';
import { countryDefaults, type CountryCode } from '../../../contract/countries';
import type { LanguageCode } from '../../../contract/device';
import { formatMoney } from '../../../contract/money';

type Texts = Pick<CoinRules, 'title' | 'sections'>;

/** The rules in each language, written from the constants so the text never disagrees with the ledger. */
function textsOf(
  language: LanguageCode,
  f: { earn: string; step: string; months: number; percent: number; stepCoins: number; country: string },
): Texts {
  switch (language) {
    case 'id':
      return {
        title: 'Aturan koin',
        sections: [
          {
            heading: 'Dapatkan koin',
            body: `Kamu mendapat 1 koin untuk setiap ${f.earn} yang kamu bayar untuk produk (tanpa ongkir), setelah kamu mengonfirmasi pesanan diterima.`,
          },
          {
            heading: 'Pakai koin',
            body: `Saat checkout, setiap ${f.stepCoins} koin memotong ${f.step}, paling banyak ${f.percent}% dari pembayaran pesanan.`,
          },
          {
            heading: 'Masa berlaku',
            body: `Koin berlaku ${f.months} bulan sejak diterima. Koin yang paling cepat berakhir dipakai lebih dulu.`,
          },
          {
            heading: 'Koin per negara',
            body: `Koin hanya berlaku di negara tempat koin itu didapat: koin yang kamu dapat di ${f.country} ditampilkan dan dipakai di ${f.country} saja.`,
          },
          {
            heading: 'Pengembalian dana',
            body: 'Jika pesanan yang sudah selesai dikembalikan dananya, koin dari pesanan itu ditarik kembali, juga jika sudah kamu pakai: koin itu jadi utang dan dipotong lebih dulu dari koin berikutnya yang kamu terima. Koin yang kamu pakai untuk pesanan yang dibatalkan dikembalikan.',
          },
        ],
      };
    case 'zh-CN':
      return {
        title: '金币规则',
        sections: [
          { heading: '获得金币', body: `您确认收货后，商品实付金额（不含运费）每 ${f.earn} 可获得 1 金币。` },
          {
            heading: '使用金币',
            body: `结算时每 ${f.stepCoins} 金币可抵扣 ${f.step}，最多抵扣订单实付金额的 ${f.percent}%。`,
          },
          { heading: '有效期', body: `金币自到账起 ${f.months} 个月内有效，最早到期的金币优先使用。` },
          {
            heading: '金币按国家使用',
            body: `金币只在获得它的国家有效：您在${f.country}获得的金币仅在${f.country}显示和使用。`,
          },
          {
            heading: '退款',
            body: '已完成的订单若退款，该订单获得的金币将被扣回；即使这些金币已被使用，也会记为待扣金币，从您之后获得的金币中优先扣除。订单取消时，您使用的金币将退回。',
          },
        ],
      };
    default:
      return {
        title: 'Coin rules',
        sections: [
          {
            heading: 'Earning coins',
            body: `You earn 1 coin for every ${f.earn} you pay for the products (shipping not included), once you confirm the order was received.`,
          },
          {
            heading: 'Using coins',
            body: `At checkout, every ${f.stepCoins} coins take ${f.step} off, up to ${f.percent}% of the order's payment.`,
          },
          {
            heading: 'Validity',
            body: `Coins stay valid for ${f.months} months after they are credited. The coins that end first are used first.`,
          },
          {
            heading: 'Coins per country',
            body: `Coins count in the country they were earned in: the coins you earn in ${f.country} are shown and used in ${f.country} only.`,
          },
          {
            heading: 'Refunds',
            body: 'If a completed order is refunded, the coins it earned are taken back, even if you have already used them: those are then owed and come off the next coins you receive. Coins you used on an order that is cancelled are returned.',
          },
        ],
      };
  }
}

/** GET membersrv_system: the coin rules in `language`, with `country`'s currency and name (ADR 032). */
export function coinRules(country: CountryCode, language: LanguageCode): CoinRules {
  const currency = countryDefaults[country].currency_code;
  const figures = {
    country: new Intl.DisplayNames([language], { type: 'region' }).of(country) ?? country,
    earn: formatMoney(COIN_EARN_UNIT_MINOR[currency], currency),
    step: formatMoney(COIN_REDEEM_STEP_VALUE_MINOR[currency], currency),
    months: COIN_EXPIRY_MONTHS,
    percent: COIN_REDEEM_MAX_PERCENT,
    stepCoins: COIN_REDEEM_STEP,
  };
  return {
    ...textsOf(language, figures),
    currency,
    earn_unit_minor: COIN_EARN_UNIT_MINOR[currency],
    redeem_step: COIN_REDEEM_STEP,
    redeem_step_value_minor: COIN_REDEEM_STEP_VALUE_MINOR[currency],
    redeem_max_percent: COIN_REDEEM_MAX_PERCENT,
    expiry_months: COIN_EXPIRY_MONTHS,
  };
}
