import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { RouterProvider } from 'react-aria-components';
import { Link } from '../link';
import { Checkbox } from './checkbox';

const meta = {
  title: 'UI/Checkbox',
  component: Checkbox,
  args: { children: 'Remember me', onChange: fn() },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    const box = canvas.getByRole('checkbox', { name: 'Remember me' });
    await expect(box).not.toBeChecked();
    await userEvent.click(canvas.getByText('Remember me'));
    await expect(box).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(true);
  },
};

export const Selected: Story = {
  args: { defaultSelected: true },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('checkbox')).toBeChecked();
    await expect(canvasElement.querySelector('[data-slot="checkbox-box"] svg')).not.toBeNull();
  },
};

export const Indeterminate: Story = {
  args: { isIndeterminate: true, children: 'Pilih semua' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox', { name: 'Pilih semua' })).toHaveProperty('indeterminate', true);
  },
};

export const Round: Story = {
  args: { shape: 'round', children: 'Pilih semua' },
  play: async ({ canvasElement }) => {
    const box = canvasElement.querySelector('[data-slot="checkbox-box"]')!;
    await expect(getComputedStyle(box).borderRadius).not.toBe('0px');
  },
};

export const Invalid: Story = {
  args: { isInvalid: true },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('checkbox')).toHaveAttribute('aria-invalid', 'true');
    const box = canvasElement.querySelector('[data-slot="checkbox-box"]')!;
    await expect(getComputedStyle(box).borderColor).toBe('rgb(217, 48, 37)');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvas, args }) => {
    const box = canvas.getByRole('checkbox');
    await expect(box).toBeDisabled();
    await userEvent.click(canvas.getByText('Remember me'), { pointerEventsCheck: 0 });
    await expect(box).not.toBeChecked();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const Keyboard: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    const box = canvas.getByRole('checkbox');
    await expect(box).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(box).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(true);
  },
};

const agreementLinks = { onAgreement: fn(), onTerms: fn(), onReturns: fn() };

/** SPEC.md §2 login: "I agree to the User Agreement, Terms and Return Policy". */
export const AgreementWithLinks: Story = {
  args: {
    children: (
      <>
        I agree to the <Link onPress={agreementLinks.onAgreement}>User Agreement</Link>,{' '}
        <Link onPress={agreementLinks.onTerms}>Terms</Link> and{' '}
        <Link onPress={agreementLinks.onReturns}>Return Policy</Link>
      </>
    ),
  },
  play: async ({ canvas, args }) => {
    const box = canvas.getByRole('checkbox', { name: /I agree to the User Agreement/ });
    // A click on a link opens it and leaves the box alone.
    await userEvent.click(canvas.getByRole('link', { name: 'User Agreement' }));
    await expect(agreementLinks.onAgreement).toHaveBeenCalledTimes(1);
    await expect(box).not.toBeChecked();
    // Keyboard: the box, then each link, are separate tab stops; Enter on a link does not tick.
    await userEvent.tab({ shift: true });
    await expect(box).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'User Agreement' })).toHaveFocus();
    await userEvent.tab();
    const terms = canvas.getByRole('link', { name: 'Terms' });
    await expect(terms).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(agreementLinks.onTerms).toHaveBeenCalledTimes(1);
    await expect(box).not.toBeChecked();
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect(box).not.toBeChecked();
    // The rest of the label still ticks the box.
    await userEvent.click(canvas.getByText(/I agree to the/));
    await expect(box).toBeChecked();
    await expect(args.onChange).toHaveBeenCalledTimes(1);
  },
};

const navigate = fn();

export const LongIndonesianText: Story = {
  args: {
    children: (
      <>
        Saya telah membaca dan menyetujui <Link href="/agreement-id">Perjanjian Pengguna</Link>,{' '}
        <Link href="/policyTerms-id">Syarat dan Ketentuan</Link> serta{' '}
        <Link href="/refundPolicy">Kebijakan Pengembalian</Link> yang berlaku untuk semua transaksi di Pasar
      </>
    ),
  },
  // The storefront wraps the app in RAC's RouterProvider (react-router's navigate); so does this story.
  decorators: [
    (Story) => (
      <RouterProvider navigate={navigate}>
        <div className="w-72">
          <Story />
        </div>
      </RouterProvider>
    ),
  ],
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getAllByRole('link')).toHaveLength(3);
    const root = canvasElement.querySelector('[data-slot="checkbox"]')!;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
    // The box stays at the first line, not centred on the whole paragraph.
    const box = canvasElement.querySelector('[data-slot="checkbox-box"]')!.getBoundingClientRect();
    await expect(box.top - root.getBoundingClientRect().top).toBeLessThan(8);
    // An <a href> inside the label navigates through the app's router and does not tick the box.
    await userEvent.click(canvas.getByRole('link', { name: 'Perjanjian Pengguna' }));
    await expect(navigate).toHaveBeenCalledWith('/agreement-id', undefined);
    await expect(canvas.getByRole('checkbox')).not.toBeChecked();
  },
};
