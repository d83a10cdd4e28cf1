import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { RouterProvider } from 'react-aria-components';
import { Link } from './link';

const navigate = fn();

const meta = {
  title: 'UI/Link',
  component: Link,
  args: { href: '/faqs', children: 'FAQs' },
  // The storefront routes RAC links through react-router; the story records the navigation.
  decorators: [
    (Story) => (
      <RouterProvider navigate={navigate}>
        <Story />
      </RouterProvider>
    ),
  ],
  beforeEach: () => navigate.mockClear(),
} satisfies Meta<typeof Link>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Inline: Story = {
  render: (args) => (
    <p className="m-0">
      Baca <Link {...args} /> sebelum berbelanja.
    </p>
  ),
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'FAQs' });
    // Underlined in running text, so it is not told apart by colour alone.
    await expect(getComputedStyle(link).textDecorationLine).toBe('underline');
    await userEvent.click(link);
    await expect(navigate).toHaveBeenCalledWith('/faqs', undefined);
  },
};

export const Standalone: Story = {
  args: { variant: 'standalone', href: '/forgetPassword', children: 'Lupa kata sandi?' },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Lupa kata sandi?' });
    await expect(getComputedStyle(link).textDecorationLine).toBe('none');
    await userEvent.click(link);
    await expect(navigate).toHaveBeenCalledWith('/forgetPassword', undefined);
  },
};

export const Muted: Story = {
  args: { variant: 'muted', href: '/agreement', children: 'User Agreement' },
  play: async ({ canvas }) => {
    await expect(getComputedStyle(canvas.getByRole('link')).color).toBe('rgb(92, 92, 102)');
  },
};

/** SPEC.md §2 footer: About Us opens an external retail site in a new tab. */
export const External: Story = {
  args: {
    href: 'https://example.com/about',
    target: '_blank',
    rel: 'noopener noreferrer',
    children: 'About Us',
  },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'About Us' });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'FAQs' });
    await expect(link).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(link, { pointerEventsCheck: 0 });
    await expect(navigate).not.toHaveBeenCalled();
  },
};

export const Keyboard: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    const link = canvas.getByRole('link', { name: 'FAQs' });
    await expect(link).toHaveFocus();
    await expect(link).toHaveAttribute('data-focus-visible', 'true');
    await userEvent.keyboard('{Enter}');
    await expect(navigate).toHaveBeenCalledWith('/faqs', undefined);
  },
};
