import useSWRInfinite from 'swr/infinite';
import type { MessagePage } from '../../contract/messages';
import { MESSAGE_PAGE_SIZE, type MessageKind } from '../../contract/messages-constants';
import { infiniteListOf } from './infinite-list';
import { memberKey } from './keys';
import { messagePagePath } from './messages';
import { request } from './request';
import { useShopperScope } from './shopper-scope';

/*
 * The pages of the message centre (message/page), apart from ./messages.ts (the count and the
 * reads, which the desktop header loads on every page) so swr/infinite loads with /message only.
 * Decision: a list asks for its pages again whenever it mounts (a message read elsewhere, on
 * another tab or before a link was followed, shows read on return) and when the page calls
 * `refresh` after its own reads. SWR's mutate() matcher cannot reach a useSWRInfinite's cache.
 */

/** The member's messages of one kind (or all), page by page, newest first ("load more"). */
export function useMessagePages(kind: MessageKind | undefined) {
  const scope = useShopperScope();
  const swr = useSWRInfinite(
    (index, previous: MessagePage | null) => {
      if (!scope.token) return null;
      if (previous && index * MESSAGE_PAGE_SIZE >= previous.total) return null;
      return memberKey(messagePagePath, scope, kind ?? 'all', index + 1);
    },
    (key: readonly unknown[]) =>
      request<MessagePage>(messagePagePath, {
        body: { ...(kind ? { kind } : {}), page_num: key[key.length - 1], page_size: MESSAGE_PAGE_SIZE },
      }),
    { revalidateFirstPage: false, revalidateOnMount: true },
  );
  const list = infiniteListOf(swr, Boolean(scope.token));
  return { ...list, refresh: () => void list.refresh() };
}
