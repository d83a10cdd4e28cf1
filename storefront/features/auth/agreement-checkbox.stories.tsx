import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { AgreementCheckbox } from './agreement-checkbox';

function Controlled({ newTab = false }: { newTab?: boolean }) {
  const [agreed, setAgreed] = useState(false);
  return <AgreementCheckbox isSelected={agreed} onChange={() => setAgreed((a) => !a)} newTab={newTab} />;
}

const meta = {
  title: 'Auth/AgreementCheckbox',
  component: Controlled,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof Controlled>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The box ticks from the keyboard; each document is its own link and does not tick it. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const box = canvas.getByRole('checkbox', { name: /I have read and agree/ });
    await expect(box).not.toBeChecked();
    await expect(canvas.getByRole('link', { name: 'User Agreement' })).toHaveAttribute('href', '/agreement');
    await expect(canvas.getByRole('link', { name: 'Terms and Conditions' })).toHaveAttribute(
      'href',
      '/policyTerms',
    );
    await expect(canvas.getByRole('link', { name: 'Return and Refund Policy' })).toHaveAttribute(
      'href',
      '/refundPolicy',
    );
    await userEvent.tab();
    await expect(box).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(box).toBeChecked();
  },
};

/** In the desktop dialog the documents open in a new tab, so the dialog is not lost. */
export const InTheDialog: Story = {
  args: { newTab: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'User Agreement' })).toHaveAttribute('target', '_blank');
  },
};

export const InIndonesian: Story = {
  globals: { locale: 'id' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Perjanjian Pengguna' })).toBeVisible();
  },
};
