import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Price } from './price';

const meta = {
  title: 'UI/Price',
  component: Price,
  args: { amount: 12500, currency: 'IDR' },
} satisfies Meta<typeof Price>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Rupiah: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Rp 12.500')).toBeVisible();
  },
};

export const RupiahDetailMode: Story = {
  args: { amount: 12_901, mode: 'detail', size: 'lg' },
  play: async ({ canvasElement }) => {
    const amount = canvasElement.querySelector('[data-slot="price-amount"]')!;
    // Shown abbreviated (rounded up to the next Rp 100), read out exactly.
    await expect(amount.querySelector('[aria-hidden="true"]')).toHaveTextContent('Rp 13rb');
    await expect(amount.querySelector('.sr-only')).toHaveTextContent('Rp 12.901');
  },
};

export const RupiahDetailBelowAThousand: Story = {
  args: { amount: 900, mode: 'detail' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Rp 900')).toBeVisible();
  },
};

export const WithOriginalPrice: Story = {
  args: { amount: 79_000, originalAmount: 99_000 },
  play: async ({ canvasElement }) => {
    const original = canvasElement.querySelector('[data-slot="price-original"]')!;
    await expect(original).toHaveTextContent('Original price Rp 99.000');
    await expect(original.querySelector('.line-through')).toHaveTextContent('Rp 99.000');
    await expect(original.querySelector('.sr-only')).toHaveTextContent('Original price');
  },
};

export const OriginalPriceIndonesianLabel: Story = {
  args: { amount: 79_000, originalAmount: 99_000, originalLabel: 'Harga sebelum diskon', size: 'sm' },
  play: async ({ canvasElement }) => {
    const original = canvasElement.querySelector('[data-slot="price-original"]')!;
    await expect(original).toHaveTextContent('Harga sebelum diskon Rp 99.000');
  },
};

export const OriginalNotHigherIsHidden: Story = {
  args: { amount: 99_000, originalAmount: 99_000 },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot="price-original"]')).toBeNull();
  },
};

export const SingaporeDollar: Story = {
  args: { amount: 123_450, currency: 'SGD', originalAmount: 150_000, tone: 'default', size: 'xl' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('S$ 1,234.50')).toBeVisible();
    await expect(canvas.getByText('S$ 1,500.00')).toHaveClass('line-through');
  },
};

export const MalaysianRinggitDetailIsPlain: Story = {
  args: { amount: 1250, currency: 'MYR', mode: 'detail' },
  play: async ({ canvas }) => {
    // "rb" is an Indonesian abbreviation; ringgit keep their two decimals.
    await expect(canvas.getByText('RM 12.50')).toBeVisible();
  },
};

export const NarrowColumn: Story = {
  args: { amount: 1_250_000_000, originalAmount: 1_999_000_000, originalLabel: 'Harga asli', size: 'lg' },
  decorators: [
    (Story) => (
      <div style={{ width: 160 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const price = canvasElement.querySelector<HTMLElement>('[data-slot="price"]')!;
    // The original price wraps under the current one; neither amount breaks mid-number.
    const amount = price.querySelector('[data-slot="price-amount"]')!.getBoundingClientRect();
    const original = price.querySelector('[data-slot="price-original"]')!.getBoundingClientRect();
    await expect(original.top).toBeGreaterThan(amount.top);
  },
};
