import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { visibleText } from '../../../.storybook/visible-text';
import type { OrderPreview } from '../../../contract/order';
import { walletVouchers } from '../vouchers/story-data';
import { rupiahPreview } from './story-data';
import { VouchersAndCoins } from './voucher-choice';

/**
 * Order confirm's vouchers and coins (ADR 029): the row with what the server's best combination
 * saves, the choice it opens (a dialog on desktop, a sheet on a phone) and the coins switch. A
 * choice asks the page for a new preview (`onVouchers`); the totals are always the server's.
 */
const meta = {
  title: 'Checkout/VoucherChoice',
  component: VouchersAndCoins,
  args: { preview: rupiahPreview(), onVouchers: fn(), onCoins: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 640 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof VouchersAndCoins>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = within(document.body);
const mobile = { viewport: { value: 'mobile', isRotated: false } };
const { fixed, percent, shippingOff } = walletVouchers;

/** The best combination applied: the row says what it saves, the coins are on, the new total is said. */
export const BestCombinationApplied: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('voucher-summary')).toHaveTextContent('−Rp 60.000');
    // Named by what it is worth, the amount said in words (the shown Rp 25.000 is hidden from it).
    const coins = canvas.getByRole('switch', { name: /^Use 2,500 coins, − ?25,000 rupiah/ });
    await expect(coins).toBeChecked();
    await expect(canvas.getByText('You have 3,180 coins')).toBeVisible();
    // Nothing said for the total the page opened with: only a change is news.
    await expect(canvas.getByTestId('total-announcement')).toBeEmptyDOMElement();
  },
};

/** As the page does: a choice asks for a new preview, whose total is then said politely. */
function Repriced({ onVouchers }: { onVouchers: (ids: string[]) => void }) {
  const [preview, setPreview] = useState<OrderPreview>(() => rupiahPreview());
  return (
    <VouchersAndCoins
      preview={preview}
      onCoins={() => undefined}
      onVouchers={(ids) => {
        onVouchers(ids);
        const applied = preview.vouchers.applied.filter((voucher) => ids.includes(voucher.id));
        setPreview(
          rupiahPreview({
            voucher_discount: 0,
            total: 1_030_200,
            vouchers: { ...preview.vouchers, applied },
          }),
        );
      }}
    />
  );
}

/** Dropping the Rp 50.000 voucher: the row and the spoken total follow the new preview. */
export const TotalSaidWhenAChoiceChangesIt: Story = {
  render: (args) => <Repriced onVouchers={args.onVouchers} />,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByTestId('voucher-row'));
    const dialog = await body.findByRole('dialog', { name: 'Choose vouchers' });
    const discounts = within(dialog).getByRole('radiogroup', { name: 'Discount vouchers' });
    await userEvent.click(within(discounts).getByRole('radio', { name: 'Don’t use a voucher' }));
    await expect(canvas.getByTestId('total-announcement')).toHaveTextContent(
      'Total updated: 1,030,200 rupiah',
    );
    await expect(canvas.getByTestId('voucher-summary')).toHaveTextContent('−Rp 10.000');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
  },
};

/**
 * Desktop: the row opens a dialog. The exclusive vouchers are radios with "Don't use a voucher"
 * first, a combinable one a checkbox; each choice keeps the other kind's voucher. The ones that
 * do not fit say why; Done closes.
 */
export const ChooseInADialog: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByTestId('voucher-row'));
    const dialog = await body.findByRole('dialog', { name: 'Choose vouchers' });
    await expect(dialog.closest('[data-slot="dialog"]')).not.toBeNull();
    const discounts = within(dialog).getByRole('radiogroup', { name: 'Discount vouchers' });
    await expect(within(discounts).getByRole('radio', { name: fixed.title })).toBeChecked();

    await userEvent.click(within(dialog).getByRole('checkbox', { name: percent.title }));
    await expect(args.onVouchers).toHaveBeenLastCalledWith([shippingOff.id, percent.id]);
    await userEvent.click(within(discounts).getByRole('radio', { name: 'Don’t use a voucher' }));
    await expect(args.onVouchers).toHaveBeenLastCalledWith([shippingOff.id]);

    const unusable = within(dialog).getByTestId('unusable-vouchers');
    const reasons = within(unusable).getAllByTestId('voucher-reason');
    await expect(visibleText(reasons[0]!)).toBe('Add Rp 452.800 more to use this voucher');
    await expect(reasons[1]).toHaveTextContent('Only in the Pasar app');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
  },
};

