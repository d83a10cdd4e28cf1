import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { answerCalls } from '../../../.storybook/answer-calls';
import type { AfterSalesPreview } from '../../../contract/after-sales';
import type { RefundSettings } from '../../../contract/refund-card';
import { afterSalesWindowExceeded } from '../../../contract/error-codes';
import { errorMessageFor } from '../../../contract/error-messages';
import { session } from '../../session/session-store';
import { BlockedNotice, DestinationPicker, LinePicker, RefundAmount } from './apply-refund-page';
import { codPreview, refundSettings, rupiahApplyPreview } from './story-data';

/**
 * /applyRefund's choices: the items and how many of each (never more than the server says may
 * still be asked), the refund that follows them, where the money goes (the way it was paid, or for
 * cash on delivery a refund card or e-wallet), and why no request can be made when none can.
 */

/** The preview the server would answer for `chosen`: each line's paid share for the units asked. */
function previewOf(chosen: Record<string, number>): AfterSalesPreview {
  const base = rupiahApplyPreview();
  const amount = base.lines.reduce(
    (sum, line) => sum + Math.round((line.paid_amount * (chosen[line.sku_id] ?? 0)) / line.quantity),
    0,
  );
  return { ...base, amount, refund_amount: amount };
}

/** The two columns as the page lays them out: the items, and beside them the refund. */
function ChooseItems({ invalid = false }: { invalid?: boolean }) {
  const [chosen, setChosen] = useState<Record<string, number>>({});
  const preview = previewOf(chosen);
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 16, alignItems: 'flex-start' }}>
      <div style={{ flex: '1 1 20rem', minWidth: 0 }}>
        <LinePicker
          preview={preview}
          chosen={chosen}
          onChange={setChosen}
          invalid={invalid && Object.keys(chosen).length === 0}
        />
      </div>
      <div style={{ flex: '0 1 22rem' }}>
        <RefundAmount preview={preview} hasLines={Object.keys(chosen).length > 0} settled />
      </div>
    </div>
  );
}

const meta = {
  title: 'AfterSales/ApplyRefund',
  component: ChooseItems,
} satisfies Meta<typeof ChooseItems>;

export default meta;
type Story = StoryObj<typeof meta>;

const mobile = { viewport: { value: 'mobile', isRotated: false } };
/** A signed-in member whose refund settings are `settings`: a story's beforeEach, with its cleanup. */
const signedInWith = (settings: RefundSettings) => () => {
  session.update((s) => ({ ...s, userInfo: { ...s.userInfo, userInfo: { auth_token: 'story-token', user_name: 'Sari' } } }));
  const restore = answerCalls({ 'member/refund_card/list': settings });
  return () => {
    restore();
    session.reset();
  };
};

/**
 * Choosing: the fryer (one bought), the coffee with a stepper up to the two that may be asked;
 * the oil held by an open request, with the way to it. The refund follows, and is said.
 */
export const ChoosingItems: Story = {
  play: async ({ canvas }) => {
    const fryer = canvas.getByRole('checkbox', { name: /Include Philips Air Fryer/ });
    await expect(fryer).not.toBeChecked();
    await userEvent.click(fryer);
    await expect(canvas.getByTestId('apply-refund-amount')).toHaveTextContent('Rp 881.000');
    await expect(canvas.getByTestId('apply-announcement')).toHaveTextContent(
      'Refund updated: you get back 881,000 rupiah',
    );

    await userEvent.click(canvas.getByRole('checkbox', { name: /Include Kapal Api/ }));
    const quantity = canvas.getByRole('textbox', {
      name: 'Quantity of Kapal Api Special Mix coffee 10 × 25 g',
    });
    await expect(quantity).toHaveValue('2');
    await userEvent.click(canvas.getByRole('button', { name: 'Decrease quantity' }));
    await expect(quantity).toHaveValue('1');
    await expect(canvas.getByTestId('apply-refund-amount')).toHaveTextContent('Rp 895.750');

    const oil = canvas.getByRole('checkbox', { name: /Include Bimoli/ });
    await expect(oil).toBeDisabled();
    await expect(canvas.getByText('A request for this item is open')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'View the open request' })).toHaveAttribute(
      'href',
      '/afterSaleOrderDetail/AS261120K7Q2M9XW4T',
    );
  },
};

