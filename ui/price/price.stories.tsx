import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ariaTreeOf } from '../../.storybook/story-aria-tree';
import { Price } from './price';

/**
 * The price's accessibility tree (Vitest only: see .storybook/story-aria-tree.ts), expected to
 * hold `spoken` and none of `shown`: what the eye reads is hidden from screen readers.
 */
async function expectSpoken(canvasElement: HTMLElement, spoken: string[], shown: string[]) {
  const price = canvasElement.querySelector('[data-slot="price"]')!;
  const tree = ariaTreeOf(price);
  if (tree === null) return;
  for (const text of spoken) await expect(tree).toContain(text);
  for (const text of shown) await expect(tree).not.toContain(text);
}

const meta = {
  title: 'UI/Price',
  component: Price,
  args: { amount: 12500, currency: 'IDR' },
} satisfies Meta<typeof Price>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Rupiah: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('Rp 12.500')).toBeVisible();
    // An English voice would read "12.500" as twelve point five: it is told "12,500 rupiah".
    await expectSpoken(canvasElement, ['12,500 rupiah'], ['Rp 12.500']);
  },
};

export const RupiahSpokenInChinese: Story = {
  args: { amount: 33_900 },
  globals: { locale: 'zh-CN' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('Rp 33.900')).toBeVisible();
    await expectSpoken(canvasElement, ['33,900印尼盾'], ['Rp 33.900']);
  },
};

export const RupiahSpokenInIndonesian: Story = {
  args: { amount: 33_900, originalAmount: 45_000 },
  globals: { locale: 'id' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('Rp 33.900')).toBeVisible();
    await expectSpoken(
      canvasElement,
      ['33.900 rupiah', 'Harga asli 45.000 rupiah'],
      ['Rp 33.900', 'Rp 45.000'],
    );
  },
};

export const RupiahDetailMode: Story = {
  args: { amount: 12_901, mode: 'detail', size: 'lg' },
  play: async ({ canvasElement }) => {
    const amount = canvasElement.querySelector('[data-slot="price-amount"]')!;
    // Shown abbreviated (rounded up to the next Rp 100), read out exactly.
    await expect(amount).toHaveTextContent('Rp 13rb');
    await expect(amount).toHaveAttribute('aria-hidden', 'true');
    await expectSpoken(canvasElement, ['12,901 rupiah'], ['13rb']);
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
    await expect(original.querySelector('.line-through')).toHaveTextContent('Rp 99.000');
    await expect(original.querySelector('.sr-only')).toHaveTextContent('Original price 99,000 rupiah');
    await expectSpoken(canvasElement, ['79,000 rupiah', 'Original price 99,000 rupiah'], ['Rp']);
  },
};

export const OriginalPriceIndonesianLabel: Story = {
  args: { amount: 79_000, originalAmount: 99_000, originalLabel: 'Harga sebelum diskon', size: 'sm' },
  play: async ({ canvasElement }) => {
    const original = canvasElement.querySelector('[data-slot="price-original"]')!;
    await expect(original.querySelector('.sr-only')).toHaveTextContent('Harga sebelum diskon 99,000 rupiah');
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
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('S$ 1,234.50')).toBeVisible();
    await expect(canvas.getByText('S$ 1,500.00')).toHaveClass('line-through');
    await expectSpoken(
      canvasElement,
      ['1,234.50 Singapore dollars', 'Original price 1,500 Singapore dollars'],
      ['S$'],
    );
  },
};

export const MalaysianRinggitDetailIsPlain: Story = {
  args: { amount: 1250, currency: 'MYR', mode: 'detail' },
  play: async ({ canvas, canvasElement }) => {
    // "rb" is an Indonesian abbreviation; ringgit keep their two decimals.
    await expect(canvas.getByText('RM 12.50')).toBeVisible();
    await expectSpoken(canvasElement, ['12.50 ringgit'], ['RM']);
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