/** A phone: the same choice in a bottom sheet, opened and worked by keyboard; Escape closes it. */
export const ChooseInASheetOnMobile: Story = {
  globals: mobile,
  play: async ({ canvas, args }) => {
    canvas.getByTestId('voucher-row').focus();
    await userEvent.keyboard('{Enter}');
    const sheet = await body.findByRole('dialog', { name: 'Choose vouchers' });
    await expect(sheet.closest('[data-slot="sheet"]')).not.toBeNull();
    const shipping = within(sheet).getByRole('radiogroup', { name: 'Shipping vouchers' });
    await expect(within(shipping).getByRole('radio', { name: shippingOff.title })).toBeChecked();
    within(shipping).getByRole('radio', { name: shippingOff.title }).focus();
    await userEvent.keyboard('{ArrowUp}');
    await expect(args.onVouchers).toHaveBeenLastCalledWith([fixed.id]);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
  },
};

/** Nothing fits this order: the row says none is available and the choice says why each does not. */
export const NoneFits: Story = {
  args: {
    preview: rupiahPreview({
      voucher_discount: 0,
      shipping_discount: 0,
      vouchers: { ...rupiahPreview().vouchers, applied: [], usable: [] },
    }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('voucher-summary')).toHaveTextContent('None available');
    await userEvent.click(canvas.getByTestId('voucher-row'));
    const dialog = await body.findByRole('dialog', { name: 'Choose vouchers' });
    await waitFor(() =>
      expect(within(dialog).getByText('None of your vouchers fits this order.')).toBeVisible(),
    );
    await expect(within(dialog).queryByRole('radio')).toBeNull();
    await expect(within(dialog).getAllByTestId('voucher-reason')).toHaveLength(2);
  },
};

/** Coins off: Space turns them on (the page then asks for a preview with them). */
export const CoinsOff: Story = {
  args: {
    preview: rupiahPreview({
      coins: { balance: 3_180, available: 2_500, available_value: 25_000, switch_on: false },
    }),
  },
  play: async ({ canvas, args }) => {
    const coins = canvas.getByRole('switch', { name: /Use 2,500 coins/ });
    await expect(coins).not.toBeChecked();
    coins.focus();
    await userEvent.keyboard(' ');
    await expect(args.onCoins).toHaveBeenCalledWith(true);
  },
};

/** No coins this order can take: the switch is off and cannot be turned on, and says so. */
export const NoCoinsToUse: Story = {
  args: {
    preview: rupiahPreview({ coins: { balance: 40, available: 0, available_value: 0, switch_on: false } }),
  },
  play: async ({ canvas }) => {
    const coins = canvas.getByRole('switch', { name: /No coins to use on this order/ });
    await expect(coins).toBeDisabled();
    await expect(canvas.getByText('You have 40 coins')).toBeVisible();
  },
};

/** Indonesian on a phone: the headings, the none-choice and the coins line in the shopper's words. */
export const InIndonesianOnMobile: Story = {
  globals: { ...mobile, locale: 'id' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('switch', { name: /^Pakai 2.500 koin, − ?25.000 rupiah/ })).toBeChecked();
    await userEvent.click(canvas.getByTestId('voucher-row'));
    const sheet = await body.findByRole('dialog', { name: 'Pilih voucher' });
    // The sheet fades in: visible once its entrance is over.
    await waitFor(() =>
      expect(within(sheet).getByRole('radiogroup', { name: 'Voucher diskon' })).toBeVisible(),
    );
    await expect(within(sheet).getAllByRole('radio', { name: 'Jangan pakai voucher' })).toHaveLength(2);
    await expect(within(sheet).getByText('Tidak untuk pesanan ini')).toBeVisible();
    await expect(visibleText(within(sheet).getAllByTestId('voucher-reason')[0]!)).toBe(
      'Tambah Rp 452.800 lagi untuk memakai voucher ini',
    );
  },
};
