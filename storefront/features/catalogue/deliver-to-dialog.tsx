import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Button, Dialog, DialogFooter } from '@pasar/ui';
import type { CountryCode } from '../../../contract/countries';
import { AddressChoiceDialog, addressMessages, RegionPicker, type RegionChoice } from '../addresses';
import { chooseDeliverTo } from './deliver-to-choice';
import { deliverToMessages as t } from './deliver-to-messages';

/** A visitor's area: the country's top level (province, state), which decides the zone. */
function AreaChoiceDialog({
  country,
  current,
  onClose,
}: {
  country: CountryCode;
  current: RegionChoice | null;
  onClose: () => void;
}) {
  const intl = useIntl();
  const [picked, setPicked] = useState<RegionChoice | null>(current);
  return (
    <Dialog
      isOpen
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={intl.formatMessage(t.title)}
      footer={({ close }) => (
        <DialogFooter>
          <Button variant="secondary" onPress={close}>
            {intl.formatMessage(t.cancel)}
          </Button>
          <Button
            isDisabled={!picked}
            onPress={() => {
              if (picked) chooseDeliverTo(country, { kind: 'area', code: picked.code, name: picked.name });
              close();
            }}
          >
            {intl.formatMessage(t.deliverHere)}
          </Button>
        </DialogFooter>
      )}
    >
      <RegionPicker
        label={intl.formatMessage(country === 'ID' ? addressMessages.province : addressMessages.state)}
        parent=""
        value={picked}
        onChange={setPicked}
      />
    </Dialog>
  );
}

/**
 * The product page's "change where to" (ADR 035): a member picks one of their saved addresses, a
 * visitor an area. The page loads this on the press (React.lazy), so it is a chunk of its own.
 */
export default function DeliverToDialog({
  country,
  kind,
  current,
  onClose,
}: { country: CountryCode; onClose: () => void } & (
  { kind: 'address'; current: string } | { kind: 'area'; current: RegionChoice | null }
)) {
  const intl = useIntl();
  if (kind === 'area') return <AreaChoiceDialog country={country} current={current} onClose={onClose} />;
  return (
    <AddressChoiceDialog
      isOpen
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      current={current}
      texts={{
        title: intl.formatMessage(t.title),
        use: intl.formatMessage(t.deliverHere),
        cancel: intl.formatMessage(t.cancel),
        manage: intl.formatMessage(t.manage),
      }}
      onChoose={(addressId) => chooseDeliverTo(country, { kind: 'address', addressId })}
    />
  );
}
