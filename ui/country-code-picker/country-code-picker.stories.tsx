import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { CountryCodePicker } from './country-code-picker';

const meta = {
  title: 'UI/CountryCodePicker',
  component: CountryCodePicker,
  args: { onChange: fn() },
} satisfies Meta<typeof CountryCodePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = within(document.body);

export const DefaultIndonesia: Story = {
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: /Country code/ });
    await expect(trigger).toHaveTextContent('+62');
    await userEvent.click(trigger);
    const listbox = await body.findByRole('listbox');
    const options = within(listbox).getAllByRole('option');
    // SPEC.md §2: +62, +60, +65, each with its country's name.
    await expect(options.map((option) => option.textContent)).toEqual([
      '+62Indonesia',
      '+60Malaysia',
      '+65Singapore',
    ]);
    await expect(options[0]).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('listbox')).toBeNull());
  },
};

export const ChooseSingapore: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Country code/ }));
    await userEvent.click(await body.findByRole('option', { name: /Singapore/ }));
    await expect(args.onChange).toHaveBeenCalledWith('65');
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: /Country code/ })).toHaveTextContent('+65'),
    );
  },
};

export const KeyboardSelection: Story = {
  args: { defaultValue: '60' },
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    const trigger = canvas.getByRole('button', { name: /Country code/ });
    await expect(trigger).toHaveFocus();
    await expect(trigger).toHaveTextContent('+60');
    await userEvent.keyboard('{Enter}');
    await body.findByRole('listbox');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onChange).toHaveBeenCalledWith('65');
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const CountryNamesPassedIn: Story = {
  args: {
    'aria-label': 'Kode negara',
    options: [
      { code: '62', country: 'ID', label: 'Indonesia' },
      { code: '60', country: 'MY', label: 'Malaysia' },
      { code: '65', country: 'SG', label: 'Singapura' },
    ],
    value: '65',
  },
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: /Kode negara/ });
    await expect(trigger).toHaveTextContent('+65');
    await userEvent.click(trigger);
    await expect(await body.findByRole('option', { name: /Singapura/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await userEvent.keyboard('{Escape}');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Country code/ })).toBeDisabled();
  },
};
