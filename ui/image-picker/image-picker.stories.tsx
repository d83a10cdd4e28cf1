import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, fn, userEvent, waitFor, within } from 'storybook/test';
import { ImagePicker, type ImagePickerItem } from './image-picker';

// A 1×1 PNG, padded to the size a story needs: the picker checks size and type, not pixels.
const PNG_BYTES = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=='),
  (char) => char.charCodeAt(0),
);
function imageFile(name: string, type = 'image/png', size = PNG_BYTES.length): File {
  const bytes = new Uint8Array(Math.max(size, PNG_BYTES.length));
  bytes.set(PNG_BYTES);
  return new File([bytes], name, { type });
}

const swatch = (fill: string) =>
  `data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" width="80" height="80"><rect width="80" height="80" fill="${fill}"/></svg>`)}`;
const uploaded: ImagePickerItem[] = [
  { id: 'u1', src: swatch('#e8e0d4'), name: 'parcel-front.jpg' },
  { id: 'u2', src: swatch('#d4e0e8'), name: 'parcel-label.jpg' },
];

const meta = {
  title: 'UI/ImagePicker',
  component: ImagePicker,
  args: {
    label: 'Photos of the problem',
    description: 'Up to 6 photos, JPG, PNG or WebP, at most 800 KB each',
    maxCount: 6,
    onChange: fn(),
    onReject: fn(),
  },
} satisfies Meta<typeof ImagePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

const fileInput = (root: HTMLElement) => root.querySelector<HTMLInputElement>('input[type="file"]')!;

export const AddEvidencePhotos: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    const group = canvas.getByRole('group', { name: 'Photos of the problem' });
    await expect(group).toHaveAccessibleDescription('Up to 6 photos, JPG, PNG or WebP, at most 800 KB each');
    const add = canvas.getByRole('button', { name: /Add photo/ });
    await expect(add).toHaveTextContent('0/6');
    const input = fileInput(canvasElement);
    await expect(input).toHaveAttribute('accept', 'image/jpeg,image/png,image/webp');
    await expect(input).toHaveAttribute('multiple');
    await userEvent.upload(input, [imageFile('receipt.png'), imageFile('damage.png')]);
    await waitFor(() => expect(canvas.getAllByRole('img')).toHaveLength(2));
    await expect(canvas.getByRole('img', { name: 'receipt.png' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Remove damage.png' })).toBeVisible();
    await expect(add).toHaveTextContent('2/6');
    const items = (args.onChange as ReturnType<typeof fn>).mock.lastCall![0] as ImagePickerItem[];
    await expect(items.map((item) => item.file?.name)).toEqual(['receipt.png', 'damage.png']);
  },
};

export const TooLarge: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    await userEvent.upload(fileInput(canvasElement), imageFile('big.png', 'image/png', 801 * 1024));
    // SPEC.md §9: 800 KB at most; the file is refused and named.
    await expect(await canvas.findByRole('alert')).toHaveTextContent('big.png is larger than 800 kB.');
    await expect(canvas.queryAllByRole('img')).toHaveLength(0);
    await expect(args.onReject).toHaveBeenCalledTimes(1);
    await expect(args.onChange).not.toHaveBeenCalled();
    await expect(canvas.getByRole('group', { name: 'Photos of the problem' })).toHaveAttribute(
      'data-invalid',
      'true',
    );
  },
};

export const WrongType: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    // The chooser filters by type, but a drop or an old WebView may not: the picker checks too.
    await fireEvent.change(fileInput(canvasElement), {
      target: { files: [imageFile('clip.gif', 'image/gif')] },
    });
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'clip.gif is not a supported picture format.',
    );
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const TooMany: Story = {
  args: { maxCount: 2, description: undefined },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.upload(fileInput(canvasElement), [
      imageFile('1.png'),
      imageFile('2.png'),
      imageFile('3.png'),
    ]);
    await waitFor(() => expect(canvas.getAllByRole('img')).toHaveLength(2));
    await expect(canvas.getByRole('alert')).toHaveTextContent('Only 2 photos can be added.');
    // Full: the add tile is gone until a photo is removed.
    await expect(canvas.queryByRole('button', { name: /Add photo/ })).toBeNull();
  },
};

export const RemoveWithKeyboard: Story = {
  args: { defaultValue: uploaded },
  play: async ({ canvas, args }) => {
    await expect(canvas.getAllByRole('img')).toHaveLength(2);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Remove parcel-front.jpg' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.queryByRole('img', { name: 'parcel-front.jpg' })).toBeNull();
    await expect(args.onChange).toHaveBeenLastCalledWith([uploaded[1]]);
  },
};

export const AvatarReplaces: Story = {
  args: {
    label: 'Foto profil',
    description: 'Disarankan 200 × 200, maksimal 800 KB',
    maxCount: 1,
    shape: 'circle',
    defaultValue: [uploaded[0]!],
  },
  play: async ({ canvas, canvasElement }) => {
    const input = fileInput(canvasElement);
    await expect(input).not.toHaveAttribute('multiple');
    await userEvent.upload(input, imageFile('me.png'));
    await waitFor(() => expect(canvas.getByRole('img', { name: 'me.png' })).toBeVisible());
    // One avatar: the new picture replaces the old one.
    await expect(canvas.getAllByRole('img')).toHaveLength(1);
  },
};

export const UploadFailed: Story = {
  args: {
    defaultValue: uploaded,
    errorMessage: 'Gagal mengunggah foto. Periksa koneksi Anda lalu coba lagi.',
  },
  play: async ({ canvas }) => {
    const group = canvas.getByRole('group', { name: 'Photos of the problem' });
    await expect(within(group).getByRole('alert')).toHaveTextContent('Gagal mengunggah foto.');
    await expect(group).toHaveAccessibleDescription(/Gagal mengunggah foto/);
  },
};

export const Disabled: Story = {
  args: { defaultValue: uploaded, isDisabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('img')).toHaveLength(2);
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};
