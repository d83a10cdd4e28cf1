import { useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Button, Dialog, DialogFooter, Link, Radio, RadioGroup, Skeleton } from '@pasar/ui';
import { useAddressBook } from '../../api/addresses';
import { formatAddressLine } from '../../../contract/rules/address';
import { addressMessages as m } from './messages';
import { recipientOf, SavedAddressCard } from './saved-address-card';

/**
 * Choosing one of the member's saved addresses in a dialog: order confirm's "Change address"
 * and an order's new address before shipping. The texts are the caller's;
 * `onChoose` runs on the confirm button and may be async (the button spins; the dialog closes
 * when it resolves, stays open when it rejects).
 */
export function AddressChoiceDialog({
  isOpen,
  onOpenChange,
  current,
  texts,
  note,
  onChoose,
}: {
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  /** The address chosen now (preselected; choosing it again does nothing). */
  current: string | null;
  texts: { title: string; use: string; cancel: string; manage: string };
  note?: ReactNode;
  onChoose: (addressId: string) => void | Promise<void>;
}) {
  const intl = useIntl();
  const { data: book } = useAddressBook();
  const [picked, setPicked] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const chosen = picked ?? current;
  async function choose(close: () => void) {
    if (!chosen) return;
    setPending(true);
    try {
      await onChoose(chosen);
      close();
    } catch {
      // The caller has shown why (request()'s toast); the dialog stays for another choice.
    } finally {
      setPending(false);
    }
  }
  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={texts.title}
      footer={({ close }) => (
        <DialogFooter>
          <Link variant="standalone" href="/addressManage" className="me-auto self-center text-sm">
            {texts.manage}
          </Link>
          <Button variant="secondary" onPress={close}>
            {texts.cancel}
          </Button>
          <Button
            variant="primary"
            data-testid="address-choice-use"
            isDisabled={!chosen || chosen === current}
            isPending={pending}
            onPress={() => void choose(close)}
          >
            {texts.use}
          </Button>
        </DialogFooter>
      )}
    >
      {note}
      {book ? (
        <RadioGroup aria-label={texts.title} variant="card" value={chosen} onChange={setPicked}>
          {book.list.map((address) => (
            <Radio
              key={address.address_id}
              value={address.address_id}
              // The card inside is an article: its text is not the radio's name for every
              // reader (axe found it nameless), so the recipient and the address name it.
              aria-label={intl.formatMessage(m.choiceName, {
                recipient: recipientOf(address),
                address: formatAddressLine(address),
              })}
            >
              <SavedAddressCard address={address} />
            </Radio>
          ))}
        </RadioGroup>
      ) : (
        <Skeleton className="h-24" />
      )}
    </Dialog>
  );
}
