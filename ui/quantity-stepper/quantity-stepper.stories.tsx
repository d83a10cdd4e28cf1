import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { QuantityStepper } from './quantity-stepper';

const meta = {
  title: 'UI/QuantityStepper',
  component: QuantityStepper,
  args: { 'aria-label': 'Quantity', maxValue: 5, onChange: fn() },
} satisfies Meta<typeof QuantityStepper>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AtMinimum: Story = {
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('textbox', { name: 'Quantity' });
    await expect(input).toHaveValue('1');
    // At 1 the minus button is disabled: a cart line is removed with its own action, not by 0.
    await expect(canvas.getByRole('button', { name: 'Decrease quantity' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Increase quantity' }));
    await expect(input).toHaveValue('2');
    await expect(args.onChange).toHaveBeenLastCalledWith(2);
  },
};

export const AtMaximum: Story = {
  args: { defaultValue: 5 },
  play: async ({ canvas, args }) => {
    const increase = canvas.getByRole('button', { name: 'Increase quantity' });
    await expect(increase).toBeDisabled();
    await userEvent.click(increase, { pointerEventsCheck: 0 });
    await expect(args.onChange).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Decrease quantity' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(4);
  },
};

export const KeyboardArrowsAndTyping: Story = {
  args: { defaultValue: 2 },
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('textbox', { name: 'Quantity' });
    await userEvent.tab();
    // The −/+ buttons are skipped by Tab (RAC): the arrows do their job from the input.
    await expect(input).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    await expect(input).toHaveValue('3');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(input).toHaveValue('1');
    // A typed number past the maximum is clamped when the field is left.
    await userEvent.clear(input);
    await userEvent.type(input, '99');
    await userEvent.tab();
    await expect(input).toHaveValue('5');
    await expect(args.onChange).toHaveBeenLastCalledWith(5);
  },
};

export const Disabled: Story = {
  args: { defaultValue: 2, isDisabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Quantity' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Increase quantity' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Decrease quantity' })).toBeDisabled();
  },
};

export const InvalidWithIndonesianLabel: Story = {
  args: {
    'aria-label': undefined,
    label: 'Jumlah',
    defaultValue: 3,
    maxValue: 10,
    isInvalid: true,
    errorMessage: 'Melebihi batas pembelian maksimum untuk produk ini',
    size: 'sm',
  },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Jumlah' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Melebihi batas pembelian maksimum untuk produk ini');
  },
};
