import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Bell } from 'lucide-react';
import { Badge, Button, EmptyState, Skeleton, Tab, TabList, TabPanel, Tabs } from '@pasar/ui';
import { MESSAGE_KINDS, type MessageKind } from '../../../contract/messages-constants';
import { useMessagePages } from '../../api/message-pages';
import { readAllMessages, useMessageCount } from '../../api/messages';
import { PageHeader } from '../../frame/page-header';
import { PagedList } from '../../frame/paged-list';
import { useLoggedIn } from '../../session/session-store';
import { MessageRow } from './message-row';
import { messageMessages as m } from './messages';

type TabKey = MessageKind | 'all';
const tabs: readonly TabKey[] = ['all', ...MESSAGE_KINDS];

function MessageSkeleton() {
  return (
    <ul aria-busy="true" className="m-0 flex list-none flex-col p-0">
      {Array.from({ length: 3 }, (_, index) => (
        <li key={index} className="flex flex-col gap-2 p-3">
          <Skeleton shape="text" className="w-1/2" />
          <Skeleton shape="text" />
        </li>
      ))}
    </ul>
  );
}

/** One tab's list: newest first, the next page as the end comes into view, its own "read all". */
function MessageList({ kind, unread }: { kind: TabKey; unread: number }) {
  const intl = useIntl();
  const list = useMessagePages(kind === 'all' ? undefined : kind);
  const [reading, setReading] = useState(false);
  const readAll = async () => {
    setReading(true);
    try {
      await readAllMessages(kind === 'all' ? undefined : kind);
      list.refresh();
    } catch {
      // request() has shown the toast.
    } finally {
      setReading(false);
    }
  };

  return (
    <PagedList
      list={list}
      words={m}
      skeleton={<MessageSkeleton />}
      empty={
        <EmptyState
          icon={<Bell />}
          title={intl.formatMessage(m.emptyTitle)}
          description={intl.formatMessage(m.emptyBody)}
        />
      }
      before={
        <div className="flex justify-end border-b border-border px-3 py-1 desktop:px-4">
          <Button
            variant="link"
            size="sm"
            isDisabled={unread === 0}
            isPending={reading}
            onPress={() => void readAll()}
          >
            {intl.formatMessage(m.readAll)}
          </Button>
        </div>
      }
    >
      {(message) => <MessageRow key={message.msg_no} message={message} onRead={list.refresh} />}
    </PagedList>
  );
}

/**
 * /message (SPEC.md §2 "Message center"): tabs per kind with their unread counts, unread marks,
 * "read all" per tab, opening a message marks it read and follows its link, empty, loading and
 * failed states, and "load more". On desktop it sits in the personal-center side menu's layout.
 */
export function MessagesPage() {
  const intl = useIntl();
  const loggedIn = useLoggedIn();
  const count = useMessageCount();
  const [selected, setSelected] = useState<TabKey>('all');

  const unreadOf = (kind: TabKey) => (kind === 'all' ? (count?.unread ?? 0) : (count?.kinds[kind] ?? 0));
  return (
    <main className="flex flex-col gap-3 pb-6">
      <PageHeader title={intl.formatMessage(m.title)} />
      <Tabs
        selectedKey={selected}
        onSelectionChange={(key) => setSelected(key as TabKey)}
        className="bg-surface desktop:rounded-lg"
      >
        <TabList aria-label={intl.formatMessage(m.tabsLabel)} className="overflow-x-auto px-1">
          {tabs.map((kind) => {
            const name = intl.formatMessage(m[kind]);
            const unread = unreadOf(kind);
            // The count is said in words ("All, 2 unread"); no aria-label, so the name keeps the
            // visible word first (WCAG 2.5.3 label in name).
            return (
              // Tighter on a phone: four tabs with their badges fit 390 px in every language.
              <Tab key={kind} id={kind} className="px-3 after:inset-x-3 desktop:px-4 desktop:after:inset-x-4">
                {unread > 0 ? (
                  <span className="flex items-center gap-1.5">
                    <span aria-hidden="true">{name}</span>
                    <Badge count={unread} />
                    <span className="sr-only">
                      {intl.formatMessage(m.tabUnread, { kind: name, count: unread })}
                    </span>
                  </span>
                ) : (
                  name
                )}
              </Tab>
            );
          })}
        </TabList>
        {tabs.map((kind) => (
          <TabPanel key={kind} id={kind}>
            {loggedIn && <MessageList kind={kind} unread={unreadOf(kind)} />}
          </TabPanel>
        ))}
      </Tabs>
    </main>
  );
}
