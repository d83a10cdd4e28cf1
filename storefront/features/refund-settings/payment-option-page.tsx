import { useIntl } from 'react-intl';
import { Link } from '@pasar/ui';
import { refundSettingsMessages as m } from './messages';
import { BankCards, Ewallets, RefundOptionsPage } from './refund-options';

/**
 * /payment-option (SPEC.md §2 "refund card and payment settings"): the bank cards
 * (add, remove) and e-wallets (activate, unlink), and the way to the refund settings. Indonesia
 * only: the desktop side menu hides the entry in SG and MY, and the page says so there.
 */
export function PaymentOptionPage() {
  const intl = useIntl();
  return (
    <RefundOptionsPage title={intl.formatMessage(m.paymentTitle)}>
      {(settings) => (
        <>
          <BankCards cards={settings.cards} />
          <Ewallets wallets={settings.ewallets} />
          <Link variant="standalone" href="/refund-settings" className="self-start px-3 desktop:px-0">
            {intl.formatMessage(m.refundSettingsLink)}
          </Link>
        </>
      )}
    </RefundOptionsPage>
  );
}
