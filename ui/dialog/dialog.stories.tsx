import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ArrowLeft } from 'lucide-react';
import { Button } from '../button';
import { IconButton } from '../icon-button';
import { Dialog, DialogFooter, DialogTrigger } from './dialog';

const meta = {
  title: 'UI/Dialog',
  component: Dialog,
  args: {
    title: 'Log in',
    children: <p className="m-0 text-muted-foreground">Enter your phone number to receive a code.</p>,
    onOpenChange: fn(),
  },
  // Inside a DialogTrigger the trigger owns the open state, so it gets onOpenChange.
  render: ({ onOpenChange, ...args }) => (
    <DialogTrigger onOpenChange={onOpenChange}>
      <Button>Open</Button>
      <Dialog {...args} />
    </DialogTrigger>
  ),
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = within(document.body);
const gone = () => waitFor(() => expect(body.queryByRole('dialog')).toBeNull());

export const Default: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Open' }));
    const dialog = await body.findByRole('dialog', { name: 'Log in' });
    // Visible once the zoom-in animation has faded it in.
    await waitFor(() => expect(dialog).toBeVisible());
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await gone();
  },
};

export const EscapeClosesAndRestoresFocus: Story = {
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Open' });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const dialog = await body.findByRole('dialog', { name: 'Log in' });
    // Focus moves into the dialog and stays trapped there.
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    await userEvent.tab();
    await userEvent.tab();
    await expect(dialog.contains(document.activeElement)).toBe(true);
    await userEvent.keyboard('{Escape}');
    await gone();
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const BackdropDismisses: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Open' }));
    await body.findByRole('dialog');
    const overlay = document.querySelector('[data-slot="dialog-overlay"]')!;
    await userEvent.click(overlay);
    await gone();
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  },
};

export const NotDismissable: Story = {
  args: { isDismissable: false },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Open' }));
    await body.findByRole('dialog');
    await userEvent.click(document.querySelector('[data-slot="dialog-overlay"]')!);
    await expect(body.getByRole('dialog')).toBeInTheDocument();
    await userEvent.click(body.getByRole('button', { name: 'Close' }));
    await gone();
  },
};

export const TallLoginDialog: Story = {
  args: { tall: true, title: 'Masuk', children: <p className="m-0">Masukkan nomor WhatsApp Anda.</p> },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Open' }));
    await body.findByRole('dialog', { name: 'Masuk' });
    const box = document.querySelector<HTMLElement>('[data-slot="dialog"]')!;
    // SPEC.md §2: the login dialog is at least 34rem tall (offsetHeight ignores the zoom-in scale).
    const rem = parseFloat(getComputedStyle(document.documentElement).fontSize);
    await expect(box.offsetHeight).toBeGreaterThanOrEqual(34 * rem);
  },
};

export const WithFooter: Story = {
  args: {
    title: 'Change country',
    children: <p className="m-0">Changing country clears your cart and logs you out.</p>,
    footer: ({ close }) => (
      <DialogFooter>
        <Button variant="outline" onPress={close}>
          Cancel
        </Button>
        <Button onPress={close}>Continue</Button>
      </DialogFooter>
    ),
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Open' }));
    const dialog = await body.findByRole('dialog', { name: 'Change country' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    await gone();
  },
};

export const WithBackButton: Story = {
  args: {
    title: 'Kode verifikasi',
    leading: (
      <IconButton aria-label="Kembali" variant="muted" size="sm" className="-ms-2">
        <ArrowLeft aria-hidden />
      </IconButton>
    ),
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Open' }));
    const dialog = await body.findByRole('dialog', { name: 'Kode verifikasi' });
    const buttons = within(dialog).getAllByRole('button');
    await expect(buttons.map((b) => b.getAttribute('aria-label'))).toEqual(['Kembali', 'Close']);
  },
};

export const IndonesianLocale: Story = {
  globals: { locale: 'id' },
  args: { title: 'Masuk' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Open' }));
    const dialog = await body.findByRole('dialog', { name: 'Masuk' });
    // The kit's own label comes from the locale files, not from the caller.
    await expect(within(dialog).getByRole('button', { name: 'Tutup' })).toBeInTheDocument();
  },
};

export const LongIndonesianText: Story = {
  args: {
    title: 'Apakah Anda yakin ingin mengganti negara pengiriman dan mengosongkan keranjang belanja?',
    children: (
      <p className="m-0">
        Semua produk di keranjang belanja akan dihapus dan Anda harus masuk kembali setelah negara diganti.
        Pesanan yang sudah dibayar tidak terpengaruh.
      </p>
    ),
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Open' }));
    await body.findByRole('dialog', { name: /Apakah Anda yakin/ });
    const box = document.querySelector<HTMLElement>('[data-slot="dialog"]')!;
    await expect(box.scrollWidth).toBeLessThanOrEqual(box.clientWidth);
  },
};
