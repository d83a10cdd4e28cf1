import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import type { CurrencyCode } from '../../../contract/countries';
import type { PreviewLine } from '../../../contract/order';
import { LineProblem } from './order-confirm-page';
import { OrderLineRow } from './order-parts';
import { longIndonesianLine, previewLine, rupiahLines, singaporeLines } from './story-data';

/**
 * Order confirm's lines: picture, title, option, unit price and quantity, and under a line the
 * server marked, its problem with the way out (buy what is left, remove it). The same row shows
 * an order's lines on /order, /orderDetail and the after-sales pages.
 */
function Lines({
  lines,
  currency,
  onRemove,
  onQuantity,
}: {
  lines: PreviewLine[];
  currency: CurrencyCode;
  onRemove: (skuId: string) => void;
  onQuantity: (skuId: string, quantity: number) => void;
}) {
  return (
    <ul
      style={{
        maxWidth: 640,
        margin: 0,
        padding: '0 16px',
        listStyle: 'none',
        background: 'var(--color-surface)',
      }}
    >
      {lines.map((line) => (
        <OrderLineRow key={line.sku_id} line={line} currency={currency}>
          <LineProblem
            line={line}
            onRemove={() => onRemove(line.sku_id)}
            onQuantity={(quantity) => onQuantity(line.sku_id, quantity)}
          />
        </OrderLineRow>
      ))}
    </ul>
  );
}

const [fryer, coffee, oil] = rupiahLines.map((line) => previewLine(line)) as [
  PreviewLine,
  PreviewLine,
  PreviewLine,
];

const meta = {
  title: 'Checkout/OrderLine',
  component: Lines,
  args: { lines: [fryer, coffee, oil], currency: 'IDR', onRemove: fn(), onQuantity: fn() },
} satisfies Meta<typeof Lines>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Three lines that can be bought as they stand: unit prices in rupiah, the quantity beside. */
export const Rupiah: Story = {
  play: async ({ canvas }) => {
    const rows = canvas.getAllByTestId('bought-line');
    await expect(rows).toHaveLength(3);
    await expect(rows[0]).toHaveTextContent('Philips Air Fryer HD9252 4.1 L');
    await expect(rows[0]).toHaveTextContent('Black');
    await expect(rows[0]).toHaveTextContent('Rp 949.000');
    await expect(rows[1]).toHaveTextContent('Rp 15.900');
    await expect(rows[1]).toHaveTextContent('× 2');
    // The picture is decoration: the title beside it names the line.
    await expect(rows[0]!.querySelector('img')).toHaveAttribute('alt', '');
    await expect(canvas.queryByTestId('line-problem')).toBeNull();
  },
};

/** Sold out: only Remove, which names the line it removes. */
export const SoldOut: Story = {
  args: { lines: [fryer, previewLine(rupiahLines[1]!, { problem: 'sold_out', stock: 0 }), oil] },
  play: async ({ canvas, args }) => {
    const problem = canvas.getByTestId('line-problem');
    await expect(problem).toHaveTextContent('Sold out');
    await expect(canvas.queryByRole('button', { name: /^Buy / })).toBeNull();
    await userEvent.click(
      canvas.getByRole('button', { name: 'Remove Kapal Api Special Mix coffee 10 × 25 g' }),
    );
    await expect(args.onRemove).toHaveBeenCalledWith(coffee.sku_id);
  },
};

/** Fewer left than asked: "Buy 1" lowers the quantity, by keyboard too. */
export const NotEnoughStock: Story = {
  args: { lines: [previewLine(rupiahLines[0]!, { problem: 'not_enough_stock', stock: 1, quantity: 3 })] },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByTestId('line-problem')).toHaveTextContent('Only 1 unit is left');
    const lower = canvas.getByRole('button', { name: 'Buy 1' });
    lower.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onQuantity).toHaveBeenCalledWith(fryer.sku_id, 1);
  },
};

/** Over the product's limit per member: the most allowed, offered. */
export const OverTheLimit: Story = {
  args: {
    lines: [previewLine(rupiahLines[2]!, { problem: 'limit_exceeded', quantity: 6, max_quantity: 4 })],
  },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByTestId('line-problem')).toHaveTextContent('You can buy at most 4 units');
    await userEvent.click(canvas.getByRole('button', { name: 'Buy 4' }));
    await expect(args.onQuantity).toHaveBeenCalledWith(oil.sku_id, 4);
  },
};

/** A price that moved since the cart: said, with nothing to press (the new price is on the row). */
export const PriceChanged: Story = {
  args: { lines: [previewLine(rupiahLines[0]!, { problem: 'price_changed', unit_price: 979_000 })] },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('line-problem')).toHaveTextContent('The price has changed');
    await expect(canvas.getByTestId('bought-line')).toHaveTextContent('Rp 979.000');
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** Singapore dollars: two decimals, "S$" before them. */
export const SingaporeDollars: Story = {
  args: { lines: singaporeLines.map((line) => previewLine(line)), currency: 'SGD' },
  play: async ({ canvas }) => {
    const rows = canvas.getAllByTestId('bought-line');
    await expect(rows[0]).toHaveTextContent('S$ 12.90');
    await expect(rows[1]).toHaveTextContent('S$ 2.35');
    await expect(rows[1]).toHaveTextContent('× 4');
  },
};

/**
 * A phone, in Indonesian: the shop's long title stops at two lines, the problem and its two
 * buttons wrap under it.
 */
export const LongTitleInIndonesianOnMobile: Story = {
  globals: { locale: 'id', viewport: { value: 'mobile', isRotated: false } },
  args: { lines: [previewLine(longIndonesianLine, { problem: 'not_enough_stock', stock: 2, quantity: 3 })] },
  play: async ({ canvas, args }) => {
    const title = canvas.getByText(/^Minyak Goreng Bimoli Kanola/);
    await expect(title).toHaveClass('line-clamp-2');
    await expect(canvas.getByTestId('line-problem')).toHaveTextContent('Hanya tersisa 2 unit');
    await userEvent.click(canvas.getByRole('button', { name: `Hapus ${longIndonesianLine.title}` }));
    await expect(args.onRemove).toHaveBeenCalledWith(longIndonesianLine.sku_id);
  },
};
