import type { Meta, StoryObj } from '@storybook/react-vite';
import { RouterProvider } from 'react-aria-components';
import { Link } from '../link';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AddressCard } from './address-card';

const navigate = fn();

const meta = {
  title: 'UI/AddressCard',
  component: AddressCard,
  args: {
    recipient: 'Ayu Lestari',
    phone: '+62 812-3456-7890',
    address: {
      country: 'Indonesia',
      state: 'DKI Jakarta',
      city: 'Jakarta Selatan',
      area: 'Kebayoran Baru',
      address_line1: 'Jl. Melawai Raya No. 10',
      address_line2: '',
    },
    postalCode: '12160',
  },
  decorators: [
    (Story) => (
      <RouterProvider navigate={navigate}>
        <div style={{ maxWidth: 390 }}>
          <Story />
        </div>
      </RouterProvider>
    ),
  ],
  beforeEach: () => navigate.mockClear(),
} satisfies Meta<typeof AddressCard>;

export default meta;
type Story = StoryObj<typeof meta>;

const editLink = (
  <Link href="/addressDetail?id=7" variant="standalone" className="text-sm">
    Edit
  </Link>
);

export const DefaultAddressWithEdit: Story = {
  args: { isDefault: true, action: editLink },
  play: async ({ canvas }) => {
    const card = canvas.getByRole('article', { name: 'Ayu Lestari' });
    await expect(within(card).getByRole('heading', { level: 3, name: 'Ayu Lestari' })).toBeVisible();
    // The one-line form of SPEC.md §3, from contract's formatter: empty parts are skipped.
    await expect(card.querySelector('[data-slot="address-card-line"]')).toHaveTextContent(
      'Indonesia, DKI Jakarta, Jakarta Selatan, Kebayoran Baru, Jl. Melawai Raya No. 10, 12160',
    );
    await expect(within(card).getByText('Default')).toBeVisible();
    await userEvent.click(within(card).getByRole('link', { name: 'Edit' }));
    await expect(navigate).toHaveBeenCalledWith('/addressDetail?id=7', undefined);
  },
};

export const NotDefault: Story = {
  args: { action: editLink },
  play: async ({ canvas }) => {
    const card = canvas.getByRole('article', { name: 'Ayu Lestari' });
    await expect(card).not.toHaveAttribute('data-default');
    await expect(within(card).queryByText('Default')).toBeNull();
  },
};

export const SingaporeNoAction: Story = {
  args: {
    recipient: 'Tan Wei Ming',
    phone: '+65 9123 4567',
    address: {
      country: 'Singapore',
      city: 'Singapore',
      address_line1: '10 Bayfront Ave',
      address_line2: '#12-01',
    },
    postalCode: '018956',
    headingLevel: 2,
  },
  play: async ({ canvas }) => {
    const card = canvas.getByRole('article', { name: 'Tan Wei Ming' });
    await expect(within(card).getByRole('heading', { level: 2 })).toBeVisible();
    await expect(card.querySelector('[data-slot="address-card-line"]')).toHaveTextContent(
      'Singapore, Singapore, 10 Bayfront Ave, #12-01, 018956',
    );
    await expect(card.querySelector('[data-slot="address-card-action"]')).toBeNull();
  },
};

export const LongIndonesianAddress: Story = {
  args: {
    recipient: 'Raden Ajeng Kartika Dewi Sekarningrum Wulandari',
    defaultLabel: 'Utama',
    isDefault: true,
    address: {
      country: 'Indonesia',
      state: 'Daerah Istimewa Yogyakarta',
      city: 'Kabupaten Sleman',
      area: 'Kecamatan Depok, Kelurahan Caturtunggal',
      address_line1: 'Perumahan Griya Taman Asri Blok C-17, Jalan Kaliurang Kilometer 5,5, belakang masjid',
      address_line2: 'Rumah pagar hijau, titip ke satpam bila tidak ada orang',
    },
    postalCode: '55281',
    action: editLink,
  },
  play: async ({ canvas }) => {
    const card = canvas.getByRole('article', { name: /^Raden Ajeng/ });
    await expect(within(card).getByText('Utama')).toBeVisible();
    // Everything wraps inside a 390 px phone; the Edit link stays in view.
    await expect(card.scrollWidth).toBeLessThanOrEqual(card.clientWidth);
    await expect(within(card).getByRole('link', { name: 'Edit' })).toBeVisible();
  },
};
