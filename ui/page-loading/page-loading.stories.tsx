import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { PageLoading } from './page-loading';

const meta = {
  title: 'UI/PageLoading',
  component: PageLoading,
  args: { label: 'Page Loading...' },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof PageLoading>;

export default meta;
type Story = StoryObj<typeof meta>;

/** SPEC.md §2 Root shell: full-screen spinner with "Page Loading..." while start-up is pending. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const status = canvas.getByRole('status');
    await expect(status).toHaveTextContent('Page Loading...');
    // Covers the whole viewport.
    const rect = status.getBoundingClientRect();
    await expect(rect.width).toBe(window.innerWidth);
    await expect(rect.height).toBe(window.innerHeight);
  },
};

export const Indonesian: Story = {
  args: { label: 'Memuat halaman...' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Memuat halaman...');
  },
};

/** With the shop's mark above the spinner, and no words yet: the label line keeps its height. */
export const WithMarkBeforeWords: Story = {
  args: {
    label: undefined,
    mark: (
      <svg data-testid="mark" viewBox="0 0 32 32" className="size-12" aria-hidden="true">
        <rect width="32" height="32" rx="8" className="fill-primary" />
      </svg>
    ),
  },
  play: async ({ canvas }) => {
    const status = canvas.getByRole('status');
    await expect(status).toHaveTextContent('');
    await expect(canvas.getByTestId('mark')).toBeVisible();
    // The empty label line still takes its place (h-5 = 1.25rem), so the text arriving moves nothing.
    const line = status.querySelector('p');
    await expect(line?.getBoundingClientRect().height).toBeGreaterThan(0);
  },
};
