import type { Meta, StoryObj } from '@storybook/react-vite';
import { RouterProvider } from 'react-aria-components';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ProductCard, ProductCardSkeleton, type ProductCardProduct } from './product-card';
import { bannerImage, squareImage } from './story-images';

// RAC links navigate through the router; a spy keeps the story frame where it is.
const navigate = fn();

const product: ProductCardProduct = {
  product_no: 'P100234',
  product_name: 'Organic jasmine rice 5 kg',
  price: 79_000,
  scribing_price: 99_000,
  thumb_image_url: squareImage('Rice'),
  discount: 20,
  flag_sold_out: 0,
  is_featured: 0,
  isCouponGoods: 0,
};

const meta = {
  title: 'UI/ProductCard',
  component: ProductCard,
  args: {
    product,
    currency: 'IDR',
    href: '/commodDetail?product_no=P100234',
    soldOutLabel: 'Sold out',
  },
  decorators: [
    (Story) => (
      <RouterProvider navigate={navigate}>
        <div style={{ width: 180 }}>
          <Story />
        </div>
      </RouterProvider>
    ),
  ],
  beforeEach: () => navigate.mockClear(),
} satisfies Meta<typeof ProductCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Discounted: Story = {
  play: async ({ canvas }) => {
    // Named in reading order: product, price, original price, discount.
    const link = canvas.getByRole('link', {
      name: 'Organic jasmine rice 5 kg 79,000 rupiah Original price 99,000 rupiah -20%',
    });
    await expect(link).toHaveAttribute('href', '/commodDetail?product_no=P100234');
    await expect(within(link).getByText('-20%')).toBeVisible();
    const image = link.querySelector('img')!;
    // Lazy, with its size reserved: no layout shift when it arrives.
    await expect(image).toHaveAttribute('loading', 'lazy');
    await expect(image).toHaveAttribute('width', '360');
    await expect(image).toHaveAttribute('height', '360');
    const media = link.querySelector('[data-slot="product-card-media"]')!.getBoundingClientRect();
    await expect(Math.round(media.width)).toBe(Math.round(media.height));
    await userEvent.click(link);
    await expect(navigate).toHaveBeenCalledWith('/commodDetail?product_no=P100234', undefined);
  },
};

/** Among the first cards on screen: the picture loads at once and first, not lazily. */
export const Priority: Story = {
  args: { priority: true },
  play: async ({ canvas }) => {
    const picture = canvas.getByRole('link').querySelector('img');
    await expect(picture).toHaveAttribute('loading', 'eager');
    await expect(picture).toHaveAttribute('fetchpriority', 'high');
  },
};

/** Any other card: the picture waits until it is near the screen. */
export const LazyByDefault: Story = {
  play: async ({ canvas }) => {
    const picture = canvas.getByRole('link').querySelector('img');
    await expect(picture).toHaveAttribute('loading', 'lazy');
    await expect(picture).not.toHaveAttribute('fetchpriority');
  },
};

export const NoDiscount: Story = {
  args: { product: { ...product, discount: 0, scribing_price: null } },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Organic jasmine rice 5 kg 79,000 rupiah' });
    await expect(link.querySelector('[data-slot="discount-badge"]')).toBeNull();
    await expect(link.querySelector('[data-slot="price-original"]')).toBeNull();
  },
};

export const SoldOut: Story = {
  args: { product: { ...product, flag_sold_out: 1 }, soldOutLabel: 'Habis' },
  play: async ({ canvas }) => {
    // "Sold out" is read right after the name, before the price.
    const link = canvas.getByRole('link', {
      name: 'Organic jasmine rice 5 kg Habis 79,000 rupiah Original price 99,000 rupiah -20%',
    });
    await expect(link).toHaveAttribute('data-sold-out', 'true');
    await expect(within(link).getByText('Habis')).toBeVisible();
  },
};

export const FeaturedTextBadge: Story = {
  args: { product: { ...product, is_featured: 1 }, featured: { label: 'Recommended' } },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: /^Organic jasmine rice 5 kg .* Recommended$/ });
    await expect(within(link).getByText('Recommended')).toBeVisible();
  },
};

export const FeaturedImageBadgeIndonesian: Story = {
  args: {
    product: { ...product, is_featured: 1, product_name: 'Beras melati organik 5 kg' },
    featured: { label: 'Rekomendasi', imageSrc: bannerImage('Rekomendasi') },
  },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: /^Beras melati organik 5 kg .* Rekomendasi$/ });
    // The badge image of the shopper's language, named by its label.
    const badge = within(link).getByRole('img', { name: 'Rekomendasi' });
    await expect(badge.getAttribute('src')).toContain('data:image/svg+xml');
  },
};

export const FeaturedFlagOffHidesBadge: Story = {
  args: { product: { ...product, is_featured: 0 }, featured: { label: 'Recommended' } },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link');
    await expect(link.querySelector('[data-slot="product-card-featured"]')).toBeNull();
  },
};

export const CouponGoods: Story = {
  args: { product: { ...product, isCouponGoods: 1 }, couponLabel: 'Voucher' },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: /^Organic jasmine rice 5 kg Voucher 79,000 rupiah/ });
    await expect(within(link).getByText('Voucher')).toBeVisible();
  },
};

export const LongIndonesianNameClamped: Story = {
  args: {
    product: {
      ...product,
      product_name:
        'Tambahkan ke keranjang belanja sekarang juga: paket hemat beras melati organik premium kualitas ekspor 5 kg',
    },
  },
  play: async ({ canvas }) => {
    const name = canvas.getByText(/^Tambahkan ke keranjang/);
    const lineHeight = parseFloat(getComputedStyle(name).lineHeight);
    // Two lines at most, then an ellipsis.
    await expect(name.getBoundingClientRect().height).toBeLessThanOrEqual(lineHeight * 2 + 1);
    await expect(name.scrollHeight).toBeGreaterThan(name.clientHeight);
  },
};

export const MissingImage: Story = {
  args: { product: { ...product, thumb_image_url: null } },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: /^Organic jasmine rice/ });
    await expect(link.querySelector('img')).toBeNull();
    await expect(link.querySelector('[data-slot="product-card-media"] svg')).toHaveAttribute(
      'aria-hidden',
      'true',
    );
  },
};

export const SingaporeDollarsWithPress: Story = {
  args: {
    currency: 'SGD',
    href: undefined,
    onPress: fn(),
    product: { ...product, price: 1290, scribing_price: 1590, discount: 19 },
  },
  play: async ({ canvas, args }) => {
    const link = canvas.getByRole('link', {
      name: 'Organic jasmine rice 5 kg 12.90 Singapore dollars Original price 15.90 Singapore dollars -19%',
    });
    await userEvent.tab();
    await expect(link).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPress).toHaveBeenCalledTimes(1);
  },
};

export const Skeleton: Story = {
  render: () => <ProductCardSkeleton />,
  play: async ({ canvasElement }) => {
    const skeleton = canvasElement.querySelector('[data-slot="product-card-skeleton"]')!;
    await expect(skeleton).toHaveAttribute('aria-hidden', 'true');
    await expect(skeleton.querySelectorAll('[data-slot="skeleton"]')).toHaveLength(4);
  },
};
