import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { Badge } from '../badge';
import { Tab, TabList, TabPanel, Tabs } from './tabs';
import { colors } from '../lib/tokens';

// The brand colour as computed styles report it, from the token (not a copy of its value).
const primaryRgb = `rgb(${[1, 3, 5].map((i) => parseInt(colors.primary.DEFAULT.slice(i, i + 2), 16)).join(', ')})`;

const orderTabs = [
  { id: 'all', label: 'Semua' },
  { id: 'to_pay', label: 'Belum bayar', count: 2 },
  { id: 'to_ship', label: 'Dikemas' },
  { id: 'to_receive', label: 'Dikirim', count: 1 },
  { id: 'transaction_complete', label: 'Selesai' },
  { id: 'transaction_closed', label: 'Dibatalkan' },
];

const meta = {
  title: 'UI/Tabs',
  component: Tabs,
  args: { onSelectionChange: fn() },
  render: (args) => (
    <Tabs {...args}>
      <TabList aria-label="Login method">
        <Tab id="phone">WhatsApp</Tab>
        <Tab id="email">E-mail</Tab>
      </TabList>
      <TabPanel id="phone">Log in with your WhatsApp number.</TabPanel>
      <TabPanel id="email">Log in with your e-mail address.</TabPanel>
    </Tabs>
  ),
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('tab', { name: 'WhatsApp' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Log in with your WhatsApp number.');
    await userEvent.click(canvas.getByRole('tab', { name: 'E-mail' }));
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith('email');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Log in with your e-mail address.');
  },
};

export const Keyboard: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    const phone = canvas.getByRole('tab', { name: 'WhatsApp' });
    await expect(phone).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    const email = canvas.getByRole('tab', { name: 'E-mail' });
    await expect(email).toHaveFocus();
    await expect(email).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowRight}');
    await expect(phone).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect(email).toHaveFocus();
    // Tab leaves the tab list for the panel.
    await userEvent.tab();
    await expect(canvas.getByRole('tabpanel')).toHaveFocus();
  },
};

export const DisabledTab: Story = {
  args: { disabledKeys: ['email'] },
  play: async ({ canvas, args }) => {
    const email = canvas.getByRole('tab', { name: 'E-mail' });
    await expect(email).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(email, { pointerEventsCheck: 0 });
    await expect(args.onSelectionChange).not.toHaveBeenCalledWith('email');
    await expect(canvas.getByRole('tab', { name: 'WhatsApp' })).toHaveAttribute('aria-selected', 'true');
  },
};

export const Pill: Story = {
  args: { variant: 'pill', defaultSelectedKey: 'email' },
  play: async ({ canvas }) => {
    const email = canvas.getByRole('tab', { name: 'E-mail' });
    await expect(email).toHaveAttribute('aria-selected', 'true');
    await expect(getComputedStyle(email).borderColor).toBe(primaryRgb);
  },
};

/** SPEC.md §2: orders list tabs, with counts; they scroll sideways on a phone. */
export const OrderTabsScrollOnMobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  render: (args) => (
    <div className="w-[22rem] max-w-full">
      <Tabs {...args}>
        <TabList aria-label="Pesanan saya">
          {orderTabs.map((tab) => (
            <Tab key={tab.id} id={tab.id}>
              {tab.label}
              {tab.count ? <Badge count={tab.count} /> : null}
            </Tab>
          ))}
        </TabList>
        {orderTabs.map((tab) => (
          <TabPanel key={tab.id} id={tab.id}>
            {tab.label}
          </TabPanel>
        ))}
      </Tabs>
    </div>
  ),
  play: async ({ canvas, canvasElement }) => {
    const list = canvas.getByRole('tablist', { name: 'Pesanan saya' });
    await expect(canvas.getAllByRole('tab')).toHaveLength(6);
    // The list scrolls inside its column instead of widening the page.
    await expect(list.scrollWidth).toBeGreaterThan(list.clientWidth);
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
    // Keyboard selection of the last tab scrolls it into view.
    await userEvent.click(canvas.getByRole('tab', { name: /Semua/ }));
    await userEvent.keyboard('{End}');
    const last = canvas.getByRole('tab', { name: 'Dibatalkan' });
    await expect(last).toHaveAttribute('aria-selected', 'true');
    // Scrolling into view can take a frame or two (smooth scrolling), so wait for it.
    await waitFor(() =>
      expect(last.getBoundingClientRect().right).toBeLessThanOrEqual(list.getBoundingClientRect().right + 1),
    );
  },
};
