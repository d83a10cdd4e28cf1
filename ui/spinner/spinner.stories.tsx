import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Spinner } from './spinner';

const meta = {
  title: 'UI/Spinner',
  component: Spinner,
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Decorative: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot="spinner"]')).toHaveAttribute('aria-hidden', 'true');
    await expect(canvas.queryByRole('status')).toBeNull();
  },
};

/** SPEC.md §4: the "Loggingin" spinner stays until the login ends. */
export const Labelled: Story = {
  args: { label: 'Sedang masuk…', size: 'lg' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Sedang masuk…');
  },
};

export const Sizes: Story = {
  render: () => (
    <div className="flex items-center gap-4 text-primary">
      <Spinner size="sm" />
      <Spinner size="md" />
      <Spinner size="lg" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const widths = [...canvasElement.querySelectorAll('[data-slot="spinner"]')].map(
      (s) => s.getBoundingClientRect().width,
    );
    await expect(widths[0]!).toBeLessThan(widths[1]!);
    await expect(widths[1]!).toBeLessThan(widths[2]!);
  },
};
