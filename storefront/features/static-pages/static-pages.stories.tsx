import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { AgreementPage } from './agreement-page';
import { DownloadAppPage } from './download-app-page';
import { FaqsPage } from './faqs-page';
import { PolicyTermsPage } from './policy-terms-page';
import { PrivacyPage } from './privacy-page';
import { RefundPolicyPage } from './refund-policy-page';
import { appQrCodeUrl, appStoreUrl, googlePlayUrl } from './constants';

const meta = {
  title: 'Pages/Static',
  component: FaqsPage,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof FaqsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Faqs: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Frequently asked questions' })).toBeVisible();
    await expect(canvas.getAllByRole('heading', { level: 3 })).toHaveLength(15);

    // Keyboard only: Tab to the first question (past the mobile back button), Enter opens it.
    const question = canvas.getByRole('button', { name: 'When will my order be shipped?' });
    const answer = canvas.getByText(/Orders usually ship within 48 hours/);
    await expect(answer).not.toBeVisible();
    for (let i = 0; i < 5 && document.activeElement !== question; i++) await userEvent.tab();
    await expect(question).toHaveFocus();
    await expect(question).toHaveAttribute('aria-expanded', 'false');
    await userEvent.keyboard('{Enter}');
    await expect(question).toHaveAttribute('aria-expanded', 'true');
    await expect(answer).toBeVisible();
    await userEvent.keyboard('{Enter}');
    await expect(answer).not.toBeVisible();
  },
};

const mobile = { viewport: { value: 'mobile', isRotated: false } };

/** 390 px: the page header is the mobile back bar, so Tab passes the back button first. */
export const FaqsOnMobile: Story = {
  globals: mobile,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Frequently asked questions' })).toBeVisible();
    const back = canvas.getByRole('button', { name: 'Back' });
    const question = canvas.getByRole('button', { name: 'How long does delivery take?' });
    await userEvent.tab();
    await expect(back).toHaveFocus();
    for (let i = 0; i < 5 && document.activeElement !== question; i++) await userEvent.tab();
    await expect(question).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(canvas.getByText(/1 to 2 days within the city and 4 to 7 days/)).toBeVisible();
  },
};

export const FaqsInIndonesian: Story = {
  globals: { locale: 'id' },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Pertanyaan yang sering diajukan' }),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Apakah ada biaya untuk pengembalian dana?' }));
    await expect(canvas.getByText(/SGD 0.50 per pengembalian dana/)).toBeVisible();
  },
};

export const RefundPolicy: Story = {
  render: () => <RefundPolicyPage />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Return and Refund Policy' })).toBeVisible();
    await expect(canvas.getByText('Singapore: SGD 0.50 for each refund paid via PayNow.')).toBeVisible();
    await expect(
      canvas.getByText('Malaysia: MYR 0.70 for each refund paid via online banking.'),
    ).toBeVisible();
  },
};

export const Privacy: Story = {
  render: () => <PrivacyPage />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
    await expect(canvas.getByText(/processed within 3 to 7 working days/)).toBeVisible();
  },
};

export const Agreement: Story = {
  render: () => <AgreementPage />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'User Agreement' })).toBeVisible();
    const contents = canvas.getByRole('navigation', { name: 'On this page' });
    await expect(within(contents).getAllByRole('link')).toHaveLength(8);
  },
};

/** /agreement-zh-CN: Chinese whatever the UI language (here English). */
export const AgreementFixedToChinese: Story = {
  render: () => <AgreementPage language="zh-CN" />,
  play: async ({ canvas }) => {
    const title = await canvas.findByRole('heading', { level: 1, name: '用户协议' });
    await expect(title).toBeVisible();
    await expect(title.closest('article')).toHaveAttribute('lang', 'zh-CN');
  },
};

export const PolicyTerms: Story = {
  render: () => <PolicyTermsPage />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Terms and Conditions' })).toBeVisible();
    await expect(canvas.getByText(/Orders usually ship within 48 hours/)).toBeVisible();
  },
};

export const RefundPolicyOnMobile: Story = {
  globals: mobile,
  render: () => <RefundPolicyPage />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Return and Refund Policy' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Back' })).toBeVisible();
  },
};

/** /policyTerms-id: Indonesian whatever the UI language (here English). */
export const PolicyTermsFixedToIndonesian: Story = {
  render: () => <PolicyTermsPage language="id" />,
  play: async ({ canvas }) => {
    const title = await canvas.findByRole('heading', { level: 1, name: 'Syarat dan Ketentuan' });
    await expect(title.closest('article')).toHaveAttribute('lang', 'id');
  },
};

export const DownloadAppOnMobile: Story = {
  globals: mobile,
  render: () => <DownloadAppPage />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Get the Pasar app' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: /Get it on Google Play/ })).toBeVisible();
  },
};

export const DownloadApp: Story = {
  render: () => <DownloadAppPage />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Get the Pasar app' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: /Download on the App Store/ })).toHaveAttribute(
      'href',
      appStoreUrl,
    );
    await expect(canvas.getByRole('link', { name: /Get it on Google Play/ })).toHaveAttribute(
      'href',
      googlePlayUrl,
    );
    await expect(canvas.getByRole('heading', { level: 2, name: 'Scan to download' })).toBeVisible();
    // The server draws the codes (server/areas/app-load/app-qr-codes.test.ts); here, each asks for its store's.
    await expect(
      canvas.getByRole('img', { name: 'QR code linking to the Pasar app on the App Store' }),
    ).toHaveAttribute('src', appQrCodeUrl('ios'));
    await expect(
      canvas.getByRole('img', { name: 'QR code linking to the Pasar app on Google Play' }),
    ).toHaveAttribute('src', appQrCodeUrl('android'));
  },
};
