import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Radio, RadioGroup } from './radio-group';
import { colors } from '../lib/tokens';

// The brand colour as computed styles report it, from the token (not a copy of its value).
const primaryRgb = `rgb(${[1, 3, 5].map((i) => parseInt(colors.primary.DEFAULT.slice(i, i + 2), 16)).join(', ')})`;

const meta = {
  title: 'UI/RadioGroup',
  component: RadioGroup,
  args: {
    label: 'Refund type',
    onChange: fn(),
    children: [
      <Radio key="refund" value="refund">
        Refund only
      </Radio>,
      <Radio key="return" value="return">
        Return and refund
      </Radio>,
    ],
  },
} satisfies Meta<typeof RadioGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    const group = canvas.getByRole('radiogroup', { name: 'Refund type' });
    await expect(group).toBeInTheDocument();
    await userEvent.click(canvas.getByText('Return and refund'));
    await expect(canvas.getByRole('radio', { name: 'Return and refund' })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('return');
  },
};

export const Keyboard: Story = {
  args: { defaultValue: 'refund' },
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: 'Refund only' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    const second = canvas.getByRole('radio', { name: 'Return and refund' });
    await expect(second).toHaveFocus();
    await expect(second).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('return');
  },
};

export const Horizontal: Story = {
  args: { orientation: 'horizontal' },
  play: async ({ canvas }) => {
    const [first, second] = canvas
      .getAllByRole('radio')
      .map((radio) => radio.closest('label')!.getBoundingClientRect());
    await expect(Math.round(first!.top)).toBe(Math.round(second!.top));
    await expect(second!.left).toBeGreaterThan(first!.right - 1);
  },
};

export const Invalid: Story = {
  // SPEC.md §5: "Refund: a reason is required."
  args: { isRequired: true, isInvalid: true, errorMessage: 'Pilih jenis pengembalian' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('Pilih jenis pengembalian')).toBeVisible();
    const circle = canvasElement.querySelector('[data-slot="radio-circle"]')!;
    await expect(getComputedStyle(circle).borderColor).toBe('rgb(217, 48, 37)');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvas, args }) => {
    for (const radio of canvas.getAllByRole('radio')) await expect(radio).toBeDisabled();
    await userEvent.click(canvas.getByText('Refund only'), { pointerEventsCheck: 0 });
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** SPEC.md §2 checkout: payment method choices. */
export const PaymentMethodCards: Story = {
  args: {
    label: 'Metode pembayaran',
    variant: 'card',
    defaultValue: 'ewallet',
    children: [
      <Radio key="ewallet" value="ewallet">
        E-wallet (GoPay, OVO, DANA)
      </Radio>,
      <Radio key="card" value="card">
        Kartu kredit/debit atau kartu Nex
      </Radio>,
      <Radio key="cod" value="cod">
        Bayar di tempat (COD) — bayar tunai kepada kurir saat pesanan tiba di alamat Anda
      </Radio>,
    ],
  },
  decorators: [
    (Story) => (
      <div className="w-72">
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas, canvasElement }) => {
    const selected = canvas.getByRole('radio', { name: /E-wallet/ }).closest('label')!;
    await expect(getComputedStyle(selected).borderColor).toBe(primaryRgb);
    await userEvent.click(canvas.getByText(/Bayar di tempat/));
    await expect(canvas.getByRole('radio', { name: /Bayar di tempat/ })).toBeChecked();
    // Long Indonesian options wrap inside the card.
    for (const card of canvasElement.querySelectorAll('[data-slot="radio"]')) {
      await expect(card.scrollWidth).toBeLessThanOrEqual(card.clientWidth);
    }
  },
};
