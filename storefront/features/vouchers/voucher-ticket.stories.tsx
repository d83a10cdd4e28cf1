import type { Meta, StoryObj } from '@storybook/react-vite';
import { useIntl } from 'react-intl';
import { Link } from '@pasar/ui';
import { expect, within } from 'storybook/test';
import { vouchersMessages as m } from './messages';
import {
  indonesianVoucher,
  malaysiaVoucher,
  singaporeVoucher,
  storyNow,
  voucher,
  walletVouchers,
} from './story-data';
import { VoucherTicket } from './voucher-ticket';

/**
 * A voucher as the wallet and the claim centre show it (the kit's VoucherCard): the amount or
 * percentage, the minimum spend, the conditions of SPEC.md §3, the validity (a countdown in its
 * last 24 hours) and, while it can be used, its action; used and expired ones greyed and stamped.
 */

/** The wallet's "Use" (its products), as the page passes it. */
function UseLink({ id }: { id: string }) {
  const intl = useIntl();
  return (
    <Link variant="standalone" href={`/coupons?id=${id}`} className="text-sm font-medium">
      {intl.formatMessage(m.use)}
    </Link>
  );
}

const meta = {
  title: 'Vouchers/VoucherTicket',
  component: VoucherTicket,
  args: {
    voucher: walletVouchers.fixed,
    country: 'ID',
    action: <UseLink id={walletVouchers.fixed.id!} />,
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 480 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof VoucherTicket>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The card, named by its title. */
const ticket = (canvas: HTMLElement, title: string) => within(canvas).getByRole('article', { name: title });

/** Rp 50.000 off from Rp 500.000: the stub shortens the thousands ("Rp 50rb"), the date is Jakarta's. */
export const FixedAmount: Story = {
  play: async ({ canvasElement }) => {
    const card = ticket(canvasElement, 'Rp 50.000 off your order');
    await expect(card).toHaveAttribute('data-state', 'unuse');
    await expect(card.querySelector('[data-slot="voucher-card-stub"]')).toHaveTextContent('Rp 50rb');
    await expect(card).toHaveTextContent('Min. spend Rp 500.000');
    await expect(card).toHaveTextContent('Valid until 03/12/2026');
    await expect(within(card).getByRole('link', { name: 'Use' })).toHaveAttribute(
      'href',
      `/coupons?id=${walletVouchers.fixed.id}`,
    );
  },
};

/** 10% on selected products, capped: every condition a label. */
export const PercentWithCap: Story = {
  args: { voucher: walletVouchers.percent },
  play: async ({ canvasElement }) => {
    const card = ticket(canvasElement, '10% off selected coffee and tea');
    await expect(card.querySelector('[data-slot="voucher-card-stub"]')).toHaveTextContent('10%');
    const conditions = within(card.querySelector<HTMLElement>('[data-slot="voucher-card-conditions"]')!);
    await expect(conditions.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Up to Rp 30.000',
      'Selected products',
      'Combinable',
    ]);
  },
};

/**
 * Free shipping for new users: the shipping kind's colour and its labels, no minimum; the stub says
 * "Free shipping" for a voucher of the whole fee, never "100%".
 */
export const FreeShippingForNewUsers: Story = {
  args: { voucher: walletVouchers.freeShipping },
  play: async ({ canvasElement }) => {
    const card = ticket(canvasElement, 'Free shipping, no minimum');
    await expect(card).toHaveAttribute('data-kind', 'shipping');
    await expect(card).toHaveTextContent(/^Free shipping/);
    await expect(card).not.toHaveTextContent('100%');
    await expect(card).toHaveTextContent('No minimum spend');
    await expect(card).toHaveTextContent('Shipping');
    await expect(card).toHaveTextContent('New users only');
  },
};

/** Ending within 24 hours: a countdown on the server's clock instead of the date. */
export const EndingSoon: Story = {
  args: {
    voucher: voucher(11, { valid_until: storyNow + 5 * 60 * 60_000, title: 'Rp 20.000 off, today only' }),
    serverNow: storyNow,
  },
  play: async ({ canvas }) => {
    const countdown = canvas.getByTestId('voucher-countdown');
    await expect(countdown).toHaveTextContent('Ends in');
    await expect(countdown).toHaveTextContent(/0[45]:\d\d:\d\d/);
    await expect(canvas.queryByText(/Valid until/)).toBeNull();
  },
};

/** Used: greyed, stamped, the order it went on; no action, whatever the caller passed. */
export const Used: Story = {
  args: { voucher: walletVouchers.used },
  play: async ({ canvasElement }) => {
    const card = ticket(canvasElement, walletVouchers.used.title);
    await expect(card).toHaveAttribute('data-state', 'used');
    await expect(card.querySelector('[data-slot="voucher-card-status"]')).toHaveTextContent('Used');
    await expect(card).toHaveTextContent('Used on order 261118K7Q2M9XW4TZR');
    await expect(within(card).queryByRole('link')).toBeNull();
  },
};

/** Expired: greyed, stamped, its end date kept. */
export const Expired: Story = {
  args: { voucher: walletVouchers.expired },
  play: async ({ canvasElement }) => {
    const card = ticket(canvasElement, walletVouchers.expired.title);
    await expect(card).toHaveAttribute('data-state', 'expired');
    await expect(card.querySelector('[data-slot="voucher-card-status"]')).toHaveTextContent('Expired');
    await expect(card).toHaveTextContent('Valid until 18/11/2026');
  },
};

/** Singapore dollars, with cents (no "rb" shortening outside rupiah). */
export const SingaporeDollars: Story = {
  args: { voucher: singaporeVoucher, country: 'SG', action: undefined },
  play: async ({ canvasElement }) => {
    const card = ticket(canvasElement, 'S$ 5.00 off groceries');
    await expect(card.querySelector('[data-slot="voucher-card-stub"]')).toHaveTextContent('S$ 5.00');
    await expect(card).toHaveTextContent('Min. spend S$ 40.00');
  },
};

/** Malaysian ringgit, new users only. */
export const Ringgit: Story = {
  args: { voucher: malaysiaVoucher, country: 'MY', action: undefined },
  play: async ({ canvasElement }) => {
    const card = ticket(canvasElement, 'RM 10.00 off your first order');
    await expect(card.querySelector('[data-slot="voucher-card-stub"]')).toHaveTextContent('RM 10.00');
    await expect(card).toHaveTextContent('Min. spend RM 60.00');
    await expect(card).toHaveTextContent('New users only');
  },
};

/** A phone, in Indonesian: the campaign's long title wraps inside the card, the labels after it. */
export const LongTitleInIndonesianOnMobile: Story = {
  globals: { locale: 'id', viewport: { value: 'mobile', isRotated: false } },
  args: { voucher: indonesianVoucher, action: <UseLink id={indonesianVoucher.id!} /> },
  play: async ({ canvasElement }) => {
    const card = ticket(canvasElement, indonesianVoucher.title);
    const title = card.querySelector('[data-slot="voucher-card-title"]')!;
    await expect(title.scrollWidth).toBeLessThanOrEqual(title.clientWidth + 1);
    await expect(card.getBoundingClientRect().right).toBeLessThanOrEqual(390);
    await expect(card).toHaveTextContent('Min. belanja Rp 250.000');
    await expect(within(card).getByRole('link', { name: 'Pakai' })).toBeVisible();
  },
};
