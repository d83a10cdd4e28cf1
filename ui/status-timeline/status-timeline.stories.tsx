import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { StatusTimeline } from './status-timeline';

const tracking = [
  { id: 'placed', title: 'Order placed', time: '02/03/2025 09:12:44' },
  { id: 'packed', title: 'Packed by the seller', time: '02/03/2025 15:40:02' },
  {
    id: 'shipped',
    title: 'Handed to the courier',
    time: '03/03/2025 08:05:19',
    description: 'Jakarta sorting centre',
  },
  { id: 'delivered', title: 'Delivered' },
];

const meta = {
  title: 'UI/StatusTimeline',
  component: StatusTimeline,
  args: { steps: tracking, currentStep: 'shipped', 'aria-label': 'Shipment progress' },
} satisfies Meta<typeof StatusTimeline>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Tracking: Story = {
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Shipment progress' });
    const items = within(list).getAllByRole('listitem');
    await expect(list.tagName).toBe('OL');
    await expect(items).toHaveLength(4);
    await expect(items[2]).toHaveAttribute('aria-current', 'step');
    await expect(items.map((item) => item.dataset.state)).toEqual([
      'complete',
      'complete',
      'current',
      'upcoming',
    ]);
    await expect(within(items[2]!).getByText('03/03/2025 08:05:19')).toBeVisible();
  },
};

export const NoCurrentStep: Story = {
  args: { currentStep: undefined },
  play: async ({ canvas }) => {
    const items = canvas.getAllByRole('listitem');
    for (const item of items) await expect(item).not.toHaveAttribute('aria-current');
  },
};

export const AfterSalesFailedIndonesian: Story = {
  args: {
    'aria-label': 'Progres pengajuan',
    orientation: 'horizontal',
    currentTone: 'error',
    currentStep: 'failed',
    steps: [
      { id: 'applied', title: 'Pengajuan dikirim', time: '01/03/2025 10:00:00' },
      { id: 'review', title: 'Menunggu peninjauan penjual', time: '01/03/2025 12:30:00' },
      {
        id: 'failed',
        title: 'Gagal',
        time: '02/03/2025 09:00:00',
        description: 'Bukti foto tidak menunjukkan kerusakan barang yang diterima',
      },
    ],
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 390 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Progres pengajuan' });
    const current = within(list).getAllByRole('listitem')[2]!;
    await expect(current).toHaveAttribute('aria-current', 'step');
    await expect(current.querySelector('[data-slot="status-timeline-marker"]')).toHaveClass('bg-error');
    // Long Indonesian text wraps inside a 390 px screen instead of widening it.
    await expect(list.scrollWidth).toBeLessThanOrEqual(390);
  },
};

export const AllComplete: Story = {
  args: {
    currentStep: 'delivered',
    currentTone: 'success',
    steps: tracking.map((s) => ({ ...s, time: s.time ?? '04/03/2025 11:20:00' })),
  },
  play: async ({ canvas }) => {
    const items = canvas.getAllByRole('listitem');
    await expect(items.at(-1)).toHaveAttribute('aria-current', 'step');
    await expect(items.slice(0, -1).every((item) => item.dataset.state === 'complete')).toBe(true);
  },
};
