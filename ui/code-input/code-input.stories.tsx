import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { within } from 'storybook/test';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { CodeInput, type CodeInputProps } from './code-input';

const meta = {
  title: 'UI/CodeInput',
  component: CodeInput,
  args: { label: 'Verification code', onChange: fn(), onComplete: fn() },
} satisfies Meta<typeof CodeInput>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The one field under the six boxes, named by the label. */
const field = (canvas: ReturnType<typeof within>, name = 'Verification code') =>
  canvas.getByRole('textbox', { name });

/** The digits the six boxes show, in order. */
const boxes = (canvasElement: HTMLElement) =>
  [...canvasElement.querySelectorAll('[data-slot="code-input-box"]')].map((box) => box.textContent);

export const TypingFillsTheBoxes: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    // One field, named by the label; the boxes are its picture.
    await expect(canvas.getAllByRole('textbox')).toHaveLength(1);
    await userEvent.click(field(canvas));
    await userEvent.keyboard('12');
    await expect(boxes(canvasElement)).toEqual(['1', '2', '', '', '', '']);
    // The box the next digit goes to carries the focus ring.
    await expect(canvasElement.querySelectorAll('[data-slot="code-input-box"]')[2]).toHaveAttribute(
      'data-active',
      'true',
    );
    await expect(args.onComplete).not.toHaveBeenCalled();
    await userEvent.keyboard('3456');
    await expect(field(canvas)).toHaveValue('123456');
    await expect(boxes(canvasElement)).toEqual(['1', '2', '3', '4', '5', '6']);
    await expect(args.onChange).toHaveBeenLastCalledWith('123456');
    await expect(args.onComplete).toHaveBeenCalledTimes(1);
    await expect(args.onComplete).toHaveBeenCalledWith('123456');
    // A seventh digit changes nothing.
    await userEvent.keyboard('7');
    await expect(field(canvas)).toHaveValue('123456');
    await expect(args.onComplete).toHaveBeenCalledTimes(1);
  },
};

export const DigitsOnly: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(field(canvas));
    await userEvent.keyboard('a-7x');
    await expect(field(canvas)).toHaveValue('7');
    await expect(args.onChange).toHaveBeenCalledTimes(1);
    await expect(args.onChange).toHaveBeenCalledWith('7');
  },
};

export const PasteKeepsFirstSixDigits: Story = {
  args: { defaultValue: '99' },
  play: async ({ canvas, args }) => {
    // A paste replaces the code with the first six digits of the text.
    await userEvent.click(field(canvas));
    await userEvent.paste('Kode Pasar Anda: 482-913-77. Jangan bagikan.');
    await expect(field(canvas)).toHaveValue('482913');
    await expect(args.onComplete).toHaveBeenCalledWith('482913');
  },
};

export const BackspaceTakesTheLastDigit: Story = {
  args: { defaultValue: '123' },
  play: async ({ canvas, args }) => {
    await userEvent.click(field(canvas));
    await userEvent.keyboard('{Backspace}');
    await expect(field(canvas)).toHaveValue('12');
    await expect(args.onChange).toHaveBeenLastCalledWith('12');
    // A caret moved into the code goes back after the last digit: typing adds at the end.
    await userEvent.keyboard('{Home}4');
    await expect(field(canvas)).toHaveValue('124');
    await userEvent.keyboard('{Backspace}{Backspace}{Backspace}');
    await expect(field(canvas)).toHaveValue('');
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
  play: async ({ canvas, canvasElement }) => {
    const input = field(canvas, 'Masukkan kode 6 digit');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(
      'Kode dikirim ke WhatsApp +62 812****7890 Kode verifikasi salah, silakan coba lagi',
    );
    for (const box of canvasElement.querySelectorAll('[data-slot="code-input-box"]')) {
      // SPEC.md §5: error-coloured border.
      await expect(getComputedStyle(box).borderColor).toBe('rgb(217, 48, 37)');
    }
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: '12' },
  play: async ({ canvas, args }) => {
    await expect(field(canvas)).toBeDisabled();
    await userEvent.click(field(canvas), { pointerEventsCheck: 0 });
    await userEvent.keyboard('5');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const AutoFocus: Story = {
  args: { autoFocus: true, defaultValue: '12' },
  play: async ({ canvas, canvasElement }) => {
    await expect(field(canvas)).toHaveFocus();
    await expect(field(canvas)).toHaveAttribute('autocomplete', 'one-time-code');
    await expect(field(canvas)).toHaveAttribute('inputmode', 'numeric');
    // Focus shows on the box the next digit goes to.
    const boxes = canvasElement.querySelectorAll('[data-slot="code-input-box"]');
    await expect(boxes[2]).toHaveAttribute('data-active', 'true');
    await expect(boxes[0]).not.toHaveAttribute('data-active');
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
  play: async ({ canvasElement }) => {
    const row = canvasElement.querySelector<HTMLElement>('[data-slot="code-input-group"]')!;
    // Six boxes fit the narrowest phone without scrolling sideways.
    await expect(row.scrollWidth).toBeLessThanOrEqual(320);
  },
};

/**
 * An owner that takes its time to hand the code back, as a flow whose state reaches the screen
 * after the next keystroke on a slow phone: the input must keep every digit all the same.
 */
function SlowOwner(props: CodeInputProps) {
  const [code, setCode] = useState('');
  return (
    <>
      <CodeInput
        {...props}
        value={code}
        onChange={(next) => {
          props.onChange?.(next);
          setTimeout(() => setCode(next), 40);
        }}
      />
      <output>Owner has {code || 'nothing'}</output>
      <button type="button" onClick={() => setTimeout(() => setCode(''), 40)}>
        Clear
      </button>
    </>
  );
}

/** What the boxes show, as one string. */
const shown = (canvasElement: HTMLElement) => boxes(canvasElement).join('');

export const FastTypingKeepsEveryDigit: Story = {
  render: (args) => <SlowOwner {...args} />,
  play: async ({ canvas, canvasElement, args }) => {
    // Twenty codes typed with no pause between keys (delay null: not even a timer between two),
    // each faster than the owner answers.
    const user = userEvent.setup({ delay: null });
    for (let round = 0; round < 20; round += 1) {
      const code = String(100_000 + ((round * 7_919 + 13) % 900_000)).slice(0, 6);
      await user.click(field(canvas));
      await user.keyboard(code);
      await waitFor(() => expect(shown(canvasElement)).toBe(code));
      await expect(args.onComplete).toHaveBeenLastCalledWith(code);
      // The owner has caught up, then clears the code (a wrong code, a resend): the input follows.
      await expect(await canvas.findByText(`Owner has ${code}`)).toBeVisible();
      await userEvent.click(canvas.getByRole('button', { name: 'Clear' }));
      await waitFor(() => expect(shown(canvasElement)).toBe(''));
    }
  },
};
