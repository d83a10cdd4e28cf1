import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Bell, ShoppingCart, X } from 'lucide-react';
import { IconButton } from './icon-button';

const meta = {
  title: 'UI/IconButton',
  component: IconButton,
  args: { 'aria-label': 'Cart', children: <ShoppingCart aria-hidden />, onPress: fn() },
} satisfies Meta<typeof IconButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Ghost: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Cart' }));
    await expect(args.onPress).toHaveBeenCalledTimes(1);
  },
};

export const Outline: Story = {
  args: { variant: 'outline', 'aria-label': 'Pesan', children: <Bell aria-hidden /> },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Pesan' });
    await expect(button).toBeVisible();
    await expect(button.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  },
};

export const Primary: Story = {
  args: { variant: 'primary', size: 'lg', 'aria-label': 'Tutup', children: <X aria-hidden /> },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Tutup' });
    // lg is the 44 px touch target.
    await expect(button.getBoundingClientRect().width).toBeGreaterThanOrEqual(44);
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'Cart' });
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

export const KeyboardFocus: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    const button = canvas.getByRole('button', { name: 'Cart' });
    await expect(button).toHaveFocus();
    await expect(button).toHaveAttribute('data-focus-visible', 'true');
    await userEvent.keyboard(' ');
    await expect(args.onPress).toHaveBeenCalledTimes(1);
  },
};
