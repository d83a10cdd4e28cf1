import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { CircleHelp } from 'lucide-react';
import { IconButton } from '../icon-button';
import { Tooltip, TooltipTrigger } from './tooltip';

const meta = {
  title: 'UI/Tooltip',
  component: Tooltip,
  args: { children: 'Biaya penanganan SGD 0.50 per pengembalian dana via PayNow' },
  render: (args) => (
    <TooltipTrigger delay={0}>
      <IconButton aria-label="Biaya penanganan" variant="outline">
        <CircleHelp aria-hidden />
      </IconButton>
      <Tooltip {...args} />
    </TooltipTrigger>
  ),
  decorators: [
    (Story) => (
      <div className="flex min-h-40 items-end justify-center">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Tooltip>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = within(document.body);

export const OnHover: Story = {
  play: async ({ canvas, canvasElement }) => {
    const trigger = canvas.getByRole('button', { name: 'Biaya penanganan' });
    // The pointer arrives from elsewhere on the page (RAC treats hover as hover only after the
    // pointer has moved, not on a touch).
    await userEvent.hover(canvasElement);
    await userEvent.hover(trigger);
    const tooltip = await body.findByRole('tooltip');
    await expect(tooltip).toHaveTextContent(/SGD 0.50/);
    await expect(trigger).toHaveAccessibleDescription(/SGD 0.50/);
    await userEvent.unhover(trigger);
    await waitFor(() => expect(body.queryByRole('tooltip')).toBeNull());
  },
};

export const OnKeyboardFocus: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Biaya penanganan' })).toHaveFocus();
    await body.findByRole('tooltip');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('tooltip')).toBeNull());
  },
};

export const WithoutArrow: Story = {
  args: { showArrow: false, placement: 'top' },
  play: async ({ canvas }) => {
    await userEvent.tab();
    await body.findByRole('tooltip');
    await expect(body.getByRole('tooltip').querySelector('svg')).toBeNull();
    await expect(canvas.getByRole('button')).toHaveAttribute('aria-describedby');
  },
};
