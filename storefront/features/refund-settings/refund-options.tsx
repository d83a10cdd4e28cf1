import { useRef, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { CreditCard, Wallet } from 'lucide-react';
import {
  AlertDialog,
  Button,
  Dialog,
  EmptyState,
  ErrorState,
  PhoneField,
  Radio,
  RadioGroup,
  showToast,
  Skeleton,
  StatusBadge,
} from '@pasar/ui';
import { countryDefaults } from '../../../contract/countries';
import type { EwalletView, RefundCardView, RefundDefaultRequest } from '../../../contract/refund-card';
import {
  EWALLET_NAMES,
  REFUND_CARD_BANK_IDS,
  REFUND_CARD_BANKS,
  REFUND_CARD_COUNTRIES,
  type RefundCardBank,
} from '../../../contract/refund-card-constants';
import { isValidPhone } from '../../../contract/rules/phone';
import {
  activateEwallet,
  addRefundCard,
  removeRefundCard,
  setRefundDefault,
  unlinkEwallet,
  useRefundSettings,
} from '../../api/refund-cards';
import { sendWithKey, type SubmitKey } from '../../api/submit-key';
import { focusAfterChange, pageHeading } from '../../frame/focus-after-change';
import { PageHeader } from '../../frame/page-header';
import { useSession } from '../../session/session-store';
import { refundSettingsMessages as m } from './messages';
import { RefundCardForm } from './refund-card-form';

const section = 'flex flex-col gap-3 bg-surface p-4 desktop:rounded-lg';
const banks = REFUND_CARD_BANK_IDS.map((id) => ({ id, name: REFUND_CARD_BANKS[id] }));
const phoneCode = countryDefaults.ID.phone_code;

/** "BCA •••• 1111": the number is only ever its last four (PCI DSS 3.4.1). */
export function useCardName() {
  const intl = useIntl();
  return (card: RefundCardView) =>
    intl.formatMessage(m.cardName, { bank: REFUND_CARD_BANKS[card.bank as RefundCardBank], last4: card.last4 });
}

/**
 * Linking or unlinking a wallet swaps its row's button (Activate ⇄ Unlink), the one that opened
 * the dialog: focus follows to the new one.
 */
const walletRowId = (wallet: string) => `refund-wallet-${wallet}`;
const walletRowButton = (wallet: string) => () =>
  document.getElementById(walletRowId(wallet))?.querySelector('button');

/**
 * Asks before an unlink or removal: refunds stop going there. Its button goes with what it
 * removed: focus then goes to `focusAfter()`.
 */
function UnlinkButton({
  name,
  onConfirm,
  testId,
  focusAfter,
}: {
  name: string;
  onConfirm: () => Promise<unknown>;
  testId: string;
  focusAfter: () => HTMLElement | null | undefined;
}) {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  return (
    <>
      {/* A short visible word; the accessible name says which card or wallet. */}
      <Button
        variant="secondary"
        size="sm"
        data-testid={testId}
        aria-label={intl.formatMessage(m.unlink, { name })}
        onPress={() => setOpen(true)}
      >
        {intl.formatMessage(m.unlinkConfirm)}
      </Button>
      <AlertDialog
        isOpen={open}
        onOpenChange={setOpen}
        variant="destructive"
        title={intl.formatMessage(m.unlinkTitle, { name })}
        confirmLabel={intl.formatMessage(m.unlinkConfirm)}
        cancelLabel={intl.formatMessage(m.unlinkKeep)}
        onConfirm={async () => {
          await onConfirm();
          showToast({ title: intl.formatMessage(m.unlinked), variant: 'success' });
          focusAfterChange(focusAfter);
        }}
      >
        {intl.formatMessage(m.unlinkBody)}
      </AlertDialog>
    </>
  );
}

/** The member's bank cards, masked, each removable (asks first), and "Add a bank card". */
export function BankCards({ cards }: { cards: RefundCardView[] }) {
  const intl = useIntl();
  const cardName = useCardName();
  const [adding, setAdding] = useState(false);
  // One key per press of Save, kept for its retries (api/submit-key.ts): a declined card and a
  // corrected one are two presses, a lost answer and the same card again are one.
  const kept = useRef<SubmitKey | null>(null);
  return (
    <section aria-labelledby="refund-cards" className={section}>
      <h2 id="refund-cards" className="m-0 text-base font-semibold">
        {intl.formatMessage(m.cardsHeading)}
      </h2>
      {cards.length === 0 ? (
        <p className="m-0 text-sm text-muted-foreground">{intl.formatMessage(m.cardsEmpty)}</p>
      ) : (
        <ul className="m-0 flex list-none flex-col divide-y divide-border p-0" data-testid="refund-card-list">
          {cards.map((card) => (
            <li key={card.card_id} className="flex flex-wrap items-center gap-3 py-3" data-testid="refund-card">
              <CreditCard aria-hidden="true" className="size-6 text-muted-foreground" />
              <div className="flex min-w-0 flex-1 flex-col">
                <span className="font-medium whitespace-nowrap" data-testid="refund-card-name">
                  {cardName(card)}
                </span>
                <span className="flex flex-wrap gap-x-3 text-xs text-muted-foreground">
                  <span>{card.holder_name}</span>
                  <span>{intl.formatMessage(m.cardExpiry, { expiry: card.expiry_date })}</span>
                </span>
              </div>
              {card.is_default && <StatusBadge size="sm" tone="primary" label={intl.formatMessage(m.isDefault)} />}
              <UnlinkButton
                name={cardName(card)}
                testId="refund-card-remove"
                onConfirm={() => removeRefundCard(card.card_id)}
                focusAfter={pageHeading}
              />
            </li>
          ))}
        </ul>
      )}
      <Button
        variant="outline"
        className="self-start"
        data-testid="refund-card-add"
        onPress={() => setAdding(true)}
      >
        {intl.formatMessage(m.addCard)}
      </Button>
      <Dialog
        isOpen={adding}
        onOpenChange={(open) => !open && setAdding(false)}
        title={intl.formatMessage(m.formTitle)}
        size="lg"
      >
        <RefundCardForm
          banks={banks}
          onCancel={() => setAdding(false)}
          onSubmit={async (card) => {
            await sendWithKey(kept, card, (key) => addRefundCard(card, key));
            showToast({ title: intl.formatMessage(m.cardAdded), variant: 'success' });
            setAdding(false);
          }}
        />
      </Dialog>
    </section>
  );
}

/** Linking a wallet asks for its account's phone (the sandbox links it as GoPay's linking would). */
function ActivateWallet({ wallet }: { wallet: EwalletView }) {
  const intl = useIntl();
  const name = EWALLET_NAMES[wallet.wallet];
  const [open, setOpen] = useState(false);
  const [phone, setPhone] = useState('');
  const [tried, setTried] = useState(false);
  const [pending, setPending] = useState(false);
  const problem = phone.trim() === '' ? m.phoneRequired : !isValidPhone(phoneCode, phone) ? m.phoneInvalid : null;
  async function activate() {
    setTried(true);
    if (problem) return;
    setPending(true);
    try {
      await activateEwallet({ wallet: wallet.wallet, phone });
      showToast({ title: intl.formatMessage(m.walletActivated, { wallet: name }), variant: 'success' });
      focusAfterChange(walletRowButton(wallet.wallet));
      setOpen(false);
    } catch {
      // The toast says why; the phone stays.
    } finally {
      setPending(false);
    }
  }
  return (
    <>
      <Button size="sm" data-testid={`wallet-activate-${wallet.wallet}`} onPress={() => setOpen(true)}>
        {intl.formatMessage(m.walletActivate, { wallet: name })}
      </Button>
      <Dialog isOpen={open} onOpenChange={setOpen} title={intl.formatMessage(m.walletActivate, { wallet: name })}>
        <form
          noValidate
          className="flex flex-col gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            void activate();
          }}
        >
          <PhoneField
            label={intl.formatMessage(m.phone)}
            value={phone}
            onChange={setPhone}
            countryCode={phoneCode}
            countryOptions={[{ code: phoneCode, country: 'ID', label: 'Indonesia' }]}
            isRequired
            isInvalid={tried && problem !== null}
            errorMessage={tried && problem ? intl.formatMessage(problem) : undefined}
          />
          <Button type="submit" isPending={pending} className="self-end">
            {intl.formatMessage(m.walletActivate, { wallet: name })}
          </Button>
        </form>
      </Dialog>
    </>
  );
}

