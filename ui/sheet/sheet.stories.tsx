import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../button';
import { Sheet, SheetTrigger } from './sheet';

const meta = {
  title: 'UI/Sheet',
  component: Sheet,
  args: {
    title: 'Pilih varian',
    children: <p className="m-0">Ukuran: 250 ml · 500 ml · 1 liter</p>,
  },
  render: ({ onOpenChange, ...args }) => (
    <SheetTrigger onOpenChange={onOpenChange}>
      <Button>Buka</Button>
      <Sheet {...args} />
    </SheetTrigger>
  ),
  globals: { viewport: { value: 'mobile', isRotated: false } },
} satisfies Meta<typeof Sheet>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = within(document.body);
const open = async (canvas: ReturnType<typeof within>) => {
  await userEvent.click(canvas.getByRole('button', { name: 'Buka' }));
  return body.findByRole('dialog');
};
const gone = () => waitFor(() => expect(body.queryByRole('dialog')).toBeNull());

export const Default: Story = {
  play: async ({ canvas }) => {
    const sheet = await open(canvas);
    await expect(sheet).toHaveAccessibleName('Pilih varian');
    // Short content is not an extra tab stop.
    await expect(document.querySelector('[data-slot="sheet-body"]')).not.toHaveAttribute('tabindex');
    const panel = document.querySelector<HTMLElement>('[data-slot="sheet"]')!;
    // Anchored to the bottom edge of the viewport once it has slid in.
    await waitFor(() => expect(Math.round(panel.getBoundingClientRect().bottom)).toBe(window.innerHeight));
    await userEvent.click(within(sheet).getByRole('button', { name: 'Close' }));
    await gone();
  },
};

export const EscapeAndBackdrop: Story = {
  args: { onOpenChange: fn() },
  play: async ({ canvas, args }) => {
    await open(canvas);
    await userEvent.keyboard('{Escape}');
    await gone();
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Buka' })).toHaveFocus());
    await open(canvas);
    await userEvent.click(document.querySelector('[data-slot="sheet-overlay"]')!, {
      clientX: 5,
      clientY: 5,
    } as never);
    await gone();
  },
};

export const WithFooter: Story = {
  args: {
    footer: ({ close }) => (
      <Button fullWidth onPress={close}>
        Tambahkan ke keranjang belanja sekarang juga
      </Button>
    ),
  },
  play: async ({ canvas }) => {
    const sheet = await open(canvas);
    const button = within(sheet).getByRole('button', {
      name: 'Tambahkan ke keranjang belanja sekarang juga',
    });
    await expect(button.scrollWidth).toBeLessThanOrEqual(button.clientWidth);
    await userEvent.click(button);
    await gone();
  },
};

export const LongContentScrolls: Story = {
  args: {
    title: 'Voucher tersedia',
    children: (
      <ul className="m-0 flex list-none flex-col gap-3 p-0">
        {Array.from({ length: 30 }, (_, index) => (
          <li key={index} className="rounded border border-border p-3">
            Diskon {index + 5}% untuk belanja minimal Rp100.000
          </li>
        ))}
      </ul>
    ),
  },
  play: async ({ canvas }) => {
    await open(canvas);
    const panel = document.querySelector<HTMLElement>('[data-slot="sheet"]')!;
    const content = document.querySelector<HTMLElement>('[data-slot="sheet-body"]')!;
    // The sheet stops at 85% of the screen and its body scrolls.
    await expect(panel.offsetHeight).toBeLessThanOrEqual(window.innerHeight * 0.85 + 1);
    await expect(content.scrollHeight).toBeGreaterThan(content.clientHeight);
    // Text-only content that overflows is reachable by keyboard, so arrows can scroll it.
    await waitFor(() => expect(content).toHaveAttribute('tabindex', '0'));
  },
};

export const HiddenTitle: Story = {
  args: { hideTitle: true, title: 'Bagikan produk' },
  play: async ({ canvas }) => {
    const sheet = await open(canvas);
    await expect(sheet).toHaveAccessibleName('Bagikan produk');
    await expect(within(sheet).getByRole('heading', { name: 'Bagikan produk' })).toHaveClass('sr-only');
  },
};

export const IndonesianLocale: Story = {
  globals: { locale: 'id' },
  play: async ({ canvas }) => {
    const sheet = await open(canvas);
    await userEvent.click(within(sheet).getByRole('button', { name: 'Tutup' }));
    await gone();
  },
};