/** Submitted with nothing chosen: the list says so, and is described by the message. */
export const NothingChosen: Story = {
  args: { invalid: true },
  play: async ({ canvas }) => {
    const message = canvas.getByRole('alert');
    await expect(message).toHaveTextContent('Choose at least one item');
    await expect(canvas.getByRole('group', { name: 'Items' })).toHaveAttribute(
      'aria-describedby',
      message.id,
    );
  },
};

/** A phone, in Indonesian: the longer hints wrap beside the checkbox; the refund follows the choice. */
export const ChoosingInIndonesianOnMobile: Story = {
  globals: { ...mobile, locale: 'id' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('checkbox', { name: /Sertakan Philips Air Fryer/ }));
    await expect(canvas.getByText('Maksimal 1 bisa dikembalikan dananya')).toBeVisible();
    await expect(canvas.getByText('Ada pengajuan yang masih berjalan untuk barang ini')).toBeVisible();
    await expect(canvas.getByTestId('apply-refund-amount')).toHaveTextContent('Rp 881.000');
    await expect(canvas.getByTestId('apply-announcement')).toHaveTextContent(
      'Pengembalian dana diperbarui: kamu terima kembali 881.000 rupiah',
    );
  },
};

/** Paid online: the refund goes back the way it came, nothing to choose. */
export const RefundToTheWayYouPaid: Story = {
  render: () => (
    <DestinationPicker preview={rupiahApplyPreview()} value={null} onChange={fn()} invalid={false} />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Refund to' })).toBeVisible();
    await expect(canvas.getByTestId('apply-destination')).toHaveTextContent('GoPay');
    await expect(canvas.queryByRole('radio')).toBeNull();
  },
};

const chooseDestination = fn();

/**
 * Cash on delivery: the member's refund card and linked e-wallet to choose from (the unlinked ones
 * are not offered), the error when submitted without one, and the way to add another.
 */
export const CashOnDeliveryChoosesWhere: Story = {
  render: () => <DestinationPicker preview={codPreview} value={null} onChange={chooseDestination} invalid />,
  beforeEach: signedInWith(refundSettings),
  play: async ({ canvas }) => {
    const choices = await canvas.findByRole('radiogroup', { name: 'Refund to' });
    await expect(
      within(choices)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')?.textContent),
    ).toEqual(['BCA card ending 1111', 'GoPay e-wallet']);
    await expect(canvas.getByText('Choose where the refund goes')).toBeVisible();
    await userEvent.click(within(choices).getByRole('radio', { name: 'GoPay e-wallet' }));
    await expect(chooseDestination).toHaveBeenLastCalledWith('ewallet:gopay');
    await expect(canvas.getByRole('link', { name: 'Add a refund card' })).toHaveAttribute(
      'href',
      '/refund-settings',
    );
  },
};

/** Cash on delivery and nowhere to refund to yet: said, with the way to add a card. */
export const CashOnDeliveryWithNowhereYet: Story = {
  render: () => <DestinationPicker preview={codPreview} value={null} onChange={fn()} invalid />,
  beforeEach: signedInWith({
    cards: [],
    ewallets: refundSettings.ewallets.map((wallet) => ({ ...wallet, linked: false })),
  }),
  play: async ({ canvas }) => {
    await waitFor(() =>
      expect(canvas.getByRole('alert')).toHaveTextContent(
        'A cash-on-delivery order is refunded to a refund card or e-wallet. Add one first.',
      ),
    );
    await expect(canvas.queryByRole('radio')).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Add a refund card' })).toBeVisible();
  },
};

/** The window after delivery has passed: the server's reason (SPEC.md §8) and the way back. */
export const WindowPassed: Story = {
  render: () => <Blocked />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      errorMessageFor(afterSalesWindowExceeded)!.defaultMessage,
    );
    await expect(canvas.getByRole('link', { name: 'Back to the order' })).toHaveAttribute(
      'href',
      '/orderDetail/261121K7Q2M9XW4TZR',
    );
  },
};

/** As the page words a blocked order: the code's message in the shopper's language. */
function Blocked() {
  const intl = useIntl();
  return (
    <BlockedNotice
      orderNo="261121K7Q2M9XW4TZR"
      text={intl.formatMessage(errorMessageFor(afterSalesWindowExceeded)!)}
    />
  );
}
