import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { ListBox, ListBoxItem } from './list-box';

/** SPEC.md §2 search sorting. */
const meta = {
  title: 'UI/ListBox',
  component: ListBox,
  args: {
    'aria-label': 'Urutkan',
    selectionMode: 'single',
    onSelectionChange: fn(),
    children: [
      <ListBoxItem key="sales" id="sales">
        Penjualan terbanyak
      </ListBoxItem>,
      <ListBoxItem key="price-desc" id="price-desc">
        Harga tertinggi
      </ListBoxItem>,
      <ListBoxItem key="price-asc" id="price-asc">
        Harga terendah
      </ListBoxItem>,
    ],
  },
  decorators: [
    (Story) => (
      <div className="w-64 rounded-lg border border-border bg-surface">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ListBox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('option', { name: 'Harga terendah' }));
    await expect(canvas.getByRole('option', { name: 'Harga terendah' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(args.onSelectionChange).toHaveBeenCalledTimes(1);
  },
};

export const Selected: Story = {
  args: { defaultSelectedKeys: ['sales'] },
  play: async ({ canvas }) => {
    const option = canvas.getByRole('option', { name: 'Penjualan terbanyak' });
    await expect(option).toHaveAttribute('aria-selected', 'true');
    // A check mark, not only colour, marks the selected option.
    await expect(option.querySelector('svg')).not.toBeNull();
  },
};

export const Keyboard: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('option', { name: 'Penjualan terbanyak' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(canvas.getByRole('option', { name: 'Harga tertinggi' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  },
};

export const DisabledOption: Story = {
  args: { disabledKeys: ['price-asc'] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('option', { name: 'Harga terendah' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};
