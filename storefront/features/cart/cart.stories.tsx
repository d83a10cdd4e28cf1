import type { Meta, StoryObj } from '@storybook/react-vite';
import { RouterProvider } from 'react-aria-components';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { Cart } from '../../../contract/cart';
import { session } from '../../session/session-store';
import { cartLine } from '../catalogue/story-data';
import { CartLineRow, UnavailableLineRow } from './cart-line';

const navigate = fn();
const line = cartLine(1);
const cart: Cart = {
  currency_code: 'IDR',
  lines: [line],
  unavailable: [],
  all_selected: true,
  totals: { selected_count: 1, selected_quantity: 1, subtotal: 32_900, discount: 10_000, total: 22_900 },
};

const meta = {
  title: 'Cart/CartLine',
  component: CartLineRow,
  args: { line, cart },
  decorators: [
    (Story) => (
      <RouterProvider navigate={navigate}>
        <ul style={{ maxWidth: 560, listStyle: 'none', padding: 0 }}>
          <Story />
        </ul>
      </RouterProvider>
    ),
  ],
  // A visitor with this line in the cart: the story's changes go to the session, as in the app.
  beforeEach: () => {
    session.reset();
    session.update((s) => ({
      ...s,
      userInfo: { ...s.userInfo, visitorCart: [{ sku_id: line.sku_id, quantity: 1, selected: true }] },
    }));
  },
} satisfies Meta<typeof CartLineRow>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = within(document.body);

/** More than the stock (3 left): refused with the server's words, and the quantity stays 1. */
export const QuantityAboveStock: Story = {
  play: async ({ canvas }) => {
    const field = canvas.getByRole('textbox', { name: /^Quantity of / });
    await userEvent.clear(field);
    await userEvent.type(field, '9{Enter}');
    await expect(canvas.getByTestId('cart-line-error')).toHaveTextContent('Insufficient stock');
    await expect(canvas.getByRole('textbox', { name: /^Quantity of / })).toHaveValue('1');
    await expect(session.get().userInfo.visitorCart[0]?.quantity).toBe(1);
  },
};

/** Within the stock the change is kept (the cart then prices it again). */
export const QuantityChanged: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Increase quantity' }));
    await waitFor(() => expect(session.get().userInfo.visitorCart[0]?.quantity).toBe(2));
    await waitFor(() => expect(canvas.getByRole('textbox', { name: /^Quantity of / })).toHaveValue('2'));
  },
};

/** Delete asks first; Cancel keeps the line. */
export const DeleteAsksFirst: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /^Delete / }));
    const dialog = await body.findByRole('alertdialog', { name: 'Delete this item from your cart?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await expect(session.get().userInfo.visitorCart).toHaveLength(1);
    await userEvent.click(canvas.getByRole('button', { name: /^Delete / }));
    await userEvent.click(
      within(await body.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }),
    );
    await expect(session.get().userInfo.visitorCart).toHaveLength(0);
  },
};

/** A sold-out line: no checkbox, no quantity, only its reason and delete. */
export const Unavailable: Story = {
  render: () => (
    <UnavailableLineRow
      line={cartLine(2, { available: false, selected: false, unavailable_reason: 'sold_out', stock: 0 })}
    />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Sold out')).toBeVisible();
    await expect(canvas.queryByRole('checkbox')).toBeNull();
    await expect(canvas.queryByRole('textbox')).toBeNull();
    await expect(canvas.getByRole('button', { name: /^Delete / })).toBeVisible();
  },
};
