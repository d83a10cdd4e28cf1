import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { RequestStatus } from './after-sale-detail-page';
import { requestDetail } from './story-data';
import { storyNow } from '../vouchers/story-data';

/**
 * The head of /afterSaleOrderDetail: the request's status (SPEC.md §4's words), what happens next,
 * the return's deadline while the item is to be sent back (a date while days are left, a countdown
 * in its last day), and the timeline of every move so far, the current one in the state's tone.
 */
const meta = {
  title: 'AfterSales/RequestStatus',
  component: RequestStatus,
  args: { request: requestDetail('pending_review') },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 640 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof RequestStatus>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The timeline's steps, and the current one's marker. */
function timeline(canvas: HTMLElement) {
  const list = within(canvas).getByRole('list', { name: 'Request progress' });
  const steps = within(list).getAllByRole('listitem');
  const current = steps.find((step) => step.getAttribute('aria-current') === 'step');
  return { steps, current, marker: current?.querySelector('[data-slot="status-timeline-marker"]') };
}

/** Just sent: the seller reviews it; one step, the current one. */
export const WaitingForReview: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByTestId('request-status')).toHaveTextContent('Waiting for the seller to review');
    await expect(canvas.getByTestId('request-next')).toHaveTextContent(
      'The seller reviews your request and answers here.',
    );
    const { steps, current } = timeline(canvasElement);
    await expect(steps).toHaveLength(1);
    await expect(current).toHaveTextContent('18/11/2026 10:00:00');
    await expect(canvas.queryByTestId('request-deadline')).toBeNull();
  },
};

/** The seller agreed to the return: send it by a date two days away (no ticking clock for days). */
export const WaitingForYourReturn: Story = {
  args: { request: requestDetail('awaiting_return') },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByTestId('request-status')).toHaveTextContent('Waiting for your return');
    await expect(canvas.getByTestId('request-deadline')).toHaveTextContent(
      'Send the return by 23/11/2026 15:00:00',
    );
    await expect(canvas.getByTestId('request-deadline').querySelector('[data-slot="countdown"]')).toBeNull();
    const { steps, current } = timeline(canvasElement);
    await expect(steps.map((step) => step.dataset.state)).toEqual(['complete', 'current']);
    await expect(current).toHaveTextContent('Waiting for your return');
  },
};

/** Its last day: a countdown, and the deadline beside it. */
export const LastDayToSendIt: Story = {
  args: { request: requestDetail('awaiting_return', { deadline: storyNow + 5 * 60 * 60_000 }) },
  play: async ({ canvas }) => {
    const deadline = canvas.getByTestId('request-deadline');
    await expect(deadline.querySelector('[data-slot="countdown"]')).not.toBeNull();
    await expect(deadline).toHaveTextContent('Time left');
    await expect(deadline).toHaveTextContent(/0[45]:\d\d:\d\d/);
    await expect(deadline).toHaveTextContent('Until 21/11/2026 15:00:00');
  },
};

/** Refunded: six steps, every one reached, the last in the success tone; where the money went. */
export const Refunded: Story = {
  args: { request: requestDetail('refund_successful') },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByTestId('request-status')).toHaveTextContent('Refund successful');
    await expect(canvas.getByTestId('request-next')).toHaveTextContent('Rp 881.000 was refunded to GoPay.');
    const { steps, marker } = timeline(canvasElement);
    await expect(steps).toHaveLength(6);
    await expect(steps[3]).toHaveTextContent('Seller is inspecting the item');
    await expect(marker).toHaveClass('bg-success');
  },
};

/** Refused: the merchant's reason under the status and on its step, in the error tone. */
export const Refused: Story = {
  args: { request: requestDetail('failed') },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByTestId('request-status')).toHaveTextContent('Request refused');
    await expect(canvas.getByTestId('request-next')).toHaveTextContent(
      'Reason: The photos do not show the problem',
    );
    const { current, marker } = timeline(canvasElement);
    await expect(current).toHaveTextContent('The photos do not show the problem');
    await expect(marker).toHaveClass('bg-error');
  },
};

/** Cancelled by the job: the return was not sent in time, said instead of "you cancelled". */
export const CancelledReturnOverdue: Story = {
  args: { request: requestDetail('cancelled') },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByTestId('request-status')).toHaveTextContent('Request cancelled');
    await expect(canvas.getByTestId('request-next')).toHaveTextContent('The item was not sent back in time');
    await expect(canvas.getByTestId('request-next')).not.toHaveTextContent('You cancelled');
    await expect(timeline(canvasElement).marker).toHaveClass('bg-error');
  },
};

/** Indonesian, on a phone: the long state and its instructions wrap; the date keeps its form. */
export const WaitingForYourReturnInIndonesianOnMobile: Story = {
  globals: { locale: 'id', viewport: { value: 'mobile', isRotated: false } },
  args: { request: requestDetail('awaiting_return') },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('request-status')).toHaveTextContent('Menunggu barang kamu kirim balik');
    await expect(canvas.getByTestId('request-next')).toHaveTextContent(
      'Kirim barang ke alamat di bawah dan masukkan nomor resi sebelum waktunya habis.',
    );
    await expect(canvas.getByTestId('request-deadline')).toHaveTextContent(
      'Kirim balik barangnya sebelum 23/11/2026 15:00:00',
    );
    await expect(canvas.getByRole('list', { name: 'Progres pengajuan' })).toBeVisible();
  },
};
