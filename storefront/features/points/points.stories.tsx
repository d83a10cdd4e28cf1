import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import type { CoinEntry } from '../../../contract/coins';
import { CoinEntryRow } from './coin-entry-row';

const at = Date.UTC(2026, 10, 21, 3, 0, 0);
const entries: CoinEntry[] = [
  { id: '4', kind: 'adjust', amount: -12, order_no: '261121ABCDEFGHJKMN', expires_at: null, created_at: at + 3000 },
  { id: '3', kind: 'expire', amount: -20, order_no: null, expires_at: null, created_at: at + 2000 },
  { id: '2', kind: 'spend', amount: -100, order_no: '261121PQRSTVWXYZ23', expires_at: null, created_at: at + 1000 },
  {
    id: '1',
    kind: 'earn',
    amount: 1250,
    order_no: '261121ABCDEFGHJKMN',
    expires_at: Date.UTC(2027, 10, 21, 3, 0, 0),
    created_at: at,
  },
];

/** The history's rows, one of each kind, as /points lists them (newest first). */
function History() {
  return (
    <ul style={{ maxWidth: 560, listStyle: 'none', padding: 0 }}>
      {entries.map((entry) => (
        <CoinEntryRow key={entry.id} entry={entry} country="ID" />
      ))}
    </ul>
  );
}

const meta = {
  title: 'Points/CoinEntryRow',
  component: History,
} satisfies Meta<typeof History>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Coins in read "+" in the brand colour, out "−"; a screen reader hears "plus/minus N coins". */
export const EveryKind: Story = {
  play: async ({ canvas }) => {
    const rows = canvas.getAllByRole('listitem');
    await expect(rows.map((row) => row.dataset.kind)).toEqual(['adjust', 'expire', 'spend', 'earn']);
    await expect(rows[3]).toHaveTextContent('Earned');
    await expect(rows[3]).toHaveTextContent('+1,250');
    await expect(rows[3]).toHaveTextContent('plus 1,250 coins');
    await expect(rows[3]).toHaveTextContent('Valid until 21/11/2027');
    await expect(rows[2]).toHaveTextContent('Order 261121PQRSTVWXYZ23');
    await expect(rows[2]).toHaveTextContent('minus 100 coins');
    await expect(rows[1]).toHaveTextContent('Expired');
    await expect(rows[1]).not.toHaveTextContent('Order');
  },
};

/** The same rows at 390 px: the order number truncates, the amount keeps its place. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: EveryKind.play,
};
