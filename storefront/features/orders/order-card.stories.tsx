import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { answerCalls } from '../../../.storybook/answer-calls';
import { OrderCard } from './order-card';
import { fourLineSummary, indonesianSummary, orderDetail, orderSummary } from './story-data';

/**
 * An order on /order: its number (the link to its detail), the status badge and its §4 text, the
 * first two lines, the count and total, and the buttons the order chart allows in that status.
 */
const meta = {
  title: 'Orders/OrderCard',
  component: OrderCard,
  args: { order: orderSummary('to_pay'), onChanged: fn() },
  decorators: [
    (Story) => (
      <ul style={{ maxWidth: 720, margin: 0, padding: 0, listStyle: 'none' }}>
        <Story />
      </ul>
    ),
  ],
} satisfies Meta<typeof OrderCard>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = within(document.body);
const orderNo = '261121K7Q2M9XW4TZR';
/** What the API was asked, when a story lets a dialog's confirm through. */
const calls = fn();

/** Waiting for payment: two of three lines shown, the total of five items, Cancel, Change address and Pay now. */
export const WaitingForPayment: Story = {
  play: async ({ canvas }) => {
    const card = canvas.getByRole('article', { name: `Order ${orderNo}` });
    await expect(within(card).getByRole('link', { name: `Order ${orderNo}` })).toHaveAttribute(
      'href',
      `/orderDetail/${orderNo}`,
    );
    await expect(within(card).getByText('Pending payment')).toBeVisible();
    await expect(card).toHaveTextContent('Pay before the time runs out, or the order closes.');
    await expect(within(card).getAllByTestId('bought-line')).toHaveLength(2);
    await expect(card).toHaveTextContent('+1 more');
    await expect(within(card).getByText('Total (5 items)').parentElement).toHaveTextContent('Rp 980.200');
    const actions = within(card).getByRole('group', { name: `Actions for order ${orderNo}` });
    await expect(
      within(actions)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Cancel order', 'Change address', 'Pay now']);
  },
};

/** Cancel asks why first, the first reason chosen; the arrows choose another; "Keep order" keeps it. */
export const CancelAsksWhy: Story = {
  beforeEach: () => answerCalls({}, calls),
  play: async ({ canvas }) => {
    calls.mockClear();
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel order' }));
    const dialog = await body.findByRole('alertdialog', { name: 'Cancel this order?' });
    const reasons = within(dialog).getByRole('radiogroup', { name: 'Why are you cancelling?' });
    await expect(within(reasons).getByRole('radio', { name: 'I changed my mind' })).toBeChecked();
    within(reasons).getByRole('radio', { name: 'I changed my mind' }).focus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(within(reasons).getByRole('radio', { name: 'I want to change the address' })).toBeChecked();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep order' }));
    await waitFor(() => expect(body.queryByRole('alertdialog')).toBeNull());
    await expect(calls).not.toHaveBeenCalled();
  },
};

/** Confirmed: the chosen reason goes with the order number, and the list is told to refresh. */
export const CancelledForAReason: Story = {
  beforeEach: () =>
    answerCalls({ 'order/trade/cancel': orderDetail('transaction_closed', {}, 'cancelled') }, calls),
  play: async ({ canvas, args }) => {
    calls.mockClear();
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel order' }));
    const dialog = await body.findByRole('alertdialog', { name: 'Cancel this order?' });
    await userEvent.click(within(dialog).getByRole('radio', { name: 'I found it cheaper elsewhere' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel order' }));
    await waitFor(() => expect(args.onChanged).toHaveBeenCalledOnce());
    await expect(calls).toHaveBeenCalledWith('order/trade/cancel', {
      order_no: orderNo,
      reason: 'found_cheaper',
    });
  },
};

/** On its way: only Confirm receipt, which asks once more ("Not yet" leaves the order as it is). */
export const OnItsWay: Story = {
  args: { order: orderSummary('to_receive') },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Pending receipt')).toBeVisible();
    await expect(canvas.getByText('Waiting for receipt')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Confirm receipt' }));
    const dialog = await body.findByRole('alertdialog', { name: 'Did your order arrive?' });
    await expect(dialog).toHaveTextContent('Confirm only once everything has arrived in good condition.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Not yet' }));
    await waitFor(() => expect(body.queryByRole('alertdialog')).toBeNull());
  },
};

/** Complete, four lines: two shown and "+2 more"; Order again. */
export const CompleteWithMoreLines: Story = {
  args: { order: fourLineSummary },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Transaction complete')).toBeVisible();
    await expect(canvas.getAllByTestId('bought-line')).toHaveLength(2);
    await expect(canvas.getByText('+2 more')).toBeVisible();
    await expect(canvas.getByText('Total (6 items)').parentElement).toHaveTextContent('Rp 1.108.200');
    await expect(canvas.getByRole('button', { name: 'Order again' })).toBeEnabled();
  },
};

/** Cancelled by the shopper: "Cancelled" on the badge, closed under it. */
export const Cancelled: Story = {
  args: { order: orderSummary('transaction_closed', {}, 'cancelled') },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Cancelled')).toBeVisible();
    await expect(canvas.getByText('Transaction closed')).toBeVisible();
  },
};

/** Not paid in time: "Closed", and why. */
export const ClosedUnpaid: Story = {
  args: { order: orderSummary('transaction_closed', {}, 'timed_out') },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Closed')).toBeVisible();
    await expect(canvas.getByText('Transaction closed: not paid in time')).toBeVisible();
  },
};

/**
 * A phone, in Indonesian: the number and "Menunggu pembayaran" do not fit side by side, so the
 * status goes under the number, which stays whole (it is what support asks for).
 */
export const LongStatusInIndonesianOnMobile: Story = {
  globals: { locale: 'id', viewport: { value: 'mobile', isRotated: false } },
  args: { order: indonesianSummary },
  play: async ({ canvas }) => {
    const card = canvas.getByRole('article', { name: 'Pesanan 261121M4R7T2VW9KXD' });
    const heading = within(card).getByRole('heading', { level: 2 });
    const status = within(card).getByText('Menunggu pembayaran');
    await expect(status.getBoundingClientRect().top).toBeGreaterThanOrEqual(
      heading.getBoundingClientRect().bottom - 1,
    );
    await expect(within(card).getByText('Total (1 barang)').parentElement).toHaveTextContent('Rp 84.400');
    await expect(within(card).getByRole('button', { name: 'Bayar sekarang' })).toBeVisible();
  },
};
