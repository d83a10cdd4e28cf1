import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { HeartToggle, type HeartToggleProps } from './heart-toggle';

/** A heart that keeps its own state, as the shop's does between answers. */
function Stateful(props: HeartToggleProps) {
  const [saved, setSaved] = useState(props.isSelected);
  return (
    <HeartToggle
      {...props}
      isSelected={saved}
      onChange={(next) => {
        setSaved(next);
        props.onChange?.(next);
      }}
    />
  );
}

const meta = {
  title: 'UI/HeartToggle',
  component: HeartToggle,
  render: (args) => <Stateful {...args} />,
  args: { 'aria-label': 'Save to wishlist', isSelected: false, onChange: fn() },
} satisfies Meta<typeof HeartToggle>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Off: Story = {
  play: async ({ canvas, args }) => {
    const heart = canvas.getByRole('button', { name: 'Save to wishlist' });
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
    await expect(heart.querySelector('svg')).toHaveAttribute('fill', 'none');
    await userEvent.click(heart);
    await expect(args.onChange).toHaveBeenCalledWith(true);
    // The name stays; the state is aria-pressed's.
    await expect(canvas.getByRole('button', { name: 'Save to wishlist' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  },
};

export const On: Story = {
  args: { isSelected: true, 'aria-label': 'Simpan ke Favorit', size: 'md' },
  play: async ({ canvas, args }) => {
    const heart = canvas.getByRole('button', { name: 'Simpan ke Favorit' });
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    await expect(heart.querySelector('svg')).toHaveAttribute('fill', 'currentColor');
    // md is the 44 px touch target of the product page.
    await expect(heart.getBoundingClientRect().width).toBeGreaterThanOrEqual(44);
    await userEvent.click(heart);
    await expect(args.onChange).toHaveBeenCalledWith(false);
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
  },
};

export const Pending: Story = {
  args: { isSelected: true, isPending: true, 'aria-label': '收藏' },
  play: async ({ canvas, args }) => {
    const heart = canvas.getByRole('button', { name: '收藏' });
    await expect(heart).toHaveAttribute('data-pending', 'true');
    // Still focusable and enabled, but a press waits for the answer.
    await expect(heart).toBeEnabled();
    await userEvent.click(heart);
    await expect(heart).toHaveFocus();
    await expect(args.onChange).not.toHaveBeenCalled();
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvas, args }) => {
    const heart = canvas.getByRole('button', { name: 'Save to wishlist' });
    await expect(heart).toBeDisabled();
    await userEvent.click(heart, { pointerEventsCheck: 0 });
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const KeyboardFocus: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    const heart = canvas.getByRole('button', { name: 'Save to wishlist' });
    await expect(heart).toHaveFocus();
    await expect(heart).toHaveAttribute('data-focus-visible', 'true');
    await expect(getComputedStyle(heart).outlineStyle).toBe('solid');
    await userEvent.keyboard(' ');
    await expect(args.onChange).toHaveBeenCalledWith(true);
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith(false);
  },
};
