import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { RouterProvider } from 'react-aria-components';
import { expect, fn, userEvent } from 'storybook/test';
import { BannerCarousel } from './banner-carousel';
import { HomeSection } from './home-section';
import { ProductSpecs } from './product-specs';
import { SortBar, type SortChoice } from './sort-bar';
import { banners, card } from './story-data';

// RAC links navigate through the router; a spy keeps the story frame where it is.
const navigate = fn();

const meta = {
  title: 'Catalogue/SortBar',
  component: SortBar,
  args: { value: 'default', onChange: fn() },
  decorators: [
    (Story) => (
      <RouterProvider navigate={navigate}>
        <div style={{ maxWidth: 1200 }}>
          <Story />
        </div>
      </RouterProvider>
    ),
  ],
} satisfies Meta<typeof SortBar>;

export default meta;
type Story = StoryObj<typeof meta>;

function ControlledSortBar({ onChange }: { onChange: (sort: SortChoice) => void }) {
  const [value, setValue] = useState<SortChoice>('default');
  return (
    <SortBar
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

/** Four choices, one always made; the price ones are named by their direction. */
export const Sorting: Story = {
  render: (args) => <ControlledSortBar onChange={args.onChange} />,
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('radio', { name: 'Best match' })).toBeChecked();
    await userEvent.click(canvas.getByRole('radio', { name: 'Price: low to high' }));
    await expect(args.onChange).toHaveBeenLastCalledWith('price_asc');
    await expect(canvas.getByRole('radio', { name: 'Price: low to high' })).toBeChecked();
    // The keyboard: arrows move between the choices and choose.
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: 'Price: high to low' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onChange).toHaveBeenLastCalledWith('price_desc');
  },
};

/** No autoplay: the slides move only when asked, by the arrows, the dots or a swipe. */
export const Banners: Story = {
  render: () => <BannerCarousel banners={banners} />,
  play: async ({ canvas, canvasElement }) => {
    const region = canvas.getByRole('region', { name: 'Promotions' });
    await expect(region).toHaveAttribute('aria-roledescription', 'carousel');
    await expect(canvas.getAllByRole('group')).toHaveLength(3);
    const firstDot = canvas.getByRole('button', { name: 'Promotion 1: Fresh picks, every morning' });
    await expect(firstDot).toHaveAttribute('aria-current', 'true');
    await userEvent.click(canvas.getByRole('button', { name: 'Next promotion' }));
    await expect(canvas.getByRole('button', { name: /^Promotion 2:/ })).toHaveAttribute('aria-current', 'true');
    await userEvent.click(canvas.getByRole('button', { name: /^Promotion 3:/ }));
    await expect(canvas.getByRole('button', { name: /^Promotion 3:/ })).toHaveAttribute('aria-current', 'true');
    await userEvent.click(canvas.getByRole('button', { name: 'Next promotion' }));
    // Past the last one, back to the first.
    await expect(firstDot).toHaveAttribute('aria-current', 'true');
    // The first picture is the page's largest: it loads first.
    await expect(canvasElement.querySelector('img')).toHaveAttribute('fetchpriority', 'high');
  },
};

/** Flash deals: the time left runs in hours, minutes and seconds; "See all" names its section. */
export const FlashDeals: Story = {
  render: () => (
    <HomeSection
      section={{
        id: 'flash',
        kind: 'flash_deals',
        title: 'Flash deals',
        subtitle: 'Big discounts while stocks last',
        link: { type: 'search', value: 'promo' },
        ends_at: Date.now() + 2 * 3600_000 + 5 * 60_000,
        products: [1, 2, 3, 4, 5].map((no) =>
          card(no, no === 2 ? { flag_sold_out: 1 } : { discount: 20, scribing_price: 30_000 }),
        ),
      }}
    />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Flash deals' })).toBeVisible();
    await expect(canvas.getByRole('timer')).toHaveTextContent(/Ends in\s*02:0[45]:\d\d/);
    await expect(canvas.getByRole('link', { name: 'See all: Flash deals' })).toBeVisible();
    await expect(canvas.getAllByText('Sold out')).toHaveLength(1);
    // Each card's heart, from its own lazy chunk: the picture is taken with them there.
    await expect(await canvas.findAllByRole('button', { name: /to wishlist$/ })).toHaveLength(5);
    await userEvent.click(canvas.getByRole('link', { name: /coffee 1/ }));
    await expect(navigate.mock.lastCall?.[0]).toBe('/commodDetail?product_no=10000001');
  },
};

/** SPEC.md §3 specs: sizes in millimetres, weights in grams or kilograms, shelf life or none. */
export const Specs: Story = {
  render: () => (
    <ProductSpecs
      specs={{
        unit: 'bottle',
        specification: '2 L',
        composition: 'Refined canola oil',
        length_mm: 110,
        width_mm: 80,
        height_mm: 310,
        shelf_life: 18,
        shelf_life_unit: 'month',
        net_weight_g: 1840,
        gross_weight_g: 1925,
        brand: 'Bimoli',
      }}
    />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('18 months')).toBeVisible();
    await expect(canvas.getByText('1.84 kg')).toBeVisible();
    await expect(canvas.getByText('110 mm × 80 mm × 310 mm')).toBeVisible();
  },
};

export const SpecsInChinese: Story = {
  ...Specs,
  globals: { locale: 'zh-CN' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('保质期')).toBeVisible();
    await expect(canvas.getByText('18 个月')).toBeVisible();
  },
};
