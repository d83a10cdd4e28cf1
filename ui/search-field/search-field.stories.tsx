import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { SearchField } from './search-field';

const meta = {
  title: 'UI/SearchField',
  component: SearchField,
  args: {
    'aria-label': 'Search products',
    placeholder: 'Minyak goreng',
    onSubmit: fn(),
    onClear: fn(),
    onChange: fn(),
  },
  decorators: [
    (Story) => (
      <div className="max-w-sm">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SearchField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvas, canvasElement }) => {
    const input = canvas.getByRole('searchbox', { name: 'Search products' });
    await expect(input).toHaveValue('');
    // Nothing to clear yet: the X is hidden (and out of the accessibility tree).
    await expect(canvasElement.querySelector('[data-slot="search-field-clear"]')).not.toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const SubmitWithEnter: Story = {
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('searchbox', { name: 'Search products' });
    await userEvent.type(input, 'beras 5 kg{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith('beras 5 kg');
  },
};

export const ClearButton: Story = {
  args: { defaultValue: 'sabun cuci' },
  play: async ({ canvas, args }) => {
    const clear = canvas.getByRole('button', { name: 'Clear search' });
    await expect(clear).toBeVisible();
    await userEvent.click(clear);
    await expect(canvas.getByRole('searchbox')).toHaveValue('');
    await expect(args.onClear).toHaveBeenCalledTimes(1);
    // Focus returns to the box, ready for the next search.
    await expect(canvas.getByRole('searchbox')).toHaveFocus();
  },
};

export const EscapeClears: Story = {
  args: { defaultValue: 'sabun cuci' },
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('searchbox')).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(canvas.getByRole('searchbox')).toHaveValue('');
    await expect(args.onClear).toHaveBeenCalledTimes(1);
  },
};

export const RoundedWithLabel: Story = {
  args: { 'aria-label': undefined, label: 'Cari', rounded: true },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('searchbox', { name: 'Cari' })).toBeInTheDocument();
    const box = canvasElement.querySelector('[data-slot="field-group"]')!;
    await expect(getComputedStyle(box).borderRadius).toBe('9999px');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'beras' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('searchbox')).toBeDisabled();
  },
};

export const IndonesianLocale: Story = {
  globals: { locale: 'id' },
  args: { 'aria-label': 'Cari produk', defaultValue: 'kopi bubuk' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Hapus pencarian' }));
    await expect(canvas.getByRole('searchbox', { name: 'Cari produk' })).toHaveValue('');
  },
};

export const LongIndonesianText: Story = {
  args: { defaultValue: 'Minyak goreng kemasan dua liter merek lokal dengan harga paling murah hari ini' },
  decorators: [
    (Story) => (
      <div className="w-60">
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const box = canvasElement.querySelector('[data-slot="field-group"]')!;
    await expect(box.getBoundingClientRect().width).toBeLessThanOrEqual(240);
    await expect(box.scrollWidth).toBeLessThanOrEqual(box.clientWidth);
  },
};
