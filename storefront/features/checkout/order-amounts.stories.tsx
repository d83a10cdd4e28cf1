import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { OrderAmounts } from './order-parts';
import { firstOrderRupiahAmounts, malaysiaAmounts, rupiahAmounts, singaporeAmounts } from './story-data';

/**
 * The amounts block of order confirm and the order's detail (SPEC.md §3 Order amounts): products,
 * sale discount, subtotal, shipping (and why it is free), what vouchers and coins take off, total.
 */
const meta = {
  title: 'Checkout/OrderAmounts',
  component: OrderAmounts,
  args: { amounts: rupiahAmounts },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 352, padding: 16, background: 'var(--color-surface)' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof OrderAmounts>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The row a label heads, and what it says (the visible amount and the spoken one). */
function row(table: HTMLElement, label: string | RegExp): HTMLElement {
  return within(table).getByText(label, { selector: 'dt' }).parentElement!;
}

/** Every line of the Rupiah basket: the sale discount, two vouchers and coins taken off Rp 1.047.200. */
export const VouchersAndCoins: Story = {
  play: async ({ canvas }) => {
    const table = canvas.getByTestId('amounts-table');
    await expect(row(table, 'Products')).toHaveTextContent('Rp 1.138.200');
    await expect(row(table, 'Discount')).toHaveTextContent('−Rp 91.000');
    await expect(row(table, 'Subtotal')).toHaveTextContent('Rp 1.047.200');
    await expect(row(table, 'Shipping fee')).toHaveTextContent('Rp 18.000');
    await expect(canvas.getByTestId('voucher-discount')).toHaveTextContent('−Rp 50.000');
    await expect(canvas.getByTestId('shipping-discount')).toHaveTextContent('−Rp 10.000');
    await expect(row(table, '2,500 coins')).toHaveTextContent('−Rp 25.000');
    const total = row(table, 'Total');
    await expect(total).toHaveTextContent('Rp 980.200');
    // A screen reader hears the amount in words of the page's language, not "980.2".
    await expect(total).toHaveTextContent('980,200 rupiah');
    await expect(canvas.queryByTestId('free-shipping')).toBeNull();
  },
};

/** A first order: the fee reads Rp 0 with why, and nothing else is taken off. */
export const FreeShippingOnAFirstOrder: Story = {
  args: { amounts: firstOrderRupiahAmounts },
  play: async ({ canvas }) => {
    const table = canvas.getByTestId('amounts-table');
    await expect(row(table, 'Shipping fee')).toHaveTextContent('Rp 0');
    await expect(canvas.getByTestId('free-shipping')).toHaveTextContent('Free shipping on your first order');
    await expect(canvas.queryByTestId('voucher-discount')).toBeNull();
    await expect(canvas.queryByTestId('coins-value')).toBeNull();
    await expect(row(table, 'Total')).toHaveTextContent('Rp 1.047.200');
  },
};

/** Singapore dollars, no sale discount (no row for it), a S$ 5.00 voucher. */
export const SingaporeDollars: Story = {
  args: { amounts: singaporeAmounts },
  play: async ({ canvas }) => {
    const table = canvas.getByTestId('amounts-table');
    await expect(within(table).queryByText('Discount', { selector: 'dt' })).toBeNull();
    await expect(row(table, 'Subtotal')).toHaveTextContent('S$ 35.20');
    await expect(row(table, 'Shipping fee')).toHaveTextContent('S$ 3.99');
    await expect(canvas.getByTestId('voucher-discount')).toHaveTextContent('−S$ 5.00');
    await expect(row(table, 'Total')).toHaveTextContent('S$ 34.19');
  },
};

/** Malaysian ringgit over the free-shipping threshold. */
export const RinggitOverTheThreshold: Story = {
  args: { amounts: malaysiaAmounts },
  play: async ({ canvas }) => {
    const table = canvas.getByTestId('amounts-table');
    await expect(row(table, 'Products')).toHaveTextContent('RM 52.80');
    await expect(row(table, 'Discount')).toHaveTextContent('−RM 5.70');
    await expect(canvas.getByTestId('free-shipping')).toHaveTextContent('Free shipping on this order');
    await expect(row(table, 'Total')).toHaveTextContent('RM 47.10');
  },
};

/** In Chinese the labels change; the rupiah keep Indonesian grouping (a price reads the same everywhere). */
export const InChinese: Story = {
  globals: { locale: 'zh-CN' },
  play: async ({ canvas }) => {
    const table = canvas.getByTestId('amounts-table');
    await expect(row(table, '商品金额')).toHaveTextContent('Rp 1.138.200');
    await expect(row(table, '运费')).toHaveTextContent('Rp 18.000');
    await expect(row(table, '合计')).toHaveTextContent('Rp 980.200');
  },
};
