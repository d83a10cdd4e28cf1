import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Bell } from 'lucide-react';
import { IconButton } from '../icon-button';
import { Badge } from './badge';

const meta = {
  title: 'UI/Badge',
  component: Badge,
  args: { count: 5 },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

const badge = (root: HTMLElement) => root.querySelector('[data-slot="badge"]');

export const Count: Story = {
  play: async ({ canvasElement }) => {
    await expect(badge(canvasElement)).toHaveTextContent('5');
  },
};

/** SPEC.md §2, §9: the message badge shows 99+ above 99. */
export const CappedAt99: Story = {
  args: { count: 120 },
  play: async ({ canvasElement }) => {
    await expect(badge(canvasElement)).toHaveTextContent('99+');
  },
};

export const Exactly99: Story = {
  args: { count: 99 },
  play: async ({ canvasElement }) => {
    await expect(badge(canvasElement)).toHaveTextContent(/^99$/);
  },
};

export const HiddenAtZero: Story = {
  args: { count: 0 },
  play: async ({ canvasElement }) => {
    await expect(badge(canvasElement)).toBeNull();
  },
};

export const Dot: Story = {
  args: { variant: 'dot', count: undefined },
  play: async ({ canvasElement }) => {
    const dot = badge(canvasElement)!;
    await expect(dot).toBeEmptyDOMElement();
    await expect(dot.getBoundingClientRect().width).toBeGreaterThan(0);
  },
};

export const Neutral: Story = {
  args: { tone: 'neutral', count: 12 },
  play: async ({ canvasElement }) => {
    await expect(badge(canvasElement)).toHaveTextContent('12');
  },
};

export const WithScreenReaderLabel: Story = {
  args: { count: 12, label: '12 pesan belum dibaca' },
  play: async ({ canvas, canvasElement }) => {
    await expect(badge(canvasElement)).toHaveAttribute('aria-hidden', 'true');
    await expect(canvas.getByText('12 pesan belum dibaca')).toHaveClass('sr-only');
  },
};

export const OnIconButton: Story = {
  args: { count: 120 },
  render: (args) => (
    <IconButton aria-label="Messages, more than 99 unread" variant="outline">
      <Badge {...args}>
        <Bell aria-hidden />
      </Badge>
    </IconButton>
  ),
  play: async ({ canvas, canvasElement }) => {
    const button = canvas.getByRole('button', { name: 'Messages, more than 99 unread' });
    const mark = badge(canvasElement)!;
    await expect(mark).toHaveTextContent('99+');
    // Centred on the icon's top-right corner.
    const icon = button.querySelector('svg')!.getBoundingClientRect();
    const rect = mark.getBoundingClientRect();
    await expect(Math.abs(rect.left + rect.width / 2 - icon.right)).toBeLessThan(1);
    await expect(Math.abs(rect.top + rect.height / 2 - icon.top)).toBeLessThan(1);
  },
};
