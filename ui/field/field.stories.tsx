import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { TextField as AriaTextField } from 'react-aria-components';
import {
  FieldDescription,
  FieldError,
  FieldGroup,
  GroupInput,
  Input,
  Label,
  fieldRootClassName,
} from './field';

/** The shared parts other fields are built from (PhoneField, CodeInput, …). */
const meta = {
  title: 'UI/Field',
  component: Input,
  decorators: [
    (Story) => (
      <div className="max-w-sm">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Input>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ComposedTextField: Story = {
  render: () => (
    <AriaTextField className={fieldRootClassName}>
      <Label>Nama depan</Label>
      <Input />
      <FieldDescription>Sesuai KTP</FieldDescription>
    </AriaTextField>
  ),
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Nama depan' });
    await expect(input).toHaveAccessibleDescription('Sesuai KTP');
    await userEvent.type(input, 'Ayu');
    await expect(input).toHaveValue('Ayu');
  },
};

export const GroupWithAdornment: Story = {
  render: () => (
    <AriaTextField className={fieldRootClassName} isInvalid>
      <Label>Nomor telepon</Label>
      <FieldGroup>
        <span className="ps-3 text-muted-foreground">+62</span>
        <GroupInput />
      </FieldGroup>
      <FieldError>Nomor telepon tidak valid</FieldError>
    </AriaTextField>
  ),
  play: async ({ canvas, canvasElement }) => {
    const input = canvas.getByRole('textbox', { name: 'Nomor telepon' });
    await expect(input).toHaveAccessibleDescription('Nomor telepon tidak valid');
    const group = canvasElement.querySelector('[data-slot="field-group"]')!;
    // The group, not the bare input, carries the invalid border.
    await expect(getComputedStyle(group).borderColor).toBe('rgb(217, 48, 37)');
    await userEvent.click(input);
    await expect(group).toHaveAttribute('data-focus-within', 'true');
  },
};
