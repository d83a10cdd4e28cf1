import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { StatusBadge, afterSalesStatusTones, orderStatusTones } from './status-badge';

const meta = {
  title: 'UI/StatusBadge',
  component: StatusBadge,
  args: { label: 'To pay', tone: orderStatusTones.to_pay },
} satisfies Meta<typeof StatusBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ToPay: Story = {
  play: async ({ canvas }) => {
    const badge = canvas.getByText('To pay').closest('[data-slot="status-badge"]');
    await expect(badge).toHaveAttribute('data-tone', 'primary');
  },
};

export const ToShip: Story = {
  args: { label: 'Sedang dikemas', tone: orderStatusTones.to_ship, dot: true },
  play: async ({ canvas }) => {
    const badge = canvas.getByText('Sedang dikemas').closest('[data-slot="status-badge"]');
    await expect(badge).toHaveAttribute('data-tone', 'warning');
    // The dot is decoration: hidden from assistive technology.
    await expect(badge?.querySelector('[aria-hidden="true"]')).not.toBeNull();
  },
};

export const ToReceive: Story = {
  args: { label: 'Dalam pengiriman', tone: orderStatusTones.to_receive },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Dalam pengiriman').parentElement).toHaveAttribute('data-tone', 'info');
  },
};

export const TransactionComplete: Story = {
  args: { label: 'Transaction complete', tone: orderStatusTones.transaction_complete },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Transaction complete').parentElement).toHaveAttribute(
      'data-tone',
      'success',
    );
  },
};

export const TransactionClosed: Story = {
  args: { label: 'Ditutup', tone: orderStatusTones.transaction_closed, size: 'sm' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Ditutup').parentElement).toHaveAttribute('data-tone', 'neutral');
  },
};

export const AfterSalesFailure: Story = {
  args: { label: 'Pengembalian dana gagal', tone: afterSalesStatusTones[5] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Pengembalian dana gagal').parentElement).toHaveAttribute(
      'data-tone',
      'error',
    );
  },
};

const afterSales = [
  [1, 'Menunggu peninjauan penjual'],
  [2, 'Penjual setuju, pencegatan paket diminta'],
  [3, 'Pengembalian dana diproses'],
  [4, 'Pengembalian dana berhasil'],
  [5, 'Gagal'],
  [6, 'Menunggu pengembalian barang oleh pembeli'],
  [7, 'Menunggu pemeriksaan'],
] as const;

export const AllAfterSalesStatusesLongIndonesian: Story = {
  render: () => (
    <div
      style={{ display: 'flex', flexDirection: 'column', gap: 8, maxWidth: 220, alignItems: 'flex-start' }}
    >
      {afterSales.map(([status, label]) => (
        <StatusBadge key={status} label={label} tone={afterSalesStatusTones[status]} />
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const badges = canvasElement.querySelectorAll('[data-slot="status-badge"]');
    await expect(badges).toHaveLength(7);
    // Long labels wrap inside the badge instead of overflowing the 220 px column.
    for (const badge of badges) await expect(badge.getBoundingClientRect().width).toBeLessThanOrEqual(220);
  },
};
