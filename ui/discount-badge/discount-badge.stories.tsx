import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { DiscountBadge } from './discount-badge';

const meta = {
  title: 'UI/DiscountBadge',
  component: DiscountBadge,
  args: { discount: 20 },
  decorators: [
    (Story) => (
      <div data-testid="frame">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof DiscountBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('-20%')).toBeVisible();
  },
};

export const Soft: Story = {
  args: { discount: 55, variant: 'soft', size: 'md' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('-55%')).toHaveAttribute('data-slot', 'discount-badge');
  },
};

export const WithAccessibleLabel: Story = {
  args: { discount: 35, label: 'Hemat 35%' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('-35%')).toHaveAttribute('aria-hidden', 'true');
    await expect(canvas.getByText('Hemat 35%')).toHaveClass('sr-only');
  },
};

export const ZeroDiscountRendersNothing: Story = {
  args: { discount: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('frame')).toBeEmptyDOMElement();
  },
};

export const MissingDiscountRendersNothing: Story = {
  args: { discount: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('frame')).toBeEmptyDOMElement();
  },
};
