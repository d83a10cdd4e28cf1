import { Badge } from '@pasar/ui';
import { useIntl } from 'react-intl';
import { useUnreadCount } from '../../api/messages';
import { messageMessages as m } from './messages';

/**
 * The words of /me's "Messages" entry with its unread badge. Screen readers hear one name,
 * "Messages, 3 unread" (the badge itself is aria-hidden), and it starts with the visible word.
 */
export function MessagesEntryLabel() {
  const intl = useIntl();
  const unread = useUnreadCount();
  return (
    <>
      <span aria-hidden="true">{intl.formatMessage(m.entry)}</span>
      <span className="sr-only">{intl.formatMessage(m.entryWithCount, { count: unread })}</span>
      <Badge count={unread} />
    </>
  );
}
