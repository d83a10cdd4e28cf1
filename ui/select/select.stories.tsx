import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Select, SelectItem } from './select';

const banks = [
  { id: 'bca', name: 'Bank Central Asia (BCA)' },
  { id: 'mandiri', name: 'Bank Mandiri' },
  { id: 'bri', name: 'Bank Rakyat Indonesia (BRI)' },
  { id: 'bni', name: 'Bank Negara Indonesia (BNI)', disabled: true },
];

const meta = {
  title: 'UI/Select',
  component: Select,
  args: {
    label: 'Bank',
    onChange: fn(),
    children: banks.map((bank) => (
      <SelectItem key={bank.id} id={bank.id} isDisabled={bank.disabled}>
        {bank.name}
      </SelectItem>
    )),
  },
  decorators: [
    (Story) => (
      <div className="w-72">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = within(document.body);

export const Default: Story = {
  play: async ({ canvas, args }) => {
    const trigger = canvas.getByRole('button', { name: /Bank/ });
    // The kit's own placeholder until something is chosen.
    await expect(trigger).toHaveTextContent('Select');
    await userEvent.click(trigger);
    const listbox = await body.findByRole('listbox');
    await userEvent.click(within(listbox).getByRole('option', { name: 'Bank Mandiri' }));
    await expect(args.onChange).toHaveBeenCalledWith('mandiri');
    await expect(trigger).toHaveTextContent('Bank Mandiri');
    await waitFor(() => expect(body.queryByRole('listbox')).toBeNull());
  },
};

export const Keyboard: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    const trigger = canvas.getByRole('button', { name: /Bank/ });
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    const listbox = await body.findByRole('listbox');
    await waitFor(() =>
      expect(within(listbox).getByRole('option', { name: 'Bank Central Asia (BCA)' })).toHaveFocus(),
    );
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await expect(args.onChange).toHaveBeenCalledWith('bri');
    await expect(trigger).toHaveTextContent('Bank Rakyat Indonesia (BRI)');
    // The list fades out, and focus goes back to the trigger a frame after it is gone. A key
    // pressed before that lands in the closing list, and a busy machine then finds the list
    // gone with nothing reopened; so wait for what a shopper waits for.
    await waitFor(() => expect(body.queryByRole('listbox')).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
    // Escape closes without changing the value.
    await userEvent.keyboard('{ArrowDown}');
    await body.findByRole('listbox');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('listbox')).toBeNull());
    await expect(trigger).toHaveTextContent('Bank Rakyat Indonesia (BRI)');
  },
};

export const DisabledOption: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Bank/ }));
    const option = await body.findByRole('option', { name: 'Bank Negara Indonesia (BNI)' });
    await expect(option).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(option, { pointerEventsCheck: 0 });
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const WithValue: Story = {
  args: { defaultValue: 'bca', description: 'Pengembalian dana dikirim ke rekening ini.' },
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: /Bank/ });
    await expect(trigger).toHaveTextContent('Bank Central Asia (BCA)');
    await expect(canvas.getByText('Pengembalian dana dikirim ke rekening ini.')).toBeVisible();
  },
};

export const CallerPlaceholder: Story = {
  args: { label: 'Provinsi', placeholder: 'Pilih provinsi' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Provinsi/ })).toHaveTextContent('Pilih provinsi');
  },
};

export const Invalid: Story = {
  // SPEC.md §5 (card form): "a bank must be chosen".
  args: { isInvalid: true, errorMessage: 'Please choose a bank' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('Please choose a bank')).toBeVisible();
    const trigger = canvasElement.querySelector('[data-slot="select-trigger"]')!;
    await expect(getComputedStyle(trigger).borderColor).toBe('rgb(217, 48, 37)');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: /Bank/ });
    await expect(trigger).toBeDisabled();
    await userEvent.click(trigger, { pointerEventsCheck: 0 });
    await expect(body.queryByRole('listbox')).toBeNull();
  },
};

export const LongIndonesianText: Story = {
  args: {
    label: 'Alasan pengembalian dana',
    defaultValue: 'damaged',
    children: [
      <SelectItem key="damaged" id="damaged">
        Produk yang diterima rusak atau cacat saat dikeluarkan dari kemasan
      </SelectItem>,
      <SelectItem key="wrong" id="wrong">
        Produk yang dikirim tidak sesuai dengan pesanan
      </SelectItem>,
    ],
  },
  decorators: [
    (Story) => (
      <div className="w-60">
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas, canvasElement }) => {
    const trigger = canvas.getByRole('button', { name: /Alasan pengembalian dana/ });
    // The trigger truncates instead of growing past its column.
    await expect(trigger.scrollWidth).toBeLessThanOrEqual(trigger.clientWidth + 1);
    await expect(
      canvasElement.querySelector('[data-slot="select"]')!.getBoundingClientRect().width,
    ).toBeLessThanOrEqual(240);
    await userEvent.click(trigger);
    const option = await body.findByRole('option', { name: /tidak sesuai/ });
    // In the list, long options wrap rather than being cut off.
    await expect(option.scrollWidth).toBeLessThanOrEqual(option.clientWidth + 1);
  },
};
