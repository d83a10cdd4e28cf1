import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { RefundAmount } from './apply-refund-page';
import { fryerChosen, malaysiaOneLine, rupiahApplyPreview, singaporeWholeOrder } from './story-data';

/**
 * /applyRefund's refund preview, from the server's answer before the shopper submits: what was
 * paid for the chosen items, the shipping when it comes back too, the country's handling fee
 * (SPEC.md §9) and what the shopper gets back.
 */
const meta = {
  title: 'AfterSales/RefundPreview',
  component: RefundAmount,
  args: { preview: fryerChosen, hasLines: true, settled: true },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 352 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof RefundAmount>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The row a label heads. */
const row = (canvas: HTMLElement, label: string) =>
  within(canvas).getByText(label, { selector: 'dt' }).parentElement!;

/** Nothing chosen yet: no amount, a hint instead. */
export const NothingChosenYet: Story = {
  args: { preview: rupiahApplyPreview(), hasLines: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Refund' })).toBeVisible();
    await expect(canvas.getByText('Choose items to see the amount')).toBeVisible();
    await expect(canvas.queryByTestId('apply-refund-amount')).toBeNull();
  },
};

/** Indonesia: the fryer's paid share back in full (no fee), the way it was paid. */
export const RupiahNoFee: Story = {
  play: async ({ canvasElement, canvas }) => {
    await expect(row(canvasElement, 'Paid for these items')).toHaveTextContent('Rp 881.000');
    await expect(canvas.queryByTestId('apply-fee')).toBeNull();
    await expect(canvas.queryByTestId('apply-shipping')).toBeNull();
    await expect(canvas.getByTestId('apply-refund-amount')).toHaveTextContent('Rp 881.000');
  },
};

/** Singapore, the whole order before it shipped: the shipping comes back, the S$ 0.50 fee is taken off. */
export const SingaporeWholeOrderBeforeShipping: Story = {
  args: { preview: singaporeWholeOrder },
  play: async ({ canvasElement, canvas }) => {
    await expect(row(canvasElement, 'Paid for these items')).toHaveTextContent('S$ 30.20');
    await expect(canvas.getByTestId('apply-shipping')).toHaveTextContent('Shipping fee (not yet shipped)');
    await expect(canvas.getByTestId('apply-shipping')).toHaveTextContent('S$ 3.99');
    await expect(canvas.getByTestId('apply-fee')).toHaveTextContent('Refund handling fee');
    await expect(canvas.getByTestId('apply-fee')).toHaveTextContent('−S$ 0.50');
    await expect(canvas.getByTestId('apply-refund-amount')).toHaveTextContent('S$ 33.69');
  },
};

/** Malaysia: one unit of three, less the RM 0.70 fee. */
export const RinggitWithFee: Story = {
  args: { preview: malaysiaOneLine },
  play: async ({ canvasElement, canvas }) => {
    await expect(row(canvasElement, 'Paid for these items')).toHaveTextContent('RM 12.90');
    await expect(canvas.getByTestId('apply-fee')).toHaveTextContent('−RM 0.70');
    await expect(canvas.getByTestId('apply-refund-amount')).toHaveTextContent('RM 12.20');
  },
};

/** In Indonesian, the longer labels beside the amounts. */
export const InIndonesian: Story = {
  globals: { locale: 'id' },
  play: async ({ canvasElement, canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Pengembalian dana' })).toBeVisible();
    await expect(row(canvasElement, 'Dibayar untuk barang ini')).toHaveTextContent('Rp 881.000');
    await expect(row(canvasElement, 'Kamu terima kembali')).toHaveTextContent('Rp 881.000');
  },
};
