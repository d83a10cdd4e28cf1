import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Container } from './container';

const meta = {
  title: 'UI/Container',
  component: Container,
  parameters: { layout: 'fullscreen' },
  args: {
    children: <div className="rounded bg-muted p-4 text-foreground">Konten halaman</div>,
  },
} satisfies Meta<typeof Container>;

export default meta;
type Story = StoryObj<typeof meta>;

/** SPEC.md §9: the desktop container is 1200 px, centred (here in a 1440 px wide page). */
export const Desktop: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  decorators: [
    (Story) => (
      <div data-testid="page" style={{ width: 1440 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas, canvasElement }) => {
    const container = canvasElement.querySelector<HTMLElement>('[data-slot="container"]')!;
    const rect = container.getBoundingClientRect();
    const page = canvas.getByTestId('page').getBoundingClientRect();
    await expect(rect.width).toBe(1200);
    await expect(rect.left - page.left).toBe(120);
    await expect(page.right - rect.right).toBe(120);
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    const container = canvasElement.querySelector<HTMLElement>('[data-slot="container"]')!;
    await expect(container.getBoundingClientRect().width).toBe(
      container.parentElement!.getBoundingClientRect().width,
    );
    await expect(getComputedStyle(container).paddingLeft).not.toBe('0px');
  },
};

export const AsMainLandmark: Story = {
  args: { as: 'main', padded: false },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('main')).toHaveAttribute('data-slot', 'container');
    await expect(getComputedStyle(canvasElement.querySelector('main')!).paddingLeft).toBe('0px');
  },
};
