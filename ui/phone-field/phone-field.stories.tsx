import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { PhoneField } from './phone-field';

const meta = {
  title: 'UI/PhoneField',
  component: PhoneField,
  args: {
    label: 'WhatsApp number',
    placeholder: '812 3456 7890',
    errorMessage: 'Enter a valid phone number',
    onChange: fn(),
    onCountryCodeChange: fn(),
  },
  decorators: [
    (Story) => (
      <div className="max-w-sm">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PhoneField>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = within(document.body);
const ERROR_BORDER = 'rgb(217, 48, 37)';

export const ValidIndonesianNumber: Story = {
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('textbox', { name: 'WhatsApp number' });
    await expect(input).toHaveAttribute('maxlength', '13');
    await userEvent.type(input, '081234567890');
    await userEvent.tab();
    await expect(input).toHaveValue('081234567890');
    await expect(input).not.toHaveAttribute('aria-invalid');
    await expect(args.onChange).toHaveBeenLastCalledWith('081234567890');
  },
};

export const DigitsOnlyAndMaxLength: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'WhatsApp number' });
    await userEvent.type(input, '8a1-2 3');
    await expect(input).toHaveValue('8123');
    // +62 allows 13 digits: the 14th is refused.
    await userEvent.type(input, '4567890123');
    await expect(input).toHaveValue('8123456789012');
  },
};

export const InvalidAfterBlur: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'WhatsApp number' });
    await userEvent.type(input, '71234');
    // Not while typing…
    await expect(input).not.toHaveAttribute('aria-invalid');
    await userEvent.tab();
    // …but once the field is left with a number +62 does not accept.
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Enter a valid phone number');
    const box = input.closest('[data-slot="field-group"]')!;
    // SPEC.md §5: an error-coloured border (waited for: the border colour transitions).
    await waitFor(() => expect(getComputedStyle(box).borderColor).toBe(ERROR_BORDER));
  },
};

export const ForcedInvalid: Story = {
  args: { isInvalid: true, defaultValue: '81234567890', errorMessage: 'Nomor ini sudah terdaftar' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'WhatsApp number' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText('Nomor ini sudah terdaftar')).toBeVisible();
  },
};

export const SwitchToSingapore: Story = {
  args: { defaultValue: '81234567890' },
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('textbox', { name: 'WhatsApp number' });
    await userEvent.click(canvas.getByRole('button', { name: /Country code/ }));
    await userEvent.click(await body.findByRole('option', { name: /Singapore/ }));
    await expect(args.onCountryCodeChange).toHaveBeenCalledWith('65');
    // +65 numbers are 8 digits: the number is cut to fit and the input refuses more.
    await waitFor(() => expect(input).toHaveAttribute('maxlength', '8'));
    await expect(input).toHaveValue('81234567');
    await expect(args.onChange).toHaveBeenLastCalledWith('81234567');
    await userEvent.click(input);
    await userEvent.tab();
    await expect(input).not.toHaveAttribute('aria-invalid');
  },
};

export const Malaysia: Story = {
  args: { defaultCountryCode: '60', label: 'Nombor telefon' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Nombor telefon' });
    await expect(input).toHaveAttribute('maxlength', '10');
    await userEvent.type(input, '812345678');
    await userEvent.tab();
    // +60 numbers start with 1.
    await expect(input).toHaveAttribute('aria-invalid', 'true');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: '81234567890' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'WhatsApp number' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: /Country code/ })).toBeDisabled();
  },
};

export const IndonesianLabels: Story = {
  args: {
    label: 'Nomor WhatsApp',
    description: 'Kami akan mengirim kode verifikasi ke nomor WhatsApp ini',
    errorMessage: 'Masukkan nomor telepon yang benar',
  },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Nomor WhatsApp' });
    await expect(input).toHaveAccessibleDescription(
      'Kami akan mengirim kode verifikasi ke nomor WhatsApp ini',
    );
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: /Country code/ })).toHaveFocus();
    await userEvent.tab();
    await expect(input).toHaveFocus();
  },
};
