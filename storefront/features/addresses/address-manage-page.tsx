import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { MapPinned, Plus } from 'lucide-react';
import { AlertDialog, Button, EmptyState, ErrorState, Link, showToast, Skeleton } from '@pasar/ui';
import type { SavedAddress } from '../../../contract/addresses';
import { deleteAddress, setDefaultAddress, useAddressBook } from '../../api/addresses';
import { focusAfterChange, pageHeading } from '../../frame/focus-after-change';
import { PageHeader } from '../../frame/page-header';
import { addressMessages as m } from './messages';
import { recipientOf, SavedAddressCard } from './saved-address-card';

function AddressRow({ address }: { address: SavedAddress }) {
  const intl = useIntl();
  const [deleting, setDeleting] = useState(false);
  const [choosing, setChoosing] = useState(false);
  const recipient = recipientOf(address);

  async function makeDefault() {
    setChoosing(true);
    try {
      await setDefaultAddress(address.address_id);
      showToast({ title: intl.formatMessage(m.defaultChanged), variant: 'success' });
    } catch {
      // The request's toast says why.
    } finally {
      setChoosing(false);
    }
  }

  return (
    <li className="flex flex-col gap-2 border-b border-border p-3 last:border-b-0 desktop:p-4">
      <SavedAddressCard address={address} />
      <div className="flex flex-wrap items-center justify-end gap-2">
        {!address.is_default && (
          <Button
            variant="ghost"
            size="sm"
            isPending={choosing}
            aria-label={intl.formatMessage(m.setDefaultOf, { name: recipient })}
            onPress={() => void makeDefault()}
          >
            {intl.formatMessage(m.setDefault)}
          </Button>
        )}
        <Link
          variant="standalone"
          href={`/addressDetail?id=${address.address_id}`}
          aria-label={intl.formatMessage(m.editOf, { name: recipient })}
          className="px-2 text-sm"
        >
          {intl.formatMessage(m.edit)}
        </Link>
        <Button
          variant="ghost"
          size="sm"
          aria-label={intl.formatMessage(m.deleteOf, { name: recipient })}
          onPress={() => setDeleting(true)}
        >
          {intl.formatMessage(m.delete)}
        </Button>
      </div>
      <AlertDialog
        isOpen={deleting}
        onOpenChange={setDeleting}
        title={intl.formatMessage(m.deleteTitle)}
        confirmLabel={intl.formatMessage(m.delete)}
        cancelLabel={intl.formatMessage(m.cancel)}
        variant="destructive"
        onConfirm={async () => {
          await deleteAddress(address.address_id);
          showToast({ title: intl.formatMessage(m.deleted), variant: 'success' });
          // The row goes with its Delete button: focus to the page's heading, not to <body>.
          focusAfterChange(pageHeading);
        }}
      >
        <p className="m-0">{recipient}</p>
        {address.is_default && <p className="m-0 mt-2 text-sm">{intl.formatMessage(m.deleteDefaultNote)}</p>}
      </AlertDialog>
    </li>
  );
}

function ListSkeleton() {
  return (
    <div className="flex flex-col gap-3 bg-surface p-4 desktop:rounded-lg" aria-busy="true">
      {[0, 1].map((row) => (
        <div key={row} className="flex flex-col gap-2">
          <Skeleton shape="text" className="w-1/3" />
          <Skeleton shape="text" />
          <Skeleton shape="text" className="w-2/3" />
        </div>
      ))}
    </div>
  );
}

/** /addressManage: the member's addresses in the shopping country, the default first. */
export function AddressManagePage() {
  const intl = useIntl();
  const { data: book, error, mutate } = useAddressBook();
  const full = book !== undefined && book.list.length >= book.limit;

  const addLink = (
    <Link variant="standalone" href="/addressDetail" className="inline-flex items-center gap-1 font-medium">
      <Plus aria-hidden="true" className="size-4" />
      <FormattedMessage {...m.add} />
    </Link>
  );

  return (
    <main className="flex flex-col gap-3 pb-6">
      <PageHeader title={intl.formatMessage(m.manageTitle)} />
      {error && !book ? (
        <ErrorState
          title={intl.formatMessage(m.loadFailed)}
          retryLabel={intl.formatMessage(m.tryAgain)}
          onRetry={() => void mutate()}
          className="bg-surface desktop:rounded-lg"
        />
      ) : !book ? (
        <ListSkeleton />
      ) : book.list.length === 0 ? (
        <EmptyState
          icon={<MapPinned />}
          title={intl.formatMessage(m.emptyTitle)}
          description={intl.formatMessage(m.emptyBody)}
          action={addLink}
          className="bg-surface desktop:rounded-lg"
        />
      ) : (
        <>
          <section aria-labelledby="address-list" className="bg-surface desktop:rounded-lg">
            <h2 id="address-list" className="sr-only">
              {intl.formatMessage(m.listHeading)}
            </h2>
            <ul className="m-0 list-none p-0">
              {book.list.map((address) => (
                <AddressRow key={address.address_id} address={address} />
              ))}
            </ul>
          </section>
          <div className="flex flex-col gap-1 bg-surface p-4 desktop:rounded-lg">
            <p className="m-0 text-sm text-muted-foreground">
              {intl.formatMessage(m.count, { count: book.list.length, limit: book.limit })}
            </p>
            {full ? (
              <p className="m-0 text-sm" role="status">
                {intl.formatMessage(m.full, { limit: book.limit })}
              </p>
            ) : (
              addLink
            )}
          </div>
        </>
      )}
    </main>
  );
}
