import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { answerCalls } from '../../../.storybook/answer-calls';
import { ReturnLogisticsForm } from './return-logistics-form';
import { requestDetail } from './story-data';

/**
 * The return's shipment, entered while the request waits for it (SPEC.md §5): the courier from the
 * country's list (or another by name) and the tracking number, 6 to 30 letters and digits. Each
 * field says what is wrong once the shopper has tried to send; the values stay.
 */
const meta = {
  title: 'AfterSales/ReturnLogistics',
  component: ReturnLogisticsForm,
  args: { request: requestDetail('awaiting_return'), onSaved: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 480 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ReturnLogisticsForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = within(document.body);
const calls = fn();

/** Opens the courier list and reads its choices, in order. */
async function courierChoices(canvas: HTMLElement) {
  await userEvent.click(within(canvas).getByRole('button', { name: /Courier/ }));
  const listbox = await body.findByRole('listbox');
  return {
    listbox,
    names: within(listbox)
      .getAllByRole('option')
      .map((option) => option.textContent),
  };
}

/** Sent empty: both fields say what they need, and focus goes to the first. */
export const SentEmpty: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Send tracking number' }));
    await expect(canvas.getByText('Choose the courier')).toBeVisible();
    await expect(canvas.getByText('Enter the tracking number')).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('button', { name: /Courier/ })).toHaveFocus());
  },
};

/**
 * Indonesia's couriers; "Another courier" asks its name. A number with a dash is refused as you
 * type once tried; a good one sends the request's number, the courier and the number.
 */
export const AnotherCourierThenSent: Story = {
  beforeEach: () =>
    answerCalls({ 'order/after_sale/logistics': requestDetail('returned_awaiting_merchant') }, calls),
  play: async ({ canvas, canvasElement, args }) => {
    calls.mockClear();
    const { listbox, names } = await courierChoices(canvasElement);
    await expect(names).toEqual([
      'JNE',
      'J&T Express',
      'SiCepat',
      'AnterAja',
      'Pos Indonesia',
      'Another courier',
    ]);
    await userEvent.click(within(listbox).getByRole('option', { name: 'Another courier' }));
    const name = canvas.getByRole('textbox', { name: /Courier name/ });
    const number = canvas.getByRole('textbox', { name: /Tracking number/ });
    await userEvent.type(number, 'LX-1234');
    await userEvent.click(canvas.getByRole('button', { name: 'Send tracking number' }));
    await expect(canvas.getByText('Enter the courier name')).toBeVisible();
    await expect(canvas.getByText('Enter a tracking number of letters and digits')).toBeVisible();
    await expect(calls).not.toHaveBeenCalled();

    await userEvent.type(name, 'Lion Parcel');
    await userEvent.clear(number);
    await userEvent.type(number, 'LX1234567890');
    await expect(canvas.queryByText('Enter a tracking number of letters and digits')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Send tracking number' }));
    await waitFor(() => expect(args.onSaved).toHaveBeenCalledOnce());
    await expect(calls).toHaveBeenCalledWith('order/after_sale/logistics', {
      after_sale_no: 'AS261121K7Q2M9XW4T',
      courier: 'other',
      courier_name: 'Lion Parcel',
      tracking_no: 'LX1234567890',
    });
  },
};

/** A Malaysian return: that country's couriers. */
export const MalaysiaCouriers: Story = {
  args: { request: requestDetail('awaiting_return', { country_code: 'MY' }) },
  play: async ({ canvasElement }) => {
    await expect((await courierChoices(canvasElement)).names).toEqual([
      'Pos Laju',
      'J&T Express',
      'Ninja Van',
      'City-Link Express',
      'Another courier',
    ]);
    await userEvent.keyboard('{Escape}');
  },
};
