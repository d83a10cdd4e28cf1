import { defineMessages } from 'react-intl';
import type {NoMessageValues} from "react-intl";
import type {MessageValue} from "react-intl";

export const messageMessages = defineMessages<{ readonly "title": NoMessageValues; readonly "tabsLabel": NoMessageValues; readonly "all": NoMessageValues; readonly "orders": NoMessageValues; readonly "promotions": NoMessageValues; readonly "system": NoMessageValues; readonly "tabUnread": { readonly "count": number | bigint; readonly "kind": MessageValue }; readonly "readAll": NoMessageValues; readonly "unread": NoMessageValues; readonly "loadFailed": NoMessageValues; readonly "tryAgain": NoMessageValues; readonly "emptyTitle": NoMessageValues; readonly "emptyBody": NoMessageValues; readonly "loadMore": NoMessageValues; readonly "allLoaded": NoMessageValues; readonly "entry": NoMessageValues; readonly "entryWithCount": { readonly "count": number | bigint } }>({
  title: { id: 'message.page.title', defaultMessage: 'Messages' },
  tabsLabel: { id: 'message.tabs.label', defaultMessage: 'Kinds of message' },
  all: { id: 'message.kind.all', defaultMessage: 'All' },
  orders: { id: 'message.kind.orders', defaultMessage: 'Orders' },
  promotions: { id: 'message.kind.promotions', defaultMessage: 'Promotions' },
  system: { id: 'message.kind.system', defaultMessage: 'Updates' },
  tabUnread: { id: 'message.tab.unread', defaultMessage: '{kind}, {count, plural, other {# unread}}' },
  readAll: { id: 'message.readAll', defaultMessage: 'Mark all as read' },
  unread: { id: 'message.item.unread', defaultMessage: 'Unread' },
  loadFailed: { id: 'message.page.loadFailed', defaultMessage: 'Could not load your messages' },
  tryAgain: { id: 'message.page.tryAgain', defaultMessage: 'Try again' },
  emptyTitle: { id: 'message.empty.title', defaultMessage: 'No messages yet' },
  emptyBody: {
    id: 'message.empty.body',
    defaultMessage: 'News about your orders, vouchers and account will show up here.',
  },
  loadMore: { id: 'message.page.loadMore', defaultMessage: 'Load more' },
  allLoaded: { id: 'message.page.allLoaded', defaultMessage: 'That is every message' },
  entry: { id: 'message.entry', defaultMessage: 'Messages' },
  entryWithCount: {
    id: 'message.entry.withCount',
    defaultMessage: '{count, plural, =0 {Messages} one {Messages, # unread} other {Messages, # unread}}',
  },
});
