import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../button';
import { VoucherCard } from './voucher-card';

const claim = fn();

const meta = {
  title: 'UI/VoucherCard',
  component: VoucherCard,
  args: {
    kind: 'discount',
    title: 'Rp 20.000 off',
    amount: 20_000,
    currency: 'IDR',
    minSpend: 'Min. spend Rp 100.000',
    validity: 'Valid 01/03/2025 – 31/03/2025',
    conditions: ['Combinable', 'Online only'],
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 390 }}>
        <Story />
      </div>
    ),
  ],
  beforeEach: () => claim.mockClear(),
} satisfies Meta<typeof VoucherCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const DiscountClaimable: Story = {
  args: {
    action: (
      <Button size="sm" onPress={claim}>
        Claim
      </Button>
    ),
  },
  play: async ({ canvas }) => {
    const card = canvas.getByRole('article', { name: 'Rp 20.000 off' });
    await expect(card).toHaveAttribute('data-state', 'unuse');
    // The stub shows the amount through Price (IDR detail mode: "Rp 20rb").
    await expect(within(card).getByText('Rp 20rb')).toBeVisible();
    await expect(
      within(card)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Combinable', 'Online only']);
    await userEvent.click(within(card).getByRole('button', { name: 'Claim' }));
    await expect(claim).toHaveBeenCalledTimes(1);
  },
};

export const PercentOff: Story = {
  args: {
    title: '15% off selected products',
    amount: undefined,
    percent: 15,
    conditions: ['Selected products', 'App only'],
    action: (
      <Button size="sm" variant="secondary" onPress={claim}>
        Use
      </Button>
    ),
  },
  play: async ({ canvas }) => {
    const card = canvas.getByRole('article', { name: '15% off selected products' });
    await expect(within(card).getByText('15%')).toBeVisible();
    await expect(within(card).getByRole('button', { name: 'Use' })).toBeEnabled();
  },
};

export const FreeShipping: Story = {
  args: {
    kind: 'shipping',
    title: 'Free shipping',
    amount: undefined,
    value: <span className="text-sm font-bold">Free</span>,
    conditions: ['New users only'],
  },
  play: async ({ canvas }) => {
    const card = canvas.getByRole('article', { name: 'Free shipping' });
    await expect(card).toHaveAttribute('data-kind', 'shipping');
    await expect(within(card).getByText('Free')).toBeVisible();
  },
};

export const Used: Story = {
  args: { state: 'used', statusLabel: 'Used', action: <Button size="sm">Use</Button> },
  play: async ({ canvas }) => {
    const card = canvas.getByRole('article', { name: 'Rp 20.000 off' });
    await expect(card).toHaveAttribute('data-state', 'used');
    await expect(within(card).getByText('Used')).toBeVisible();
    // A used voucher offers no action.
    await expect(within(card).queryByRole('button')).toBeNull();
  },
};

export const Expired: Story = {
  args: { state: 'expired', statusLabel: 'Kedaluwarsa', title: 'Potongan Rp 20.000' },
  play: async ({ canvas }) => {
    const card = canvas.getByRole('article', { name: 'Potongan Rp 20.000' });
    await expect(card).toHaveAttribute('data-state', 'expired');
    await expect(within(card).getByText('Kedaluwarsa')).toBeVisible();
  },
};

export const LongIndonesianText: Story = {
  args: {
    title: 'Potongan Rp 150.000 untuk pembelian perlengkapan rumah tangga pilihan',
    amount: 150_000,
    minSpend: 'Min. belanja Rp 1.000.000 untuk semua produk yang berpartisipasi',
    validity: 'Berlaku 01/03/2025 – 31/03/2025',
    conditions: [
      'Bisa digabung',
      'Hanya online',
      'Hanya di aplikasi',
      'Khusus pengguna baru',
      'Produk tertentu',
    ],
    action: (
      <Button size="sm" onPress={claim}>
        Klaim
      </Button>
    ),
  },
  play: async ({ canvas }) => {
    const card = canvas.getByRole('article', { name: /Potongan Rp 150\.000/ });
    await expect(within(card).getAllByRole('listitem')).toHaveLength(5);
    // Everything wraps inside a 390 px phone; nothing scrolls sideways.
    await expect(card.scrollWidth).toBeLessThanOrEqual(card.clientWidth);
    await expect(within(card).getByRole('button', { name: 'Klaim' })).toBeVisible();
  },
};

export const Claimed: Story = {
  args: {
    state: 'claimed',
    statusLabel: 'Claimed',
    action: (
      <Button size="sm" variant="secondary" onPress={claim}>
        Use
      </Button>
    ),
  },
  play: async ({ canvas }) => {
    const card = canvas.getByRole('article', { name: 'Rp 20.000 off' });
    await expect(card).toHaveAttribute('data-state', 'claimed');
    await expect(within(card).getByText('Claimed')).toBeVisible();
    // Claimed is still usable: the action stays.
    await userEvent.click(within(card).getByRole('button', { name: 'Use' }));
    await expect(claim).toHaveBeenCalledTimes(1);
  },
};

export const DisabledWithReason: Story = {
  args: {
    state: 'disabled',
    reason: 'Fully claimed',
    action: <Button size="sm">Claim</Button>,
  },
  play: async ({ canvas }) => {
    const card = canvas.getByRole('article', { name: 'Rp 20.000 off' });
    await expect(card).toHaveAttribute('data-state', 'disabled');
    await expect(within(card).getByText('Fully claimed')).toBeVisible();
    // The reason replaces the action: nothing to press.
    await expect(within(card).queryByRole('button')).toBeNull();
  },
};
