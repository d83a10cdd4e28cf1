import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../button';
import { Toaster } from './toast';
import { createToastQueue, showToast, type ToastContent, type ToastOptions } from './toast-queue';

// Each story shows toasts from its own queue, emptied before it runs.
const queue = createToastQueue();

function Demo({ content, options }: { content: ToastContent; options?: ToastOptions }) {
  return (
    <>
      <Button onPress={() => showToast(content, options, queue)}>Show</Button>
      <Toaster queue={queue} />
    </>
  );
}

const meta = {
  title: 'UI/Toast',
  component: Demo,
  args: { content: { title: 'Sent successfully', variant: 'success' } },
  beforeEach: () => queue.clear(),
} satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = within(document.body);
const gone = () => waitFor(() => expect(body.queryByRole('alertdialog')).toBeNull(), { timeout: 3000 });

/** SPEC.md §4 login flow: "The code is sent and a 'sent successfully' toast shows." */
export const Success: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show' }));
    const toast = await body.findByRole('alertdialog', { name: 'Sent successfully' });
    await expect(toast).toHaveAttribute('data-variant', 'success');
    await expect(body.getByRole('region', { name: 'Notifications' })).toContainElement(toast);
    await userEvent.click(within(toast).getByRole('button', { name: 'Dismiss' }));
    await gone();
  },
};

export const Info: Story = {
  args: { content: { title: 'Modification successful', variant: 'info' } },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show' }));
    const toast = await body.findByRole('alertdialog', { name: 'Modification successful' });
    await expect(toast).toHaveAttribute('data-variant', 'info');
  },
};

/** SPEC.md §8: a failed call shows `errors.<code>` from the locale, else the server's msg. */
export const ErrorVariant: Story = {
  name: 'Error',
  args: {
    content: {
      title: 'Stok tidak mencukupi',
      description: 'Kurangi jumlah produk atau pilih varian lain, lalu coba lagi.',
      variant: 'error',
    },
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show' }));
    const toast = await body.findByRole('alertdialog', { name: 'Stok tidak mencukupi' });
    await expect(toast).toHaveAttribute('data-variant', 'error');
    await expect(toast).toHaveAccessibleDescription(
      'Kurangi jumlah produk atau pilih varian lain, lalu coba lagi.',
    );
  },
};

export const ClosesAfterTimeout: Story = {
  args: { options: { timeout: 600, onClose: fn() } },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show' }));
    await body.findByRole('alertdialog');
    await gone();
    await expect(args.options!.onClose).toHaveBeenCalledTimes(1);
  },
};

export const AtMostThreeAtOnce: Story = {
  play: async ({ canvas }) => {
    const show = canvas.getByRole('button', { name: 'Show' });
    for (let i = 0; i < 4; i += 1) await userEvent.click(show);
    await waitFor(() => expect(body.getAllByRole('alertdialog')).toHaveLength(3));
    // Closing one brings the queued fourth in.
    await userEvent.click(
      within(body.getAllByRole('alertdialog')[0]!).getByRole('button', { name: 'Dismiss' }),
    );
    await waitFor(() => expect(body.getAllByRole('alertdialog')).toHaveLength(3));
  },
};

export const Keyboard: Story = {
  play: async ({ canvas }) => {
    const show = canvas.getByRole('button', { name: 'Show' });
    await userEvent.click(show);
    await body.findByRole('alertdialog');
    // The region sits at the end of the page: Tab reaches the toast, then its close button.
    await userEvent.tab();
    await expect(body.getByRole('alertdialog')).toHaveFocus();
    await userEvent.tab();
    await expect(body.getByRole('button', { name: 'Dismiss' })).toHaveFocus();
    // Focus inside pauses the timer; Enter closes, and focus goes back where it was.
    await userEvent.keyboard('{Enter}');
    await gone();
    await waitFor(() => expect(show).toHaveFocus());
  },
};

export const IndonesianLocale: Story = {
  globals: { locale: 'id' },
  args: { content: { title: 'Berhasil dikirim', variant: 'success' } },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show' }));
    await body.findByRole('region', { name: 'Notifikasi' });
    await userEvent.click(body.getByRole('button', { name: 'Tutup notifikasi' }));
    await gone();
  },
};

export const LongIndonesianText: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: {
    content: {
      title: 'Voucher berhasil diklaim dan akan otomatis digunakan pada pembayaran berikutnya',
      description:
        'Voucher berlaku untuk semua produk dengan minimal belanja Rp150.000 hingga akhir bulan ini.',
      variant: 'success',
    },
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show' }));
    const toast = await body.findByRole('alertdialog');
    await expect(toast.scrollWidth).toBeLessThanOrEqual(toast.clientWidth);
    await expect(toast.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
  },
};
