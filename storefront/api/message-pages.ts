import type { MessagePage } from '../../contract/messages';
import { MESSAGE_PAGE_SIZE, type MessageKind } from '../../contract/messages-constants';
import { useMemberPages } from './member-pages';
import { messagePagePath } from './messages';

/*
 * The pages of the message centre (message/page), apart from ./messages.ts (the count and the
 * reads, which the desktop header loads on every page) so swr/infinite loads with /message only.
 * The list refreshes after the page's own reads (./member-pages.ts).
 */

/** The member's messages of one kind (or all), page by page, newest first. */
export const useMessagePages = (kind: MessageKind | undefined) =>
  useMemberPages<MessagePage>(messagePagePath, MESSAGE_PAGE_SIZE, [kind ?? 'all'], (pageNum) => ({
    body: { ...(kind ? { kind } : {}), page_num: pageNum, page_size: MESSAGE_PAGE_SIZE },
  }));
