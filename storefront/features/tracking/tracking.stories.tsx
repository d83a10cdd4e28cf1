import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import type { PackageTracking } from '../../../contract/tracking';
import { PackageFacts, PackageTimeline } from './tracking-parts';

const HOUR = 60 * 60_000;
const shipped = Date.UTC(2026, 10, 21, 3, 0);
const events: PackageTracking['events'] = [
  { code: 'in_transit', place: 'Hub Kota Bandung, Jawa Barat', occurred_at: shipped + 18 * HOUR },
  {
    code: 'at_sorting_centre',
    place: 'Sorting Centre Cakung, Jakarta Timur',
    occurred_at: shipped + 5 * HOUR,
  },
  { code: 'picked_up', place: 'Gudang Pasar, Jakarta Utara', occurred_at: shipped + 2 * HOUR },
];
const tracking: PackageTracking = {
  package_index: 1,
  courier: 'sandbox',
  courier_name: 'Pasar Express (sandbox)',
  tracking_no: 'PXID123456789012',
  lines: [],
  shipped_at: shipped,
  delivered_at: null,
  latest_event: events[0]!,
  estimate: { earliest: shipped + 96 * HOUR, latest: shipped + 168 * HOUR },
  order_no: '261121K7Q2M9XW4TZR',
  country_code: 'ID',
  events,
  package_count: 1,
};

/** One package as /trackingDetail shows it: the facts, then the timeline. */
function Package({ tracking }: { tracking: PackageTracking }) {
  return (
    <div className="flex max-w-md flex-col gap-4">
      <PackageFacts item={tracking} country={tracking.country_code} />
      <PackageTimeline tracking={tracking} />
    </div>
  );
}

const meta = {
  title: 'Tracking/Package',
  component: Package,
  parameters: { layout: 'padded' },
  args: { tracking },
} satisfies Meta<typeof Package>;

export default meta;
type Story = StoryObj<typeof meta>;

/** On its way: three events reported (times in Jakarta), two to come; the estimate shown. */
export const InTransit: Story = {
  play: async ({ canvas }) => {
    const steps = canvas.getAllByRole('listitem');
    await expect(steps).toHaveLength(5);
    await expect(steps[2]).toHaveAttribute('aria-current', 'step');
    await expect(steps[2]).toHaveTextContent('On its way');
    await expect(steps[0]).toHaveTextContent('21/11/2026 12:00:00');
    await expect(steps[3]).toHaveAttribute('data-state', 'upcoming');
    await expect(canvas.getByTestId('estimate')).toHaveTextContent('25/11/2026 – 28/11/2026');
    await expect(canvas.getByRole('button', { name: 'Copy tracking number PXID123456789012' })).toBeEnabled();
  },
};

/** Delivered: every step reached, the current one in the success tone, the delivery time instead of the estimate. */
export const Delivered: Story = {
  args: {
    tracking: {
      ...tracking,
      delivered_at: shipped + 100 * HOUR,
      events: [
        { code: 'delivered', place: 'Coblong, Kota Bandung', occurred_at: shipped + 100 * HOUR },
        { code: 'out_for_delivery', place: 'Coblong, Kota Bandung', occurred_at: shipped + 97 * HOUR },
        ...events,
      ],
    },
  },
  play: async ({ canvas }) => {
    const steps = canvas.getAllByRole('listitem');
    await expect(steps).toHaveLength(5);
    await expect(steps[4]).toHaveAttribute('aria-current', 'step');
    await expect(canvas.queryByTestId('estimate')).toBeNull();
  },
};

/** Nothing reported yet: every step still to come. */
export const NotScannedYet: Story = {
  args: { tracking: { ...tracking, events: [], latest_event: null } },
  play: async ({ canvas }) => {
    const steps = canvas.getAllByRole('listitem');
    await expect(steps).toHaveLength(5);
    for (const step of steps) await expect(step).toHaveAttribute('data-state', 'upcoming');
  },
};

export const InChinese: Story = {
  globals: { locale: 'zh-CN' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('运输中')).toBeVisible();
  },
};
