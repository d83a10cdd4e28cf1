import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import type { CoinSummary } from '../../../contract/coins';
import { CoinBalanceCard } from './coin-balance';

const now = Date.UTC(2026, 10, 21, 3, 0, 0);
const summary = (over: Partial<CoinSummary>): CoinSummary => ({
  balance: 1250,
  expiring_soon: 0,
  next_expiry_at: null,
  owed: 0,
  server_now: now,
  ...over,
});

const meta = {
  title: 'Points/CoinBalanceCard',
  component: CoinBalanceCard,
  parameters: { layout: 'padded' },
  args: { summary: summary({}), country: 'SG', className: 'rounded-lg bg-surface shadow-card' },
} satisfies Meta<typeof CoinBalanceCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Coins to use, none owed: the card says they count in the shopper's country only (ADR 032). */
export const Usable: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('coin-balance')).toHaveTextContent('1,250');
    await expect(canvas.queryByTestId('coin-owed')).toBeNull();
    await expect(canvas.getByTestId('coin-country')).toHaveTextContent(
      'Coins earned in Singapore can be used in Singapore only',
    );
  },
};

/** A refund took back coins already used: 0 to use (never negative) and the coins owed on their own line. */
export const Owed: Story = {
  args: { summary: summary({ balance: 0, owed: 300 }), country: 'MY' },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('coin-balance')).toHaveTextContent(/^0$/);
    await expect(canvas.getByTestId('coin-owed')).toHaveTextContent(
      '300 coins owed after a refund: they come off the next coins you receive',
    );
    await expect(canvas.getByTestId('coin-country')).toHaveTextContent('Malaysia');
  },
};

/** The owed line at 390 px wraps under the balance. */
export const OwedMobile: Story = {
  ...Owed,
  globals: { viewport: { value: 'mobile', isRotated: false } },
};

/** Before the summary answers: skeletons in the balance's place. */
export const Loading: Story = {
  args: { summary: null },
  play: async ({ canvas }) => {
    await expect(canvas.queryByTestId('coin-balance')).toBeNull();
    await expect(canvas.getByRole('heading', { name: 'Coins you can use' })).toBeVisible();
  },
};
