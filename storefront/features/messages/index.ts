// The message centre (SPEC.md §2): the /message page, and the unread badge the desktop header's
// bell and /me's entry show. Its data (pages, counts, reads) is the API layer's:
// storefront/api/messages.ts.
export { MessagesBadge } from './messages-badge';
export { MessagesEntryLabel } from './messages-entry-label';
export { useUnreadCount } from '../../api/messages';
export { messageMessages } from './messages';
