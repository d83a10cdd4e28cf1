import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ComboBox, ComboBoxItem } from './combo-box';

const provinces = [
  'Aceh',
  'Bali',
  'Banten',
  'DKI Jakarta',
  'Jawa Barat',
  'Jawa Tengah',
  'Jawa Timur',
  'Kalimantan Timur',
  'Sulawesi Selatan',
  'Sumatera Utara',
].map((name) => ({ id: name, name }));

const meta = {
  title: 'UI/ComboBox',
  component: ComboBox<{ id: string; name: string }>,
  args: {
    label: 'Provinsi',
    placeholder: 'Cari provinsi',
    defaultItems: provinces,
    onSelectionChange: fn(),
    children: (item: { id: string; name: string }) => <ComboBoxItem id={item.id}>{item.name}</ComboBoxItem>,
  },
  decorators: [
    (Story) => (
      <div className="w-72">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ComboBox<{ id: string; name: string }>>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = within(document.body);

export const TypeToFilter: Story = {
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('combobox', { name: 'Provinsi' });
    await userEvent.type(input, 'jawa');
    const listbox = await body.findByRole('listbox');
    await waitFor(() => expect(within(listbox).getAllByRole('option')).toHaveLength(3));
    await userEvent.click(within(listbox).getByRole('option', { name: 'Jawa Tengah' }));
    await expect(input).toHaveValue('Jawa Tengah');
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith('Jawa Tengah');
  },
};

export const Keyboard: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    const input = canvas.getByRole('combobox', { name: 'Provinsi' });
    await expect(input).toHaveFocus();
    await userEvent.keyboard('ba');
    await body.findByRole('listbox');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await expect(input).toHaveValue('Banten');
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith('Banten');
    await userEvent.keyboard('{ArrowDown}');
    await body.findByRole('listbox');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('listbox')).toBeNull());
  },
};

export const ButtonOpensFullList: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Show suggestions/ }));
    const listbox = await body.findByRole('listbox');
    await expect(within(listbox).getAllByRole('option')).toHaveLength(provinces.length);
  },
};

export const NothingMatches: Story = {
  args: { emptyText: 'Provinsi tidak ditemukan' },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('combobox'), 'zzz');
    // The popover fades in (opacity 0 at its first frame): wait until it is shown.
    await waitFor(() => expect(body.getByText('Provinsi tidak ditemukan')).toBeVisible());
  },
};

export const Invalid: Story = {
  // SPEC.md §5 address: every field is required, with an "enter correct X" message.
  args: { isInvalid: true, errorMessage: 'Masukkan provinsi yang benar' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('combobox')).toHaveAccessibleDescription('Masukkan provinsi yang benar');
    const group = canvasElement.querySelector('[data-slot="field-group"]')!;
    await expect(getComputedStyle(group).borderColor).toBe('rgb(217, 48, 37)');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox')).toBeDisabled();
    await expect(canvas.getByRole('button')).toBeDisabled();
  },
};

export const IndonesianLocale: Story = {
  globals: { locale: 'id' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Tampilkan saran/ }));
    await expect(await body.findByRole('listbox')).toBeInTheDocument();
  },
};
