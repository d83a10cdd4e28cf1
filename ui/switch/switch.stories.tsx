import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Switch } from './switch';

const meta = {
  title: 'UI/Switch',
  component: Switch,
  args: { children: 'Use 300 coins', onChange: fn() },
} satisfies Meta<typeof Switch>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Off: Story = {
  play: async ({ canvas, args }) => {
    const control = canvas.getByRole('switch', { name: 'Use 300 coins' });
    await expect(control).not.toBeChecked();
    await userEvent.click(canvas.getByText('Use 300 coins'));
    await expect(control).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(true);
  },
};

export const On: Story = {
  args: { defaultSelected: true },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('switch')).toBeChecked();
    const track = canvasElement.querySelector('[data-slot="switch-track"]')!;
    // The primary colour, not the off grey.
    await expect(getComputedStyle(track).backgroundColor).not.toBe(
      getComputedStyle(canvasElement.ownerDocument.body).backgroundColor,
    );
  },
};

export const Keyboard: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    const control = canvas.getByRole('switch');
    await expect(control).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(control).toBeChecked();
    await expect(args.onChange).toHaveBeenCalledWith(true);
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvas, args }) => {
    const control = canvas.getByRole('switch');
    await expect(control).toBeDisabled();
    await userEvent.click(canvas.getByText('Use 300 coins'));
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};