/** Every e-wallet, linked (with its masked phone, unlink asks first) or not (activate). */
export function Ewallets({ wallets }: { wallets: EwalletView[] }) {
  const intl = useIntl();
  return (
    <section aria-labelledby="refund-wallets" className={section}>
      <h2 id="refund-wallets" className="m-0 text-base font-semibold">
        {intl.formatMessage(m.walletsHeading)}
      </h2>
      <ul className="m-0 flex list-none flex-col divide-y divide-border p-0">
        {wallets.map((wallet) => {
          const name = EWALLET_NAMES[wallet.wallet];
          return (
            <li
              key={wallet.wallet}
              id={walletRowId(wallet.wallet)}
              className="flex flex-wrap items-center gap-3 py-3"
              data-testid={`wallet-${wallet.wallet}`}
              data-linked={wallet.linked}
            >
              <Wallet aria-hidden="true" className="size-6 text-muted-foreground" />
              <div className="flex min-w-0 flex-1 flex-col">
                <span className="font-medium">{name}</span>
                <span className="flex flex-wrap gap-x-3 text-xs text-muted-foreground">
                  <span>{intl.formatMessage(wallet.linked ? m.walletActive : m.walletInactive)}</span>
                  {wallet.masked_phone && <span>{wallet.masked_phone}</span>}
                </span>
              </div>
              {wallet.is_default && <StatusBadge size="sm" tone="primary" label={intl.formatMessage(m.isDefault)} />}
              {wallet.linked ? (
                <UnlinkButton
                  name={name}
                  testId={`wallet-unlink-${wallet.wallet}`}
                  onConfirm={() => unlinkEwallet(wallet.wallet)}
                  focusAfter={walletRowButton(wallet.wallet)}
                />
              ) : (
                <ActivateWallet wallet={wallet} />
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/** One radio value per destination ("refund_card:<id>", "ewallet:gopay"). */
const keyOf = (choice: RefundDefaultRequest) =>
  choice.kind === 'refund_card' ? `refund_card:${choice.card_id}` : `ewallet:${choice.wallet}`;

/** The default refund destination: where a cash-on-delivery order's refund goes. */
export function DefaultDestination({ cards, wallets }: { cards: RefundCardView[]; wallets: EwalletView[] }) {
  const intl = useIntl();
  const cardName = useCardName();
  const options: { choice: RefundDefaultRequest; label: string; isDefault: boolean }[] = [
    ...cards.map((card) => ({
      choice: { kind: 'refund_card' as const, card_id: card.card_id },
      label: cardName(card),
      isDefault: card.is_default,
    })),
    ...wallets
      .filter((wallet) => wallet.linked)
      .map((wallet) => ({
        choice: { kind: 'ewallet' as const, wallet: wallet.wallet },
        label: EWALLET_NAMES[wallet.wallet],
        isDefault: wallet.is_default,
      })),
  ];
  const current = options.find((option) => option.isDefault);
  return (
    <section className={section} data-testid="refund-default">
      {options.length === 0 ? (
        <>
          <h2 className="m-0 text-base font-semibold">{intl.formatMessage(m.defaultHeading)}</h2>
          <p className="m-0 text-sm text-muted-foreground">{intl.formatMessage(m.defaultNone)}</p>
        </>
      ) : (
        <RadioGroup
          label={intl.formatMessage(m.defaultHeading)}
          description={intl.formatMessage(m.defaultHint)}
          value={current ? keyOf(current.choice) : null}
          onChange={(value) => {
            const option = options.find((each) => keyOf(each.choice) === value);
            if (!option) return;
            void setRefundDefault(option.choice)
              .then(() => showToast({ title: intl.formatMessage(m.defaultSaved), variant: 'success' }))
              .catch(() => undefined);
          }}
        >
          {options.map((option) => (
            <Radio key={keyOf(option.choice)} value={keyOf(option.choice)}>
              {option.label}
            </Radio>
          ))}
        </RadioGroup>
      )}
    </section>
  );
}

/**
 * A page of refund options (Indonesia only, REFUND_CARD_COUNTRIES): elsewhere it says "not
 * available in your country" and asks nothing; else the member's settings, loading and failing
 * like every member page.
 */
export function RefundOptionsPage({
  title,
  children,
}: {
  title: string;
  children: (settings: { cards: RefundCardView[]; ewallets: EwalletView[] }) => ReactNode;
}) {
  const intl = useIntl();
  const country = useSession((s) => s.localeInfo.xlocale);
  const available = (REFUND_CARD_COUNTRIES as readonly string[]).includes(country);
  const { data: settings, error, mutate } = useRefundSettings(available);
  return (
    <main className="flex flex-col gap-3 pb-6">
      <PageHeader title={title} />
      {!available ? (
        <EmptyState
          data-testid="refund-options-unavailable"
          className="bg-surface desktop:rounded-lg"
          icon={<CreditCard />}
          title={intl.formatMessage(m.notAvailable)}
          description={intl.formatMessage(m.notAvailableBody)}
        />
      ) : error && !settings ? (
        <ErrorState
          title={intl.formatMessage(m.loadFailed)}
          retryLabel={intl.formatMessage(m.tryAgain)}
          onRetry={() => void mutate()}
          className="bg-surface desktop:rounded-lg"
        />
      ) : !settings ? (
        <div className="flex flex-col gap-3 bg-surface p-4 desktop:rounded-lg" aria-busy="true">
          <Skeleton shape="text" className="w-1/3" />
          <Skeleton className="h-16" />
        </div>
      ) : (
        children(settings)
      )}
    </main>
  );
}
