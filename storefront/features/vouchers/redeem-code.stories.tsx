import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { answerCalls } from '../../../.storybook/answer-calls';
import { walletVouchers } from './story-data';
import { RedeemCode } from './wallet-page';

/**
 * The wallet's box for a typed voucher code (SPEC.md §2 virtual/mapping): 4 to 32 letters or
 * digits, said as soon as it cannot be one; Redeem claims it into the wallet, which then refreshes.
 */
const meta = {
  title: 'Vouchers/RedeemCode',
  component: RedeemCode,
  args: { onRedeemed: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 560 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof RedeemCode>;

export default meta;
type Story = StoryObj<typeof meta>;

const calls = fn();

/** Too short, or with a space: said under the field, Redeem held back until it can be a code. */
export const NotACode: Story = {
  play: async ({ canvas }) => {
    const field = canvas.getByRole('textbox', { name: 'Voucher code' });
    const redeem = canvas.getByRole('button', { name: 'Redeem' });
    await expect(redeem).toBeDisabled();
    await userEvent.type(field, 'AB');
    await expect(canvas.getByText('Enter 4 to 32 letters or digits')).toBeVisible();
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(redeem).toBeDisabled();
    await userEvent.type(field, 'C D');
    await expect(redeem).toBeDisabled();
  },
};

/** A code typed and sent with Enter: claimed, the box emptied, the wallet told to refresh. */
export const Redeemed: Story = {
  beforeEach: () => answerCalls({ 'promotion/api/virtual/mapping': walletVouchers.fixed }, calls),
  play: async ({ canvas, args }) => {
    calls.mockClear();
    const field = canvas.getByRole('textbox', { name: 'Voucher code' });
    await userEvent.type(field, 'PASARHEMAT50{Enter}');
    await waitFor(() => expect(args.onRedeemed).toHaveBeenCalledOnce());
    await expect(calls).toHaveBeenCalledWith('promotion/api/virtual/mapping', { code: 'PASARHEMAT50' });
    await expect(field).toHaveValue('');
  },
};

/** In Indonesian on a phone: the label, the hint and the button fit the narrow row. */
export const InIndonesianOnMobile: Story = {
  globals: { locale: 'id', viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Kode voucher' }), 'X');
    await expect(canvas.getByText('Masukkan 4 sampai 32 huruf atau angka')).toBeVisible();
    const redeem = canvas.getByRole('button', { name: 'Tukarkan' });
    await expect(redeem.getBoundingClientRect().right).toBeLessThanOrEqual(390);
  },
};
