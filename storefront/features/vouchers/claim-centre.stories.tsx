import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { answerCalls } from '../../../.storybook/answer-calls';
import {
  voucherClaimLimit,
  voucherEventNotStarted,
  voucherFullyClaimed,
} from '../../../contract/error-codes';
import { session } from '../../session/session-store';
import { CentreItem } from './claim-centre';
import { centreItem, indonesianVoucher, storyNow, walletVouchers } from './story-data';

/**
 * A campaign in the claim centre (/coupons, /activities): Claim while it can be claimed, "Claim
 * again" below the member's limit, Claimed with Use once the limit is reached, and greyed with why
 * when it has not started or is all claimed. A visitor is sent to log in; nothing is claimed.
 */
const meta = {
  title: 'Vouchers/ClaimCentreItem',
  component: CentreItem,
  args: { item: centreItem(walletVouchers.fixed), country: 'ID' },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 480 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CentreItem>;

export default meta;
type Story = StoryObj<typeof meta>;

const calls = fn();
/** A signed-in member whose claim the server grants: a story's beforeEach, with its cleanup. */
const signedIn = () => {
  // Signed in as the shop reads it (useLoggedIn: a user_name, SPEC.md §4), with a token for the calls.
  session.update((s) => ({
    ...s,
    userInfo: { ...s.userInfo, userInfo: { auth_token: 'story-token', user_name: 'Ayu' } },
  }));
  const restore = answerCalls({ 'promotion/api/claim': walletVouchers.fixed }, calls);
  return () => {
    restore();
    session.reset();
  };
};

/** A member presses Claim: the campaign is claimed by its id. */
export const Claim: Story = {
  beforeEach: signedIn,
  play: async ({ canvas }) => {
    calls.mockClear();
    const card = canvas.getByRole('article', { name: walletVouchers.fixed.title });
    await expect(card).toHaveTextContent('Valid until 03/12/2026');
    await userEvent.click(within(card).getByRole('button', { name: 'Claim' }));
    await waitFor(() =>
      expect(calls).toHaveBeenCalledWith('promotion/api/claim', {
        campaign_id: walletVouchers.fixed.campaign_id,
      }),
    );
  },
};

/**
 * A visitor presses Claim: the shop asks for the login (the desktop layout opens its dialog on
 * this message) and claims nothing.
 */
export const VisitorIsAskedToLogIn: Story = {
  beforeEach: () => answerCalls({}, calls),
  play: async ({ canvas }) => {
    calls.mockClear();
    const asked = fn();
    const listen = (event: MessageEvent) => asked(event.data);
    window.addEventListener('message', listen);
    try {
      await userEvent.click(canvas.getByRole('button', { name: 'Claim' }));
      await waitFor(() => expect(asked).toHaveBeenCalledWith(expect.objectContaining({ type: 'LOGIN' })));
      await expect(calls).not.toHaveBeenCalled();
    } finally {
      window.removeEventListener('message', listen);
    }
  },
};

/** Claimed once of three: stamped Claimed, and "Claim again". */
export const ClaimAgain: Story = {
  args: { item: centreItem(walletVouchers.percent, { per_member_limit: 3, member_claims: 1 }) },
  play: async ({ canvasElement, canvas }) => {
    await expect(canvasElement.querySelector('[data-slot="voucher-card-status"]')).toHaveTextContent(
      'Claimed',
    );
    await expect(canvas.getByRole('button', { name: 'Claim again' })).toBeEnabled();
  },
};

/** The member's limit reached: Use (its products) in place of Claim. */
export const LimitReached: Story = {
  args: { item: centreItem(walletVouchers.fixed, { member_claims: 1, refusal: voucherClaimLimit }) },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: /Claim/ })).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Use' })).toHaveAttribute(
      'href',
      `/coupons?id=${walletVouchers.fixed.campaign_id}`,
    );
  },
};

/** Not started: greyed, with the day it starts instead of a button. */
export const NotStartedYet: Story = {
  args: {
    item: centreItem(walletVouchers.freeShipping, {
      starts_at: storyNow + 2 * 24 * 60 * 60_000,
      refusal: voucherEventNotStarted,
    }),
  },
  play: async ({ canvasElement, canvas }) => {
    const card = canvas.getByRole('article');
    await expect(card).toHaveAttribute('data-state', 'disabled');
    await expect(canvasElement.querySelector('[data-slot="voucher-card-reason"]')).toHaveTextContent(
      'Starts 23/11/2026',
    );
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** All claimed: greyed, said. */
export const AllClaimed: Story = {
  args: {
    item: centreItem(walletVouchers.appOnly, { claimed_count: 1_000, refusal: voucherFullyClaimed }),
  },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot="voucher-card-reason"]')).toHaveTextContent(
      'All claimed',
    );
    await expect(canvasElement.querySelector('[data-slot="voucher-card-conditions"]')).toHaveTextContent(
      'App only',
    );
  },
};

/** A phone, in Indonesian: the long campaign title and "Klaim". */
export const InIndonesianOnMobile: Story = {
  globals: { locale: 'id', viewport: { value: 'mobile', isRotated: false } },
  args: { item: centreItem(indonesianVoucher) },
  play: async ({ canvas }) => {
    const card = canvas.getByRole('article', { name: indonesianVoucher.title });
    await expect(card).toHaveTextContent('Khusus pengguna baru');
    await expect(within(card).getByRole('button', { name: 'Klaim' })).toBeVisible();
  },
};
