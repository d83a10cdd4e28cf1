import useSWR, { mutate } from 'swr';
import type { MessageCount } from '../../contract/messages';
import type { MessageKind } from '../../contract/messages-constants';
import { session, useSession } from '../session/session-store';
import { keysOf, memberKey } from './keys';
import { request } from './request';
import { useShopperScope } from './shopper-scope';

/**
 * The message centre (server/areas/messages/routes.ts). The count key (message/count) feeds the bell
 * and /me's entry; it is asked again when the window regains focus and after every read, and its
 * unread number is kept in the session as SPEC.md §3's persisted messageNumber.
 *
 * Decision: the pages of messages are in ./message-pages.ts. The desktop header reads the count
 * on every page; the pages need swr/infinite, which the product list and product page do not
 * load (the same split as member.ts and member-auth.ts).
 */
export const messagePagePath = 'message/page';
export const messageReadPath = 'message/read';
export const messageCountPath = 'message/count';

const fetchCount = () => request<MessageCount>(messageCountPath, { method: 'POST', silent: true });

/** Keeps SPEC.md §3's messageNumber (the unread count a reload shows at once) in the session. */
function remember(count: MessageCount) {
  if (session.get().userInfo.messageNumber === count.unread) return;
  session.update((state) => ({ ...state, userInfo: { ...state.userInfo, messageNumber: count.unread } }));
}

/** The member's message counts; undefined for a visitor or before the first answer. */
export function useMessageCount() {
  const scope = useShopperScope();
  const swr = useSWR(scope.token ? memberKey(messageCountPath, scope) : null, fetchCount, {
    // The app turns focus revalidation off (app.tsx); the bell is the one answer that wants it.
    revalidateOnFocus: true,
    onSuccess: remember,
  });
  return swr.data;
}

/**
 * The bell's number: the live count, else the persisted messageNumber (so a reload shows the
 * last known count before the call answers); 0 for a visitor.
 */
export function useUnreadCount(): number {
  const scope = useShopperScope();
  const count = useMessageCount();
  // Logging out resets the session, messageNumber with it (session-store.ts).
  const persisted = useSession((s) => s.userInfo.messageNumber);
  if (!scope.token) return 0;
  return count?.unread ?? persisted;
}

/**
 * After a read: the new count everywhere at once. The lists refresh themselves
 * (message-pages.ts): a mounted one when its page calls `refresh`, the others when they mount.
 */
async function settle(count: MessageCount) {
  remember(count);
  await mutate(keysOf(messageCountPath), count, { revalidate: false });
  return count;
}

/** POST message/read: one message. */
export async function readMessage(msgNo: string) {
  return settle(await request<MessageCount>(messageReadPath, { body: { msg_no: msgNo }, silent: true }));
}

/** POST message/read: every message of a kind ("read all" on its tab), or every message. */
export async function readAllMessages(kind: MessageKind | undefined) {
  return settle(await request<MessageCount>(messageReadPath, { body: kind ? { kind } : {} }));
}
