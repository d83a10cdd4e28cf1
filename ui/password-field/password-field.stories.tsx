import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { PasswordField } from './password-field';

const meta = {
  title: 'UI/PasswordField',
  component: PasswordField,
  // SPEC.md §5: password input maximum 30.
  args: { label: 'Password', maxLength: 30, onChange: fn() },
  decorators: [
    (Story) => (
      <div className="max-w-sm">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PasswordField>;

export default meta;
type Story = StoryObj<typeof meta>;

const input = (root: HTMLElement) => root.querySelector('input')!;

export const Default: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    const field = input(canvasElement);
    await expect(field).toHaveAttribute('type', 'password');
    await expect(field).toHaveAttribute('autocomplete', 'current-password');
    await userEvent.type(canvas.getByLabelText('Password'), 'rahasia123');
    await expect(args.onChange).toHaveBeenLastCalledWith('rahasia123');
  },
};

export const ToggleVisibility: Story = {
  args: { defaultValue: 'rahasia123' },
  play: async ({ canvas, canvasElement }) => {
    const field = input(canvasElement);
    await userEvent.click(field);
    await userEvent.click(canvas.getByRole('button', { name: 'Show password' }));
    await expect(field).toHaveAttribute('type', 'text');
    // The caret stays in the input, so the phone keyboard does not drop.
    await expect(field).toHaveFocus();
    await userEvent.click(canvas.getByRole('button', { name: 'Hide password' }));
    await expect(field).toHaveAttribute('type', 'password');
    await expect(field).toHaveValue('rahasia123');
  },
};

export const Keyboard: Story = {
  play: async ({ canvas, canvasElement }) => {
    await userEvent.tab();
    await expect(input(canvasElement)).toHaveFocus();
    await userEvent.tab();
    const toggle = canvas.getByRole('button', { name: 'Show password' });
    await expect(toggle).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(input(canvasElement)).toHaveAttribute('type', 'text');
    await expect(canvas.getByRole('button', { name: 'Hide password' })).toBeInTheDocument();
  },
};

export const MaxLength: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.type(input(canvasElement), 'x'.repeat(35));
    await expect(input(canvasElement)).toHaveValue('x'.repeat(30));
  },
};

export const Invalid: Story = {
  args: {
    label: 'Kata sandi',
    isInvalid: true,
    defaultValue: '123',
    errorMessage: 'Kata sandi tidak sesuai dengan standar',
  },
  play: async ({ canvas, canvasElement }) => {
    const field = canvas.getByLabelText('Kata sandi');
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription('Kata sandi tidak sesuai dengan standar');
    const box = canvasElement.querySelector('[data-slot="field-group"]')!;
    await expect(getComputedStyle(box).borderColor).toBe('rgb(217, 48, 37)');
  },
};

export const NewPassword: Story = {
  args: {
    label: 'Kata sandi baru',
    autoComplete: 'new-password',
    description: '6–30 karakter: huruf, angka, atau simbol !@#$%^&*,.',
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(input(canvasElement)).toHaveAttribute('autocomplete', 'new-password');
    await expect(canvas.getByLabelText('Kata sandi baru')).toHaveAccessibleDescription(/6–30 karakter/);
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'rahasia123' },
  play: async ({ canvas, canvasElement }) => {
    await expect(input(canvasElement)).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Show password' })).toBeDisabled();
  },
};

export const IndonesianLocale: Story = {
  globals: { locale: 'id' },
  args: { label: 'Kata sandi' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Tampilkan kata sandi' }));
    await expect(canvas.getByRole('button', { name: 'Sembunyikan kata sandi' })).toBeInTheDocument();
  },
};
