import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { RequestCard } from './after-sale-list-page';
import { RefundCard } from './refunds-page';
import { refundEntry, requestSummary, singaporeRefund } from './story-data';

/**
 * The lists' cards: a request on /afterSaleOrder (its number linking to the detail, the status,
 * type, order, lines and refund), and its money on /refunds with the four steps the money takes
 * (request sent, seller approved, being paid, received), laid out across the card.
 */
const meta = {
  title: 'AfterSales/RequestCards',
  component: RequestCard,
  args: { request: requestSummary('awaiting_return') },
  decorators: [
    (Story) => (
      <ul style={{ maxWidth: 720, margin: 0, padding: 0, listStyle: 'none' }}>
        <Story />
      </ul>
    ),
  ],
} satisfies Meta<typeof RequestCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A return to send: the number links to the detail; status, type and order under it; the refund. */
export const ReturnToSend: Story = {
  play: async ({ canvas }) => {
    const card = canvas.getByRole('article', { name: 'Request AS261121K7Q2M9XW4T' });
    await expect(within(card).getByRole('link', { name: 'Request AS261121K7Q2M9XW4T' })).toHaveAttribute(
      'href',
      '/afterSaleOrderDetail/AS261121K7Q2M9XW4T',
    );
    await expect(card).toHaveTextContent('Waiting for your return');
    await expect(card).toHaveTextContent('Return and refund');
    await expect(card).toHaveTextContent('Order 261121K7Q2M9XW4TZR');
    await expect(within(card).getAllByTestId('bought-line')).toHaveLength(1);
    await expect(within(card).getByText('Refund amount').parentElement).toHaveTextContent('Rp 881.000');
  },
};

/** The same card in Indonesian on a phone: the number truncates before the status badge does. */
export const InIndonesianOnMobile: Story = {
  globals: { locale: 'id', viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    const card = canvas.getByRole('article');
    await expect(card).toHaveTextContent('Menunggu barang kamu kirim balik');
    const heading = within(card).getByRole('heading', { level: 2 });
    await expect(heading).toHaveClass('truncate');
    await expect(heading.getBoundingClientRect().right).toBeLessThanOrEqual(390);
  },
};

/** Its money on /refunds, being paid to GoPay: the first three steps reached, the third current. */
export const RefundBeingPaid: Story = {
  render: () => <RefundCard entry={refundEntry('refund_pending')} />,
  play: async ({ canvas }) => {
    const card = canvas.getByTestId('refund-card');
    await expect(card).toHaveTextContent('Refund on its way');
    await expect(within(card).getByTestId('refund-amount')).toHaveTextContent('Rp 881.000');
    await expect(within(card).getByText('Refund to').nextElementSibling).toHaveTextContent('GoPay');
    const steps = within(within(card).getByRole('list', { name: 'Refund progress' })).getAllByRole(
      'listitem',
    );
    await expect(steps.map((step) => step.dataset.state)).toEqual([
      'complete',
      'complete',
      'current',
      'upcoming',
    ]);
    await expect(steps[2]).toHaveTextContent('Refund being paid');
    await expect(steps[0]).toHaveTextContent('18/11/2026 10:00:00');
  },
};

/** Received: every step reached, the date it arrived under the last, in the success tone. */
export const RefundReceived: Story = {
  render: () => <RefundCard entry={refundEntry('refund_successful')} />,
  play: async ({ canvas }) => {
    const steps = within(canvas.getByRole('list', { name: 'Refund progress' })).getAllByRole('listitem');
    await expect(steps[3]).toHaveAttribute('aria-current', 'step');
    await expect(steps[3]).toHaveTextContent('Refund received');
    await expect(steps[3]).toHaveTextContent('20/11/2026 14:00:00');
    await expect(steps[3]!.querySelector('[data-slot="status-timeline-marker"]')).toHaveClass('bg-success');
  },
};

/** Singapore: the shipping came back with the items, the S$ 0.50 fee taken off. */
export const SingaporeWithFee: Story = {
  render: () => <RefundCard entry={singaporeRefund} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('refund-shipping')).toHaveTextContent('S$ 3.99');
    await expect(canvas.getByTestId('refund-fee')).toHaveTextContent('−S$ 0.50');
    await expect(canvas.getByTestId('refund-amount')).toHaveTextContent('S$ 33.69');
    await expect(canvas.getByText('Refund to').nextElementSibling).toHaveTextContent('PayNow');
  },
};

/** Refused: the money stops at the first step, marked as an error. */
export const RefundRefused: Story = {
  render: () => <RefundCard entry={refundEntry('failed')} />,
  play: async ({ canvas }) => {
    const steps = within(canvas.getByRole('list', { name: 'Refund progress' })).getAllByRole('listitem');
    await expect(steps[0]).toHaveAttribute('aria-current', 'step');
    await expect(steps[0]!.querySelector('[data-slot="status-timeline-marker"]')).toHaveClass('bg-error');
    await expect(canvas.getByTestId('refund-card')).toHaveTextContent('Request refused');
  },
};
