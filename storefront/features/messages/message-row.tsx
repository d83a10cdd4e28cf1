import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { cn, focusRing } from '@pasar/ui';
import type { Message } from '../../../contract/messages';
import { formatDateTime } from '../../../contract/dates';
import { readMessage } from '../../api/messages';
import { useSession } from '../../session/session-store';
import { messageMessages as m } from './messages';

/**
 * One message: an unread dot and bold title until it is opened. Opening marks it read and follows
 * its link (an in-app path); a message without a link is only marked read, and its list
 * (`onRead`) asked again.
 */
export function MessageRow({ message, onRead }: { message: Message; onRead: () => void }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const country = useSession((s) => s.localeInfo.xlocale);
  const open = () => {
    // Decision: the link is followed at once; the read goes on in the background (a failed read
    // leaves the message unread, which the next visit shows again).
    if (!message.read) void readMessage(message.msg_no).then(onRead, () => undefined);
    if (message.link) void navigate(message.link);
  };
  return (
    <li className="border-b border-border last:border-b-0">
      <button
        type="button"
        onClick={open}
        data-testid="message-row"
        data-read={message.read || undefined}
        className={cn(
          'flex w-full cursor-pointer gap-3 px-3 py-3 text-left hover:bg-muted desktop:px-4',
          focusRing,
        )}
      >
        <span
          aria-hidden="true"
          className={cn(
            'mt-1.5 size-2 shrink-0 rounded-full',
            message.read ? 'bg-transparent' : 'bg-primary',
          )}
        />
        <span className="flex min-w-0 flex-1 flex-col gap-1">
          <span className="flex items-baseline justify-between gap-2">
            <span className={cn('line-clamp-2 text-sm', message.read ? 'font-normal' : 'font-semibold')}>
              {!message.read && <span className="sr-only">{intl.formatMessage(m.unread)} </span>}
              {message.title}
            </span>
            <time
              dateTime={new Date(message.created_at).toISOString()}
              className="shrink-0 text-xs text-muted-foreground"
            >
              {formatDateTime(message.created_at, country)}
            </time>
          </span>
          <span className="line-clamp-2 text-sm text-muted-foreground">{message.body}</span>
        </span>
      </button>
    </li>
  );
}
