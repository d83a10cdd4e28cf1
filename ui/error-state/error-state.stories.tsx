import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { WifiOff } from 'lucide-react';
import { ErrorState } from './error-state';

const meta = {
  title: 'UI/ErrorState',
  component: ErrorState,
  args: { title: 'Something went wrong', retryLabel: 'Try again', onRetry: fn() },
} satisfies Meta<typeof ErrorState>;

export default meta;
type Story = StoryObj<typeof meta>;

/** SPEC.md §2: every route group's error page: "Something went wrong" and "Try again". */
export const RouteErrorPage: Story = {
  args: { headingLevel: 1 },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Something went wrong' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const Keyboard: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const WithoutRetry: Story = {
  args: { onRetry: undefined, description: 'Please come back later.' },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button')).toBeNull();
    await expect(canvas.getByText('Please come back later.')).toBeVisible();
  },
};

export const CustomIconIndonesian: Story = {
  args: {
    icon: <WifiOff />,
    title: 'Terjadi kesalahan',
    description:
      'Periksa koneksi internet Anda, lalu muat ulang halaman untuk melihat daftar pesanan terbaru.',
    retryLabel: 'Coba lagi',
  },
  decorators: [
    (Story) => (
      <div className="w-72">
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('button', { name: 'Coba lagi' })).toBeVisible();
    const root = canvasElement.querySelector('[data-slot="error-state"]')!;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
  },
};
