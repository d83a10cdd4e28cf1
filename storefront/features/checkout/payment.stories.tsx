import type { Meta, StoryObj } from '@storybook/react-vite';
import { useIntl } from 'react-intl';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { payTimeUsedUp } from '../../../contract/error-codes';
import { errorMessageFor } from '../../../contract/error-messages';
import { visibleText } from '../../../.storybook/visible-text';
import { Handoff, PayTimeWarning, TimedOut } from './checkout-page';

/**
 * /checkout's parts after the shopper chose how to pay: what to do with the provider (scan a QR,
 * pay a code at a bank or a store), the payment window's warning with "Add 15 minutes" (WCAG 2.2.1,
 * ADR 034), and the page once the time has run out. The methods list and the countdown run on the
 * checkout machine and are covered by the e2e journeys.
 */
const meta = {
  title: 'Checkout/Payment',
  component: Handoff,
  args: {
    methodName: 'QRIS',
    handoff: {
      type: 'qr',
      qr_string: '00020101021226670016ID.CO.QRIS.WWW0118936009153004015620214PASAR26112101',
      url: null,
      expires_at: Date.UTC(2026, 10, 21, 3, 15),
    },
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 672, padding: 16, background: 'var(--color-surface)' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Handoff>;

export default meta;
type Story = StoryObj<typeof meta>;

/** QRIS: the code drawn in the browser from the provider's string, named for a screen reader. */
export const ScanAQrCode: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { name: 'Scan this code with your banking or e-wallet app' }),
    ).toBeVisible();
    // The QR library is loaded on demand (it stays out of the page's chunk): a first load is slow.
    const qr = await canvas.findByRole('img', { name: 'Payment QR code' }, { timeout: 10_000 });
    await expect(qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    await expect(canvas.queryByRole('link')).toBeNull();
  },
};

const virtualAccount = {
  type: 'payment_code' as const,
  code: '8808 1234 5678 9012',
  counter: null,
  bank: 'BCA',
  url: null,
  expires_at: Date.UTC(2026, 10, 22, 3, 0),
};

/** A BCA virtual account: the number large and selectable, Copy beside it, where to pay under it. */
export const VirtualAccountNumber: Story = {
  args: { handoff: virtualAccount, methodName: 'BCA virtual account' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Pay with this code' })).toBeVisible();
    await expect(canvas.getByTestId('payment-code')).toHaveTextContent('8808 1234 5678 9012');
    await expect(canvas.getByRole('button', { name: 'Copy code' })).toBeEnabled();
    await expect(canvas.getByText('Pay at BCA before the time runs out.')).toBeVisible();
  },
};

/** An Alfamart code on a phone, in Indonesian, with the provider's page as a way out. */
export const StoreCodeInIndonesianOnMobile: Story = {
  globals: { locale: 'id', viewport: { value: 'mobile', isRotated: false } },
  args: {
    methodName: 'Alfamart',
    handoff: {
      ...virtualAccount,
      code: 'PSR7K2M9QX',
      bank: null,
      counter: 'Alfamart',
      url: '/sandbox-pay/pay_7K2M9QX',
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Bayar dengan kode ini' })).toBeVisible();
    await expect(canvas.getByText('Bayar di Alfamart sebelum waktunya habis.')).toBeVisible();
    await expect(canvas.getByRole('link')).toHaveAttribute('href', '/sandbox-pay/pay_7K2M9QX');
  },
};

/** Under five minutes left: said once in a polite status, with "Add 15 minutes" beside it. */
export const TimeRunningOut: Story = {
  render: () => <PayTimeWarningStory warning canExtend />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Less than 5 minutes left to pay. Need more time?',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Add 15 minutes' }));
    await expect(extend).toHaveBeenCalledOnce();
  },
};

/** Every extension used: the server's refusal in the shopper's words, and no button. */
export const NoMoreTimeToAdd: Story = {
  render: () => <PayTimeWarningStory warning refused />,
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('pay-time-refused')).toHaveTextContent(
      'No more time can be added to pay for this order',
    );
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** After "Add 15 minutes": the status says so (once), the warning gone. */
export const TimeAdded: Story = {
  render: () => <PayTimeWarningStory timeAdded />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('15 minutes added. Take your time.');
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** Time ran out: the order is closed; the way to it and back to the shop. */
export const PaymentTimedOut: Story = {
  render: () => <TimedOut orderNo="261121K7Q2M9XW4TZR" />,
  play: async ({ canvas }) => {
    const notice = canvas.getByRole('alert');
    await waitFor(() => expect(visibleText(notice)).toContain('Payment timed out'));
    await expect(notice).toHaveTextContent('The items are back in stock.');
    await expect(canvas.getByRole('link', { name: 'View order' })).toHaveAttribute(
      'href',
      '/orderDetail/261121K7Q2M9XW4TZR',
    );
    await expect(canvas.getByRole('link', { name: 'Continue shopping' })).toHaveAttribute('href', '/');
  },
};

const extend = fn();

function PayTimeWarningStory({
  warning = false,
  timeAdded = false,
  canExtend = false,
  refused = false,
}: {
  warning?: boolean;
  timeAdded?: boolean;
  canExtend?: boolean;
  /** The server refused more time (1104010), as the page shows its refusal. */
  refused?: boolean;
}) {
  const intl = useIntl();
  const refusal = refused ? intl.formatMessage(errorMessageFor(payTimeUsedUp)!) : null;
  return (
    <div style={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 8 }}>
      <PayTimeWarning
        warning={warning}
        timeAdded={timeAdded}
        extending={false}
        canExtend={canExtend}
        refusal={refusal}
        onExtend={extend}
      />
    </div>
  );
}
