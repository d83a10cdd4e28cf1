import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { CONSENT_STORAGE_KEY, readConsent, saveConsent } from '../../session/consent-choice';
import { ConsentBanner } from './consent-banner';
import { ConsentChoicesDialog } from './consent-choices-dialog';

// ADR 027: the banner's three answers and the choices dialog, by keyboard, in both layouts.

const meta = {
  title: 'Consent/Banner',
  component: ConsentBanner,
  args: { onChoose: fn() },
  beforeEach: () => localStorage.removeItem(CONSENT_STORAGE_KEY),
} satisfies Meta<typeof ConsentBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

const mobile = { viewport: { value: 'mobile', isRotated: false } };
const body = within(document.body);

/** Accept and Reject are the first two stops, alike; Accept stores both purposes. */
export const AcceptByKeyboard: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Your privacy choices' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Privacy policy' })).toHaveAttribute('href', '/privacy');
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Accept all' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(readConsent()).toEqual({ analytics: true, advertising: true });
  },
};

/** Refusing is one press too, the button beside Accept, on a phone. */
export const RejectOnMobile: Story = {
  globals: mobile,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Reject all' }));
    await expect(readConsent()).toEqual({ analytics: false, advertising: false });
  },
};

/** "Choose" stores nothing: it opens the per-purpose choices. */
export const Choose: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Choose' }));
    await expect(args.onChoose).toHaveBeenCalled();
    await expect(readConsent()).toBeNull();
  },
};

export const InIndonesian: Story = {
  globals: { locale: 'id', ...mobile },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Terima semua' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Tolak semua' })).toBeVisible();
  },
};

export const InChinese: Story = {
  globals: { locale: 'zh-CN' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: '您的隐私选择' })).toBeVisible();
  },
};

/** The choices dialog (stories of their own: it opens over the page). */
export const ChoicesNothingYet: StoryObj<typeof ConsentChoicesDialog> = {
  render: () => <ConsentChoicesDialog onClose={() => undefined} />,
  play: async () => {
    const dialog = await body.findByRole('dialog', { name: 'Privacy choices' });
    const inDialog = within(dialog);
    await expect(inDialog.getByRole('checkbox', { name: /Needed to run the shop/ })).toBeDisabled();
    await expect(inDialog.getByRole('checkbox', { name: 'Analytics' })).not.toBeChecked();
    await expect(inDialog.getByRole('checkbox', { name: 'Advertising' })).not.toBeChecked();
    // Tick analytics by keyboard and save: only analytics is stored.
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    inDialog.getByRole('checkbox', { name: 'Analytics' }).focus();
    await userEvent.keyboard(' ');
    await userEvent.click(inDialog.getByRole('button', { name: 'Save choices' }));
    await expect(readConsent()).toEqual({ analytics: true, advertising: false });
  },
};

/** Reopened after "Accept all": both ticked; withdrawing is one press. */
export const ChoicesWithdrawOnMobile: StoryObj<typeof ConsentChoicesDialog> = {
  globals: mobile,
  beforeEach: () => saveConsent({ analytics: true, advertising: true }),
  render: () => <ConsentChoicesDialog onClose={() => undefined} />,
  play: async () => {
    const dialog = within(await body.findByRole('dialog', { name: 'Privacy choices' }));
    await expect(dialog.getByRole('checkbox', { name: 'Analytics' })).toBeChecked();
    await expect(dialog.getByRole('checkbox', { name: 'Advertising' })).toBeChecked();
    await userEvent.click(dialog.getByRole('button', { name: 'Reject all' }));
    await expect(readConsent()).toEqual({ analytics: false, advertising: false });
  },
};

export const ChoicesInChinese: StoryObj<typeof ConsentChoicesDialog> = {
  globals: { locale: 'zh-CN' },
  render: () => <ConsentChoicesDialog onClose={() => undefined} />,
  play: async () => {
    const dialog = within(await body.findByRole('dialog', { name: '隐私选择' }));
    // The dialog zooms in: visible once the animation has run.
    await waitFor(() => expect(dialog.getByRole('button', { name: '全部拒绝' })).toBeVisible());
  },
};
