import type { Meta, StoryObj } from '@storybook/react-vite';
import { RouterProvider } from 'react-aria-components';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { SearchPanel } from './search-panel';

const navigate = fn();

/** The search calls answered in the browser: the sandbox has no API server behind Storybook. */
const answers: Record<string, unknown> = {
  'search/rank/list:1': {
    list: [
      { keyword: 'potato chips', search_count: 48_800 },
      { keyword: 'milk', search_count: 30_100 },
      { keyword: 'shampoo', search_count: 853 },
    ],
  },
  'search/rank/list:2': { list: [{ keyword: 'green tea', search_count: 3_900 }] },
  'search/suggest': [
    { product_name: 'Kapal Api Special Mix coffee', product_no: '10000069' },
    { product_name: 'Nescafé Classic coffee 200 g', product_no: '10000070' },
  ],
  'search/manager/click/update': null,
  'consumer/product/product_recommend': { total: 0, list: [] },
};
const clicks = fn();
const realFetch = window.fetch;

const meta = {
  title: 'Search/SearchPanel',
  component: SearchPanel,
  args: { text: '', onPick: fn() },
  decorators: [
    (Story) => (
      <RouterProvider navigate={navigate}>
        <div style={{ maxWidth: 720 }}>
          <Story />
        </div>
      </RouterProvider>
    ),
  ],
  beforeEach: () => {
    window.fetch = async (input, init) => {
      const url = new URL(String(input instanceof Request ? input.url : input), window.location.origin);
      const path = url.pathname.replace(/^\/api\//, '');
      const body = init?.body ? JSON.parse(String(init.body)) : {};
      if (path === 'search/manager/click/update') clicks(body);
      const key = path === 'search/rank/list' ? `${path}:${body.search_type}` : path;
      return new Response(JSON.stringify({ code: 0, msg: 'success', data: answers[key] ?? null }), {
        headers: { 'Content-Type': 'application/json' },
      });
    };
    return () => {
      window.fetch = realFetch;
    };
  },
} satisfies Meta<typeof SearchPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Blank: hot and recommended searches with their counts (1000 and up with K); a keyword searches. */
export const HotAndRecommended: Story = {
  play: async ({ canvas, args }) => {
    await expect(await canvas.findByRole('heading', { name: 'Hot searches' })).toBeVisible();
    await expect(await canvas.findByText('48.8K searches')).toBeVisible();
    await expect(canvas.getByText('853 searches')).toBeVisible();
    await expect(canvas.getByText('3.9K searches')).toBeVisible();
    // No history for a visitor (SPEC.md §6).
    await expect(canvas.queryByRole('heading', { name: 'Recent searches' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: /milk/ }));
    await expect(args.onPick).toHaveBeenCalledWith('milk');
  },
};

/**
 * The counts in each language's own short form (contract/counts.ts): "48,8 rb" in Indonesian
 * (Testing Library reads its no-break space as a space).
 */
export const CountsInIndonesian: Story = {
  globals: { locale: 'id' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Pencarian populer' })).toBeVisible();
    await expect(await canvas.findByText('48,8 rb pencarian')).toBeVisible();
    await expect(canvas.getByText('853 pencarian')).toBeVisible();
    await expect(canvas.getByText('3,9 rb pencarian')).toBeVisible();
  },
};

/** Chinese counts in 万 from 10,000 (cut down: 48,800 is 4.8万), below it in full. */
export const CountsInChinese: Story = {
  globals: { locale: 'zh-CN' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: '热门搜索' })).toBeVisible();
    await expect(await canvas.findByText('4.8万 次搜索')).toBeVisible();
    await expect(canvas.getByText('3万 次搜索')).toBeVisible();
    await expect(canvas.getByText('3900 次搜索')).toBeVisible();
  },
};

/** Typing: product names suggested; opening one reports the click with the typed text. */
export const Suggestions: Story = {
  args: { text: 'coffee' },
  play: async ({ canvas }) => {
    const link = await canvas.findByRole('link', { name: 'Kapal Api Special Mix coffee' });
    await userEvent.click(link);
    await expect(navigate.mock.lastCall?.[0]).toBe('/commodDetail?product_no=10000069');
    await waitFor(() => expect(clicks).toHaveBeenCalledWith({ keyword: 'coffee', product_no: '10000069' }));
  },
};
