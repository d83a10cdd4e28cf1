import { useEffect, useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { Button } from './button';

const meta = {
  title: 'UI/Button',
  component: Button,
  args: { children: 'Add to cart', onPress: fn() },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Add to cart' }));
    await expect(args.onPress).toHaveBeenCalledTimes(1);
  },
};

export const Secondary: Story = {
  args: { variant: 'secondary', children: 'Beli sekarang' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Beli sekarang' })).toBeVisible();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'Add to cart' });
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

export const Pending: Story = {
  args: { isPending: true },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'Add to cart' });
    await expect(button).toHaveAttribute('data-pending', 'true');
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

export const KeyboardFocus: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    const button = canvas.getByRole('button', { name: 'Add to cart' });
    await expect(button).toHaveFocus();
    await expect(button).toHaveAttribute('data-focus-visible', 'true');
    await userEvent.keyboard('{Enter}');
    await expect(args.onPress).toHaveBeenCalledTimes(1);
  },
};

export const Destructive: Story = {
  args: { variant: 'destructive', children: 'Hapus akun' },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'Hapus akun' });
    await expect(getComputedStyle(button).backgroundColor).toBe('rgb(197, 34, 31)');
    await userEvent.click(button);
    await expect(args.onPress).toHaveBeenCalledTimes(1);
  },
};

export const LongIndonesianText: Story = {
  args: { children: 'Tambahkan ke keranjang belanja sekarang juga', fullWidth: true },
  decorators: [
    (Story) => (
      <div className="w-48">
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Tambahkan ke keranjang belanja sekarang juga' });
    // The label wraps inside the 12rem column; nothing spills out of the button.
    await expect(button.getBoundingClientRect().width).toBeLessThanOrEqual(192);
    await expect(button.scrollWidth).toBeLessThanOrEqual(button.clientWidth);
    await expect(button.scrollHeight).toBeLessThanOrEqual(button.clientHeight);
  },
};

/** Send pressed: pending, then gone (as on the way to the code screen), while the focus stays on it. */
function SendThenLeave() {
  const [state, setState] = useState<'idle' | 'sending' | 'gone'>('idle');
  // The answer arrives (the story's play says when): the page moves on, the button goes.
  useEffect(() => {
    const leave = () => setState('gone');
    window.addEventListener('story:answered', leave);
    return () => window.removeEventListener('story:answered', leave);
  }, []);
  if (state === 'gone') return <p>Code sent</p>;
  return (
    <Button isPending={state === 'sending'} onPress={() => setState('sending')}>
      Send code
    </Button>
  );
}

/**
 * A pending button that goes leaves no nameless image behind in react-aria's live announcer
 * (left behind, such nodes stayed on /verificationCode for 7 s, read as unnamed images).
 */
export const PendingThenGone: Story = {
  render: () => <SendThenLeave />,
  play: async ({ canvas }) => {
    const announced = () => document.querySelectorAll('[data-live-announcer] [role="img"]');
    await userEvent.click(canvas.getByRole('button', { name: 'Send code' }));
    // RAC announces the pending state with a node labelled by the focused button.
    await waitFor(() => expect(announced().length).toBeGreaterThan(0));
    window.dispatchEvent(new Event('story:answered'));
    await expect(await canvas.findByText('Code sent')).toBeVisible();
    await waitFor(() => expect(announced()).toHaveLength(0));
  },
};
