import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { RouterProvider } from 'react-aria-components';
import { expect, fn, waitFor, within } from 'storybook/test';
import { ProductCard, type ProductCardProduct } from '../product-card';
import { squareImage } from '../product-card/story-images';
import { ProductGrid } from './product-grid';

const names = [
  'Rice 5 kg',
  'Cooking oil 2 L',
  'Instant noodles x5',
  'Palm sugar',
  'Coffee beans',
  'Sweet soy sauce',
];

function makeProducts(from: number, count: number): ProductCardProduct[] {
  return Array.from({ length: count }, (_, offset) => {
    const n = from + offset;
    return {
      product_no: `P${1000 + n}`,
      product_name: `${names[n % names.length]} #${n + 1}`,
      price: 10_000 + n * 1_500,
      scribing_price: n % 3 === 0 ? 15_000 + n * 1_500 : null,
      thumb_image_url: squareImage(`#${n + 1}`),
      discount: n % 3 === 0 ? 20 : 0,
      flag_sold_out: n % 7 === 6 ? 1 : 0,
    };
  });
}

const renderCard = (product: ProductCardProduct) => (
  <ProductCard
    product={product}
    currency="IDR"
    href={`/commodDetail?product_no=${product.product_no}`}
    soldOutLabel="Sold out"
  />
);

const meta = {
  title: 'UI/ProductGrid',
  component: ProductGrid<ProductCardProduct>,
  args: {
    'aria-label': 'Recommended for you',
    items: makeProducts(0, 10),
    getKey: (product: ProductCardProduct) => product.product_no,
    renderItem: renderCard,
  },
  decorators: [
    (Story) => (
      <RouterProvider navigate={() => {}}>
        <div className="mx-auto max-w-container">
          <Story />
        </div>
      </RouterProvider>
    ),
  ],
} satisfies Meta<typeof ProductGrid<ProductCardProduct>>;

export default meta;
type Story = StoryObj<typeof meta>;

function columnCount(list: HTMLElement) {
  return getComputedStyle(list).gridTemplateColumns.split(' ').length;
}

export const Loaded: Story = {
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Recommended for you' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(10);
    await expect(within(list).getAllByRole('link')).toHaveLength(10);
    // Two columns on a phone, four from 750 px, five from 1024 px.
    const width = window.innerWidth;
    await expect(columnCount(list)).toBe(width < 750 ? 2 : width < 1024 ? 4 : 5);
  },
};

export const InitialLoading: Story = {
  args: { items: [], isLoading: true },
  play: async ({ canvas, canvasElement }) => {
    const list = canvas.getByRole('list', { name: 'Recommended for you' });
    await expect(list).toHaveAttribute('aria-busy', 'true');
    // SPEC.md §9: six placeholders.
    await expect(canvasElement.querySelectorAll('[data-slot="product-card-skeleton"]')).toHaveLength(6);
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading products…');
  },
};

export const LoadingNextPage: Story = {
  args: { isLoading: true, hasMore: true, onLoadMore: fn() },
  play: async ({ canvas, canvasElement, args }) => {
    await expect(canvas.getAllByRole('link')).toHaveLength(10);
    await expect(canvasElement.querySelectorAll('[data-slot="product-card-skeleton"]')).toHaveLength(6);
    // While a page is loading, the sentinel never asks for another one.
    canvasElement.querySelector('[data-slot="product-grid-sentinel"]')!.scrollIntoView();
    await new Promise((resolve) => setTimeout(resolve, 250));
    await expect(args.onLoadMore).not.toHaveBeenCalled();
  },
};

export const Empty: Story = {
  args: {
    items: [],
    emptyState: (
      <p className="py-10 text-center text-muted-foreground">Produk tidak ditemukan. Coba kata kunci lain.</p>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('list')).toBeNull();
    await expect(canvas.getByText('Produk tidak ditemukan. Coba kata kunci lain.')).toBeVisible();
  },
};

export const NoMorePages: Story = {
  args: {
    hasMore: false,
    onLoadMore: fn(),
    footer: <p className="text-center text-sm text-muted-foreground">Tidak ada produk lagi</p>,
  },
  play: async ({ canvas, canvasElement, args }) => {
    await expect(canvasElement.querySelector('[data-slot="product-grid-sentinel"]')).toBeNull();
    await expect(canvas.getByText('Tidak ada produk lagi')).toBeVisible();
    await expect(args.onLoadMore).not.toHaveBeenCalled();
  },
};

const PAGE_SIZE = 12;
const TOTAL = 36;

function Feed({ onLoadMore }: { onLoadMore: () => void }) {
  const [items, setItems] = useState(() => makeProducts(0, PAGE_SIZE));
  const [isLoading, setLoading] = useState(false);
  return (
    <ProductGrid
      aria-label="Recommended for you"
      items={items}
      getKey={(product) => product.product_no}
      renderItem={renderCard}
      isLoading={isLoading}
      hasMore={items.length < TOTAL}
      desktopColumns={6}
      onLoadMore={() => {
        onLoadMore();
        setLoading(true);
        setTimeout(() => {
          setItems((current) => [...current, ...makeProducts(current.length, PAGE_SIZE)]);
          setLoading(false);
        }, 50);
      }}
      footer={
        items.length >= TOTAL ? (
          <p className="text-center text-sm text-muted-foreground">No more products</p>
        ) : null
      }
    />
  );
}

export const LoadsMoreOnScroll: Story = {
  args: { onLoadMore: fn() },
  render: (args) => <Feed onLoadMore={args.onLoadMore!} />,
  play: async ({ canvas, canvasElement, args }) => {
    const list = canvas.getByRole('list', { name: 'Recommended for you' });
    await expect(within(list).getAllByRole('link')).toHaveLength(12);
    canvasElement.querySelector('[data-slot="product-grid-sentinel"]')!.scrollIntoView();
    await waitFor(() => expect(within(list).getAllByRole('link')).toHaveLength(24));
    // One page per approach to the end, not one per observer callback.
    await expect(args.onLoadMore).toHaveBeenCalledTimes(1);
    canvasElement.querySelector('[data-slot="product-grid-sentinel"]')!.scrollIntoView();
    await waitFor(() => expect(within(list).getAllByRole('link')).toHaveLength(36));
    await expect(args.onLoadMore).toHaveBeenCalledTimes(2);
    // All 36 loaded: the sentinel is gone and the footer says so.
    await waitFor(() => expect(canvas.getByText('No more products')).toBeVisible());
    await expect(canvasElement.querySelector('[data-slot="product-grid-sentinel"]')).toBeNull();
    window.scrollTo(0, 0);
  },
};
