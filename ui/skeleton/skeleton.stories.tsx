import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Skeleton, SkeletonText } from './skeleton';

const meta = {
  title: 'UI/Skeleton',
  component: Skeleton,
  args: { className: 'h-24 w-40' },
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Rect: Story = {
  play: async ({ canvasElement }) => {
    const skeleton = canvasElement.querySelector('[data-slot="skeleton"]')!;
    await expect(skeleton).toHaveAttribute('aria-hidden', 'true');
    await expect(skeleton.getBoundingClientRect().width).toBeGreaterThan(0);
  },
};

export const Circle: Story = {
  args: { shape: 'circle', className: 'w-12' },
  play: async ({ canvasElement }) => {
    const rect = canvasElement.querySelector('[data-slot="skeleton"]')!.getBoundingClientRect();
    await expect(Math.round(rect.height)).toBe(Math.round(rect.width));
  },
};

export const Text: Story = {
  render: () => <SkeletonText lines={3} className="w-64" />,
  play: async ({ canvasElement }) => {
    const lines = canvasElement.querySelectorAll('[data-slot="skeleton"]');
    await expect(lines).toHaveLength(3);
    await expect(lines[2]!.getBoundingClientRect().width).toBeLessThan(
      lines[0]!.getBoundingClientRect().width,
    );
  },
};

/** SPEC.md §9: the feed shows 6 placeholders while a page loads. */
export const ProductFeedLoading: Story = {
  render: () => (
    <div
      role="status"
      aria-busy="true"
      aria-label="Memuat produk"
      className="grid w-[22rem] grid-cols-2 gap-3"
    >
      {Array.from({ length: 6 }, (_, index) => (
        <div key={index} className="flex flex-col gap-2 rounded-lg bg-surface p-2 shadow-card">
          <Skeleton className="aspect-square w-full" />
          <SkeletonText lines={2} />
        </div>
      ))}
    </div>
  ),
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('status', { name: 'Memuat produk' })).toHaveAttribute('aria-busy', 'true');
    await expect(canvasElement.querySelectorAll('[data-slot="skeleton-text"]')).toHaveLength(6);
  },
};
