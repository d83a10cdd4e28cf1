import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { OtherMethods } from './other-methods';

const meta = {
  title: 'Auth/OtherMethods',
  component: OtherMethods,
  parameters: { layout: 'padded' },
  args: { methods: ['email', 'password', 'google'], onChoose: fn() },
} satisfies Meta<typeof OtherMethods>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Under the phone login: e-mail, password, Google; each is a button named by its method. */
export const OnThePhoneScreen: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { name: 'Other ways to log in' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Password' }));
    await expect(args.onChoose).toHaveBeenCalledWith('password');
  },
};

/** Where a country has WhatsApp off, the e-mail screen offers only password and Google. */
export const WithoutWhatsApp: Story = {
  args: { methods: ['password', 'google'] },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: 'WhatsApp' })).toBeNull();
    await expect(canvas.getAllByRole('button')).toHaveLength(2);
  },
};

/** Google's address is being fetched: its button waits, the others are held back. */
export const GooglePending: Story = {
  args: { methods: ['whatsapp', 'password', 'google'], pending: 'google' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Password' })).toBeDisabled();
  },
};
