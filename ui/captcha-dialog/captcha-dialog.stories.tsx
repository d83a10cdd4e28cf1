import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { CaptchaDialog } from './captcha-dialog';

// A stand-in for the server's PNG: the sandbox has no network.
const captchaImage = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="240" height="80" viewBox="0 0 240 80"><rect width="240" height="80" fill="#f0f0f2"/><path d="M0 50 Q60 10 120 45 T240 30" stroke="#8e8e99" fill="none"/><text x="120" y="52" font-family="monospace" font-size="34" letter-spacing="6" text-anchor="middle" fill="#1d1d1f">A7K2P9</text></svg>',
)}`;

// A short silent WAV: what GET random_code_audio answers, without the words.
const silentWav = (() => {
  const samples = 4000;
  const bytes = new Uint8Array(44 + samples * 2);
  const view = new DataView(bytes.buffer);
  const text = (at: number, value: string) =>
    [...value].forEach((c, i) => view.setUint8(at + i, c.charCodeAt(0)));
  text(0, 'RIFF');
  view.setUint32(4, 36 + samples * 2, true);
  text(8, 'WAVEfmt ');
  view.setUint32(16, 16, true);
  view.setUint16(20, 1, true);
  view.setUint16(22, 1, true);
  view.setUint32(24, 8000, true);
  view.setUint32(28, 16000, true);
  view.setUint16(32, 2, true);
  view.setUint16(34, 16, true);
  text(36, 'data');
  view.setUint32(40, samples * 2, true);
  return `data:audio/wav;base64,${btoa(String.fromCharCode(...bytes))}`;
})();

const audioTexts = {
  listenLabel: 'Play audio',
  playerLabel: 'Spoken characters',
  loadingText: 'Loading the audio…',
  readyText: 'Audio ready. Play it, then type the characters you heard.',
  playingText: 'Playing the characters. Type them in the field.',
};

const meta = {
  title: 'UI/CaptchaDialog',
  component: CaptchaDialog,
  args: {
    isOpen: true,
    onOpenChange: fn(),
    title: 'Security check',
    imageSrc: captchaImage,
    imageAlt: 'Captcha picture',
    onRefresh: fn(),
    inputLabel: 'Enter the 6 characters in the picture',
    onConfirm: fn(),
    onCancel: fn(),
    confirmLabel: 'Confirm',
    cancelLabel: 'Cancel',
  },
} satisfies Meta<typeof CaptchaDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = within(document.body);
const openDialog = async (name = 'Security check') => {
  const dialog = await body.findByRole('dialog', { name });
  await waitFor(() => expect(dialog).toBeVisible());
  return within(dialog);
};

export const ConfirmNeedsSixCharacters: Story = {
  play: async ({ args }) => {
    const dialog = await openDialog();
    await expect(dialog.getByRole('img', { name: 'Captcha picture' })).toBeVisible();
    const field = dialog.getByRole('textbox', { name: 'Enter the 6 characters in the picture' });
    const confirm = dialog.getByRole('button', { name: 'Confirm' });
    // The field takes focus when the dialog opens.
    await waitFor(() => expect(field).toHaveFocus());
    await expect(confirm).toBeDisabled();
    await userEvent.type(field, 'A7K2P');
    await expect(confirm).toBeDisabled();
    await userEvent.type(field, '9');
    await expect(confirm).toBeEnabled();
    await userEvent.click(confirm);
    await expect(args.onConfirm).toHaveBeenCalledWith('A7K2P9');
  },
};

export const EnterConfirmsAndMaxLength: Story = {
  play: async ({ args }) => {
    const dialog = await openDialog();
    const field = dialog.getByRole('textbox', { name: 'Enter the 6 characters in the picture' });
    await userEvent.type(field, 'a7k2p9xx');
    // Six characters at most.
    await expect(field).toHaveValue('a7k2p9');
    await userEvent.keyboard('{Enter}');
    await expect(args.onConfirm).toHaveBeenCalledWith('a7k2p9');
  },
};

export const RefreshClearsTheField: Story = {
  play: async ({ args }) => {
    const dialog = await openDialog();
    const field = dialog.getByRole('textbox', { name: 'Enter the 6 characters in the picture' });
    await userEvent.type(field, 'ABC');
    await userEvent.click(dialog.getByRole('button', { name: 'Refresh captcha' }));
    await expect(args.onRefresh).toHaveBeenCalledTimes(1);
    await expect(field).toHaveValue('');
  },
};

export const Refreshing: Story = {
  args: { isRefreshing: true },
  play: async () => {
    const dialog = await openDialog();
    await expect(dialog.getByRole('button', { name: 'Refresh captcha' })).toBeDisabled();
    // The old picture is gone while the new one loads; its box keeps its size.
    await expect(dialog.queryByRole('img')).toBeNull();
  },
};

export const FirstPictureLoading: Story = {
  args: { imageSrc: null },
  play: async () => {
    const dialog = await openDialog();
    await expect(dialog.queryByRole('img')).toBeNull();
    await expect(dialog.getByRole('button', { name: 'Refresh captcha' })).toBeEnabled();
  },
};

export const Pending: Story = {
  args: { defaultValue: 'A7K2P9', isPending: true },
  play: async ({ args }) => {
    const dialog = await openDialog();
    const confirm = dialog.getByRole('button', { name: 'Confirm' });
    await expect(confirm).toHaveAttribute('data-pending', 'true');
    await expect(dialog.getByRole('textbox')).toHaveAttribute('readonly');
    await userEvent.click(confirm, { pointerEventsCheck: 0 });
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

export const WrongCodeIndonesian: Story = {
  args: {
    title: 'Verifikasi keamanan',
    inputLabel: 'Masukkan 6 karakter pada gambar',
    imageAlt: 'Gambar captcha',
    confirmLabel: 'Konfirmasi',
    cancelLabel: 'Batal',
    defaultValue: 'A7K2P8',
    errorMessage: 'Kode captcha salah, silakan coba lagi',
  },
  play: async () => {
    const dialog = await openDialog('Verifikasi keamanan');
    const field = dialog.getByRole('textbox', { name: 'Masukkan 6 karakter pada gambar' });
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription('Kode captcha salah, silakan coba lagi');
    await expect(dialog.getByRole('button', { name: 'Konfirmasi' })).toBeEnabled();
  },
};

export const CancelCloses: Story = {
  play: async ({ args }) => {
    const dialog = await openDialog();
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

export const EscapeCloses: Story = {
  play: async ({ args }) => {
    await openDialog();
    await userEvent.keyboard('{Escape}');
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

export const ListenByKeyboard: Story = {
  args: { audio: { status: 'idle', src: null, onListen: fn(), ...audioTexts } },
  play: async ({ args }) => {
    const dialog = await openDialog();
    const field = dialog.getByRole('textbox', { name: 'Enter the 6 characters in the picture' });
    await waitFor(() => expect(field).toHaveFocus());
    // The audio button sits next to refresh, one Shift+Tab before the field.
    await userEvent.tab({ shift: true });
    const listen = dialog.getByRole('button', { name: 'Play audio' });
    await expect(listen).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.audio!.onListen).toHaveBeenCalledTimes(1);
    // Nothing is announced before the shopper asks.
    await expect(dialog.getByRole('status')).toHaveTextContent('');
  },
};

export const AudioLoading: Story = {
  args: { audio: { status: 'loading', src: null, onListen: fn(), ...audioTexts } },
  play: async ({ args }) => {
    const dialog = await openDialog();
    const listen = dialog.getByRole('button', { name: 'Play audio' });
    // Pending, not disabled: focus stays on it while the audio loads.
    await expect(listen).toHaveAttribute('data-pending', 'true');
    await expect(listen).not.toBeDisabled();
    await expect(dialog.getByRole('status')).toHaveTextContent('Loading the audio…');
    await userEvent.click(listen, { pointerEventsCheck: 0 });
    await expect(args.audio!.onListen).not.toHaveBeenCalled();
  },
};

export const AudioReady: Story = {
  args: { audio: { status: 'ready', src: silentWav, onListen: fn(), ...audioTexts } },
  play: async ({ args }) => {
    const dialog = await openDialog();
    // The player, named, with its own controls for replaying; the live region says it is ready
    // (or playing: the audio starts once loaded).
    const player = dialog.getByLabelText('Spoken characters');
    await expect(player.tagName).toBe('AUDIO');
    await expect(player).toHaveAttribute('controls');
    await expect(player).toHaveAttribute('src', silentWav);
    await waitFor(() =>
      expect(dialog.getByRole('status').textContent).toMatch(/^(Audio ready\.|Playing the characters\.)/),
    );
    // The button replays the loaded file: it never asks the server again.
    await userEvent.click(dialog.getByRole('button', { name: 'Play audio' }));
    await expect(args.audio!.onListen).not.toHaveBeenCalled();
    // The same field takes the answer.
    const field = dialog.getByRole('textbox', { name: 'Enter the 6 characters in the picture' });
    await userEvent.type(field, '2k9w4x');
    await userEvent.keyboard('{Enter}');
    await expect(args.onConfirm).toHaveBeenCalledWith('2k9w4x');
  },
};

export const AudioError: Story = {
  args: {
    audio: {
      status: 'failed',
      src: null,
      onListen: fn(),
      ...audioTexts,
      errorMessage: 'The audio captcha is not available right now, please use the picture',
    },
  },
  play: async ({ args }) => {
    const dialog = await openDialog();
    await expect(dialog.getByRole('status')).toHaveTextContent(
      'The audio captcha is not available right now, please use the picture',
    );
    await expect(dialog.queryByLabelText('Spoken characters')).toBeNull();
    // Pressing again tries again; the picture stays.
    await userEvent.click(dialog.getByRole('button', { name: 'Play audio' }));
    await expect(args.audio!.onListen).toHaveBeenCalledTimes(1);
    await expect(dialog.getByRole('img', { name: 'Captcha picture' })).toBeVisible();
  },
};
