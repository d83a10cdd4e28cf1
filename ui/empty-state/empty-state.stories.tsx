import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { PackageOpen, SearchX, ShoppingCart } from 'lucide-react';
import { Button } from '../button';
import { EmptyState } from './empty-state';

const meta = {
  title: 'UI/EmptyState',
  component: EmptyState,
  args: {
    icon: <ShoppingCart />,
    title: 'Your cart is empty',
    description: 'Products you add to your cart will appear here.',
  },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

const goShopping = fn();

export const WithAction: Story = {
  args: { action: <Button onPress={goShopping}>Go shopping</Button> },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Your cart is empty' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Go shopping' }));
    await expect(goShopping).toHaveBeenCalledTimes(1);
  },
};

export const TitleOnly: Story = {
  args: { icon: undefined, description: undefined, title: 'Belum ada pesanan' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { name: 'Belum ada pesanan' })).toBeVisible();
    await expect(canvasElement.querySelector('[data-slot="empty-state-icon"]')).toBeNull();
    await expect(canvasElement.querySelector('p')).toBeNull();
  },
};

export const SmallInTabPanel: Story = {
  args: {
    size: 'sm',
    headingLevel: 3,
    icon: <PackageOpen />,
    title: 'Tidak ada pesanan yang perlu dibayar',
    description: undefined,
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 3 })).toBeInTheDocument();
    const icon = canvasElement.querySelector('[data-slot="empty-state-icon"]')!;
    await expect(icon).toHaveAttribute('aria-hidden', 'true');
    await expect(icon.getBoundingClientRect().width).toBe(40);
  },
};

export const LongIndonesianText: Story = {
  args: {
    icon: <SearchX />,
    title: 'Produk yang Anda cari tidak ditemukan di semua kategori',
    description:
      'Coba gunakan kata kunci lain yang lebih umum, periksa ejaan, atau jelajahi rekomendasi produk populer kami di bawah ini.',
    action: <Button variant="outline">Tambahkan ke keranjang belanja sekarang juga</Button>,
  },
  decorators: [
    (Story) => (
      <div className="w-72">
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const root = canvasElement.querySelector('[data-slot="empty-state"]')!;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
  },
};
