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
