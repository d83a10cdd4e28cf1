import type { Meta, StoryObj } from '@storybook/react-vite';
import { RouterProvider } from 'react-aria-components';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Grid2x2, House, ShoppingCart, User } from 'lucide-react';
import { Badge } from '../badge';
import { TabBar, TabBarSpacer, type TabBarItem } from './tab-bar';

// RAC links navigate through the router; a spy here keeps the story frame where it is.
const navigate = fn();

const english: TabBarItem[] = [
  { id: 'home', label: 'Home', href: '/', icon: <House aria-hidden="true" /> },
  { id: 'cate', label: 'Categories', href: '/cate', icon: <Grid2x2 aria-hidden="true" /> },
  { id: 'cart', label: 'Cart', href: '/cart', icon: <ShoppingCart aria-hidden="true" /> },
  { id: 'me', label: 'Me', href: '/me', icon: <User aria-hidden="true" /> },
];

const meta = {
  title: 'UI/TabBar',
  component: TabBar,
  args: { items: english, currentId: 'home', 'aria-label': 'Main' },
  parameters: { layout: 'fullscreen' },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  decorators: [
    (Story) => (
      <RouterProvider navigate={navigate}>
        <main className="p-4">
          <p>Page content</p>
          <TabBarSpacer />
        </main>
        <Story />
      </RouterProvider>
    ),
  ],
  beforeEach: () => navigate.mockClear(),
} satisfies Meta<typeof TabBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const HomeCurrent: Story = {
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Main' });
    const links = within(nav).getAllByRole('link');
    await expect(links).toHaveLength(4);
    await expect(within(nav).getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    await expect(within(nav).getByRole('link', { name: 'Cart' })).not.toHaveAttribute('aria-current');
    await expect(within(nav).getByRole('link', { name: 'Categories' })).toHaveAttribute('href', '/cate');
  },
};

export const CartWithBadge: Story = {
  args: {
    currentId: 'cart',
    items: english.map((item) =>
      item.id === 'cart' ? { ...item, badge: <Badge count={3} label="3 items" /> } : item,
    ),
  },
  play: async ({ canvas }) => {
    const cart = canvas.getByRole('link', { name: 'Cart 3 items' });
    await expect(cart).toHaveAttribute('aria-current', 'page');
    await expect(within(cart).getByText('3')).toBeVisible();
  },
};

export const CartBadgeCapped: Story = {
  args: {
    items: english.map((item) =>
      item.id === 'cart' ? { ...item, badge: <Badge count={120} label="120 items" /> } : item,
    ),
  },
  play: async ({ canvas }) => {
    // SPEC.md §9: the badge caps at 99+.
    const cart = canvas.getByRole('link', { name: 'Cart 120 items' });
    await expect(within(cart).getByText('99+')).toBeVisible();
  },
};

export const SelectOnPress: Story = {
  args: { items: english.map((item) => (item.id === 'me' ? { ...item, onPress: fn() } : item)) },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('link', { name: 'Me' }));
    await expect(args.items[3]!.onPress).toHaveBeenCalledTimes(1);
    await expect(navigate).toHaveBeenCalledWith('/me', undefined);
  },
};

export const KeyboardNavigation: Story = {
  play: async ({ canvas }) => {
    // The page has no other focusable content, so Tab goes straight to the bar's links in order.
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Home' })).toHaveFocus();
    await userEvent.tab();
    const categories = canvas.getByRole('link', { name: 'Categories' });
    await expect(categories).toHaveFocus();
    await expect(categories).toHaveAttribute('data-focus-visible', 'true');
    await userEvent.keyboard('{Enter}');
    await expect(navigate).toHaveBeenCalledWith('/cate', undefined);
  },
};

export const LongIndonesianLabels: Story = {
  args: {
    'aria-label': 'Navigasi utama',
    currentId: 'me',
    items: [
      { id: 'home', label: 'Beranda', href: '/', icon: <House aria-hidden="true" /> },
      { id: 'cate', label: 'Kategori produk pilihan', href: '/cate', icon: <Grid2x2 aria-hidden="true" /> },
      {
        id: 'cart',
        label: 'Keranjang belanja saya',
        href: '/cart',
        icon: <ShoppingCart aria-hidden="true" />,
      },
      { id: 'me', label: 'Akun saya', href: '/me', icon: <User aria-hidden="true" /> },
    ],
  },
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Navigasi utama' });
    await expect(within(nav).getByRole('link', { name: 'Akun saya' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    // Long labels truncate inside their quarter; the bar never scrolls sideways.
    await expect(nav.scrollWidth).toBeLessThanOrEqual(nav.clientWidth);
  },
};
