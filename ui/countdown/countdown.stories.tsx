import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Countdown } from './countdown';

const meta = {
  title: 'UI/Countdown',
  component: Countdown,
  args: { seconds: 42 },
} satisfies Meta<typeof Countdown>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ResendRunning: Story = {
  args: { prefix: 'Resend in', tone: 'muted', size: 'sm' },
  play: async ({ canvas }) => {
    const timer = canvas.getByRole('timer');
    await expect(timer).toHaveTextContent('Resend in00:42');
    await expect(timer).toHaveAttribute('aria-live', 'off');
    await expect(timer.querySelector('time')).toHaveAttribute('datetime', 'PT0M42S');
  },
};

export const Finished: Story = {
  args: { seconds: 0, prefix: 'Kirim ulang dalam' },
  play: async ({ canvas }) => {
    const timer = canvas.getByRole('timer');
    await expect(timer).toHaveTextContent('00:00');
    await expect(timer).toHaveAttribute('data-finished', 'true');
  },
};

export const PaymentWindow: Story = {
  args: { seconds: 29 * 60 + 59, tone: 'boxed', size: 'lg' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('timer')).toHaveTextContent('29:59');
  },
};

/** A virtual account's 24 h window: hours first, never "1440:00". */
export const DayLongWindow: Story = {
  args: { seconds: 24 * 3600 - 2, tone: 'boxed', prefix: 'Time left to pay' },
  play: async ({ canvas }) => {
    const timer = canvas.getByRole('timer');
    await expect(timer).toHaveTextContent('23:59:58');
    await expect(timer.querySelector('time')).toHaveAttribute('datetime', 'PT23H59M58S');
  },
};

export const LongIndonesianText: Story = {
  args: {
    seconds: 15 * 60,
    tone: 'primary',
    prefix: 'Selesaikan pembayaran sebelum waktu habis:',
    suffix: 'lagi, atau pesanan dibatalkan otomatis',
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 320 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas }) => {
    const timer = canvas.getByRole('timer');
    await expect(timer).toHaveTextContent('15:00');
    // The long text wraps inside the column instead of overflowing it.
    await expect(timer.scrollWidth).toBeLessThanOrEqual(320);
  },
};
