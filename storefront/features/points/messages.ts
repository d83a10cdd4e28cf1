import { defineMessages } from 'react-intl';
import type { NoMessageValues, MessageValue } from 'react-intl';

/** /points (points.*). */
export const pointsMessages = defineMessages<{
  readonly title: NoMessageValues;
  readonly balanceLabel: NoMessageValues;
  readonly balanceValue: { readonly coins: number | bigint };
  readonly expiringSoon: { readonly coins: number | bigint; readonly date: MessageValue };
  readonly nothingExpiring: NoMessageValues;
  readonly owed: { readonly coins: number | bigint };
  readonly countryOnly: { readonly country: MessageValue };
  readonly historyHeading: NoMessageValues;
  readonly earn: NoMessageValues;
  readonly spend: NoMessageValues;
  readonly expire: NoMessageValues;
  readonly adjust: NoMessageValues;
  readonly forOrder: { readonly orderNo: MessageValue };
  readonly validUntil: { readonly date: MessageValue };
  readonly amountIn: { readonly coins: number | bigint };
  readonly amountOut: { readonly coins: number | bigint };
  readonly amountSaid: { readonly coins: number | bigint; readonly direction: string };
  readonly emptyTitle: NoMessageValues;
  readonly emptyBody: NoMessageValues;
  readonly loadFailed: NoMessageValues;
  readonly tryAgain: NoMessageValues;
  readonly loadMore: NoMessageValues;
  readonly allLoaded: NoMessageValues;
  readonly rulesHeading: NoMessageValues;
}>({
  title: { id: 'points.page.title', defaultMessage: 'My coins' },
  balanceLabel: { id: 'points.balance.label', defaultMessage: 'Coins you can use' },
  balanceValue: { id: 'points.balance.value', defaultMessage: '{coins, number}' },
  expiringSoon: {
    id: 'points.balance.expiringSoon',
    defaultMessage: '{coins, plural, one {# coin expires} other {# coins expire}} on {date}',
  },
  nothingExpiring: {
    id: 'points.balance.nothingExpiring',
    defaultMessage: 'No coins expire in the next 30 days',
  },
  owed: {
    id: 'points.balance.owed',
    defaultMessage:
      '{coins, plural, one {# coin} other {# coins}} owed after a refund: they come off the next coins you receive',
  },
  countryOnly: {
    id: 'points.balance.countryOnly',
    defaultMessage: 'Coins earned in {country} can be used in {country} only',
  },
  historyHeading: { id: 'points.history.heading', defaultMessage: 'History' },
  earn: { id: 'points.kind.earn', defaultMessage: 'Earned' },
  spend: { id: 'points.kind.spend', defaultMessage: 'Used' },
  expire: { id: 'points.kind.expire', defaultMessage: 'Expired' },
  adjust: { id: 'points.kind.adjust', defaultMessage: 'Adjusted' },
  forOrder: { id: 'points.entry.order', defaultMessage: 'Order {orderNo}' },
  validUntil: { id: 'points.entry.validUntil', defaultMessage: 'Valid until {date}' },
  amountIn: { id: 'points.entry.in', defaultMessage: '+{coins, number}' },
  amountOut: { id: 'points.entry.out', defaultMessage: '−{coins, number}' },
  amountSaid: {
    id: 'points.entry.said',
    defaultMessage:
      '{direction, select, in {plus} other {minus}} {coins, plural, one {# coin} other {# coins}}',
  },
  emptyTitle: { id: 'points.empty.title', defaultMessage: 'No coins yet' },
  emptyBody: {
    id: 'points.empty.body',
    defaultMessage: 'Confirm that an order arrived and its coins show up here.',
  },
  loadFailed: { id: 'points.page.loadFailed', defaultMessage: 'Could not load your coins' },
  tryAgain: { id: 'points.page.tryAgain', defaultMessage: 'Try again' },
  loadMore: { id: 'points.history.loadMore', defaultMessage: 'Load more' },
  allLoaded: { id: 'points.history.allLoaded', defaultMessage: 'That is your whole history' },
  rulesHeading: { id: 'points.rules.heading', defaultMessage: 'How coins work' },
});
