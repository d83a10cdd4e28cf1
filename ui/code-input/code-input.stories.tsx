import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CodeInput } from './code-input';

const meta = {
  title: 'UI/CodeInput',
  component: CodeInput,
  args: { label: 'Verification code', onChange: fn(), onComplete: fn() },
} satisfies Meta<typeof CodeInput>;

export default meta;
type Story = StoryObj<typeof meta>;

const box = (canvas: ReturnType<typeof within>, n: number) =>
  canvas.getByRole('textbox', { name: `Digit ${n} of 6` });

export const TypingAdvances: Story = {
  play: async ({ canvas, args }) => {
    const group = canvas.getByRole('group', { name: 'Verification code' });
    await expect(within(group).getAllByRole('textbox')).toHaveLength(6);
    await userEvent.click(box(canvas, 1));
    await userEvent.keyboard('12');
    await expect(box(canvas, 3)).toHaveFocus();
    await expect(args.onComplete).not.toHaveBeenCalled();
    await userEvent.keyboard('3456');
    await expect(box(canvas, 6)).toHaveValue('6');
    await expect(args.onChange).toHaveBeenLastCalledWith('123456');
    await expect(args.onComplete).toHaveBeenCalledTimes(1);
    await expect(args.onComplete).toHaveBeenCalledWith('123456');
  },
};

export const DigitsOnly: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(box(canvas, 1));
    await userEvent.keyboard('a-7x');
    await expect(box(canvas, 1)).toHaveValue('7');
    await expect(box(canvas, 2)).toHaveValue('');
    await expect(box(canvas, 2)).toHaveFocus();
    await expect(args.onChange).toHaveBeenCalledTimes(1);
  },
};

export const PasteKeepsFirstSixDigits: Story = {
  play: async ({ canvas, args }) => {
    // A paste into any box replaces the code with the first six digits of the text.
    await userEvent.click(box(canvas, 4));
    await userEvent.paste('Kode Pasar Anda: 482-913-77. Jangan bagikan.');
    const values = canvas.getAllByRole('textbox').map((input) => (input as HTMLInputElement).value);
    await expect(values.join('')).toBe('482913');
    await expect(args.onComplete).toHaveBeenCalledWith('482913');
  },
};

export const BackspaceMovesBack: Story = {
  args: { defaultValue: '123' },
  play: async ({ canvas, args }) => {
    await userEvent.click(box(canvas, 4));
    await userEvent.keyboard('{Backspace}');
    // Box 4 was empty: the caret goes back to box 3 and clears its digit.
    await expect(box(canvas, 3)).toHaveFocus();
    await expect(box(canvas, 3)).toHaveValue('');
    await expect(args.onChange).toHaveBeenLastCalledWith('12');
    await userEvent.keyboard('{Backspace}{Backspace}');
    await expect(box(canvas, 1)).toHaveFocus();
    await expect(box(canvas, 1)).toHaveValue('');
  },
};

export const ArrowKeys: Story = {
  args: { defaultValue: '123456' },
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    await expect(box(canvas, 1)).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await expect(box(canvas, 3)).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(box(canvas, 2)).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect(box(canvas, 6)).toHaveFocus();
    // Typing over a filled box replaces its digit; a changed complete code fires again.
    await userEvent.keyboard('{Home}9');
    await expect(box(canvas, 1)).toHaveValue('9');
    await expect(args.onComplete).toHaveBeenLastCalledWith('923456');
  },
};

export const Invalid: Story = {
  args: {
    label: 'Masukkan kode 6 digit',
    description: 'Kode dikirim ke WhatsApp +62 812****7890',
    defaultValue: '111111',
    isInvalid: true,
    errorMessage: 'Kode verifikasi salah, silakan coba lagi',
  },
  play: async ({ canvas }) => {
    const group = canvas.getByRole('group', { name: 'Masukkan kode 6 digit' });
    await expect(group).toHaveAttribute('data-invalid', 'true');
    await expect(group).toHaveAccessibleDescription(
      'Kode dikirim ke WhatsApp +62 812****7890 Kode verifikasi salah, silakan coba lagi',
    );
    for (const input of within(group).getAllByRole('textbox')) {
      await expect(input).toHaveAttribute('aria-invalid', 'true');
      // SPEC.md §5: error-coloured border.
      await expect(getComputedStyle(input).borderColor).toBe('rgb(217, 48, 37)');
    }
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: '12' },
  play: async ({ canvas, args }) => {
    for (const input of canvas.getAllByRole('textbox')) await expect(input).toBeDisabled();
    await userEvent.click(box(canvas, 3), { pointerEventsCheck: 0 });
    await userEvent.keyboard('5');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const AutoFocusFirstEmpty: Story = {
  args: { autoFocus: true, defaultValue: '12' },
  play: async ({ canvas }) => {
    await expect(box(canvas, 3)).toHaveFocus();
    await expect(box(canvas, 1)).toHaveAttribute('autocomplete', 'one-time-code');
  },
};

export const MobileWidth: Story = {
  args: { label: 'Kode verifikasi' },
  decorators: [
    (Story) => (
      <div style={{ width: 320 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas }) => {
    const group = canvas.getByRole('group', { name: 'Kode verifikasi' });
    // Six boxes fit the narrowest phone without scrolling sideways.
    await expect(group.scrollWidth).toBeLessThanOrEqual(320);
  },
};
