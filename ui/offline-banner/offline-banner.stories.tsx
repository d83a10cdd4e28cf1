import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { Button } from '../button';
import { OfflineBanner } from './offline-banner';

const meta = {
  title: 'UI/OfflineBanner',
  component: OfflineBanner,
  args: {
    offline: true,
    message: 'You are offline. Pages you have seen still open; buying needs a connection.',
  },
} satisfies Meta<typeof OfflineBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Offline: Story = {
  play: async ({ canvas }) => {
    const region = canvas.getByRole('status');
    await expect(region).toHaveAttribute('aria-live', 'polite');
    await expect(region).toHaveTextContent(/You are offline/);
    // Once its fade-in has run.
    await waitFor(() => expect(canvas.getByText(/You are offline/)).toBeVisible());
  },
};

export const Indonesian: Story = {
  args: {
    message: 'Kamu sedang offline. Halaman yang sudah dibuka tetap bisa dilihat; belanja perlu koneksi.',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(/sedang offline/);
  },
};

export const Online: Story = {
  args: { offline: false },
  play: async ({ canvas, canvasElement }) => {
    // The region stays, empty, so the next drop is announced.
    await expect(canvas.getByRole('status')).toBeEmptyDOMElement();
    await expect(canvasElement.querySelector('[data-slot="offline-banner"]')).toBeNull();
  },
};

/** The connection drops and comes back: the same region speaks, then falls silent. */
export const ConnectionDropsAndReturns: Story = {
  render: (args) => {
    function Toggle() {
      const [offline, setOffline] = useState(false);
      return (
        <>
          <Button onPress={() => setOffline((was) => !was)}>{offline ? 'Go online' : 'Go offline'}</Button>
          <OfflineBanner {...args} offline={offline} />
        </>
      );
    }
    return <Toggle />;
  },
  play: async ({ canvas }) => {
    const region = canvas.getByRole('status');
    await expect(region).toBeEmptyDOMElement();
    await userEvent.click(canvas.getByRole('button', { name: 'Go offline' }));
    await waitFor(() => expect(canvas.getByRole('status')).toBe(region));
    await expect(region).toHaveTextContent(/You are offline/);
    await userEvent.click(canvas.getByRole('button', { name: 'Go online' }));
    await expect(region).toBeEmptyDOMElement();
  },
};
