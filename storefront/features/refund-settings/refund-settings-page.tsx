import { useIntl } from 'react-intl';
import { Link } from '@pasar/ui';
import { refundSettingsMessages as m } from './messages';
import { BankCards, DefaultDestination, RefundOptionsPage } from './refund-options';

/**
 * /refund-settings (SPEC.md §2 refund settings): the default refund destination of a
 * cash-on-delivery order's refunds, and the bank cards to choose from (add one here: the apply
 * page sends a COD order's shopper without one here). Indonesia only, as /payment-option.
 */
export function RefundSettingsPage() {
  const intl = useIntl();
  return (
    <RefundOptionsPage title={intl.formatMessage(m.settingsTitle)}>
      {(settings) => (
        <>
          <DefaultDestination cards={settings.cards} wallets={settings.ewallets} />
          <BankCards cards={settings.cards} />
          <Link variant="standalone" href="/payment-option" className="self-start px-3 desktop:px-0">
            {intl.formatMessage(m.paymentOptionLink)}
          </Link>
        </>
      )}
    </RefundOptionsPage>
  );
}
