import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { TextField } from './text-field';

const meta = {
  title: 'UI/TextField',
  component: TextField,
  args: { label: 'E-mail', placeholder: 'name@example.com', onChange: fn() },
  decorators: [
    (Story) => (
      <div className="max-w-sm">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('textbox', { name: 'E-mail' });
    await userEvent.type(input, 'ayu@example.com');
    await expect(input).toHaveValue('ayu@example.com');
    await expect(args.onChange).toHaveBeenLastCalledWith('ayu@example.com');
  },
};

export const WithDescription: Story = {
  args: { label: 'Alamat e-mail', description: 'Kami akan mengirim kode verifikasi ke alamat ini.' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Alamat e-mail' });
    await expect(input).toHaveAccessibleDescription('Kami akan mengirim kode verifikasi ke alamat ini.');
  },
};

export const Invalid: Story = {
  args: { isInvalid: true, defaultValue: 'ayu@', errorMessage: 'Please enter a valid e-mail address' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'E-mail' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAttribute('data-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Please enter a valid e-mail address');
    // SPEC.md §5: an invalid contact shows an error-coloured border.
    await expect(getComputedStyle(input).borderColor).toBe('rgb(217, 48, 37)');
  },
};

export const ValidatedWhileTyping: Story = {
  args: {
    label: 'Kode pos',
    validationBehavior: 'aria',
    validate: (value) => (/^\d*$/.test(value) ? null : 'Masukkan kode pos yang benar'),
  },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Kode pos' });
    await userEvent.type(input, '12a');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText('Masukkan kode pos yang benar')).toBeVisible();
    await userEvent.type(input, '{Backspace}');
    await expect(input).not.toHaveAttribute('aria-invalid');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'ayu@example.com' },
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('textbox', { name: 'E-mail' });
    await expect(input).toBeDisabled();
    await userEvent.type(input, 'x', { pointerEventsCheck: 0 });
    await expect(input).toHaveValue('ayu@example.com');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const MaxLength: Story = {
  // SPEC.md §5: e-mail input maximum 64.
  args: { label: 'Email', maxLength: 64 },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Email' });
    await userEvent.type(input, 'a'.repeat(70));
    await expect(input).toHaveValue('a'.repeat(64));
  },
};

export const Multiline: Story = {
  args: { label: 'Catatan untuk penjual', multiline: true, placeholder: 'Opsional' },
  play: async ({ canvas }) => {
    const area = canvas.getByRole('textbox', { name: 'Catatan untuk penjual' });
    await expect(area.tagName).toBe('TEXTAREA');
    await userEvent.type(area, 'Tolong dibungkus{Enter}rapi');
    await expect(area).toHaveValue('Tolong dibungkus\nrapi');
  },
};

export const LongIndonesianText: Story = {
  args: {
    label: 'Alamat lengkap (nama jalan, nomor rumah, RT/RW, kelurahan, kecamatan)',
    description:
      'Tuliskan patokan seperti warna pagar atau nama toko terdekat agar kurir mudah menemukan alamat Anda.',
    placeholder: 'Jalan Merdeka Barat Nomor 12, RT 03/RW 05',
  },
  decorators: [
    (Story) => (
      <div className="w-72">
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement, canvas }) => {
    await expect(canvas.getByRole('textbox', { name: /Alamat lengkap/ })).toBeVisible();
    const field = canvasElement.querySelector('[data-slot="text-field"]')!;
    // Long words wrap inside the 18rem column instead of pushing the layout sideways.
    await expect(field.scrollWidth).toBeLessThanOrEqual(field.clientWidth);
  },
};

export const KeyboardFocus: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    const input = canvas.getByRole('textbox', { name: 'E-mail' });
    await expect(input).toHaveFocus();
    await expect(input).toHaveAttribute('data-focused', 'true');
  },
};
