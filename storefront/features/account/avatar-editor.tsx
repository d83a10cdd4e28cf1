import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Button, ImagePicker, showToast, type ImagePickerItem } from '@pasar/ui';
import { ApiError } from '../../../contract/envelope';
import { uploadAvatar } from '../../api/member-profile';
import { useErrorText } from '../../i18n/use-error-text';
import { MemberAvatar } from './member-avatar';
import { accountMessages as m } from './messages';

/**
 * The avatar in personal information (SPEC.md §5: 200×200 recommended, 800 KB at most): the
 * current picture, the kit's picker (it refuses other types and larger files itself), the
 * square the server will cut (cover crop, centred), then the upload with its progress. A failed
 * upload keeps the picked file, so "Use this picture" can simply be pressed again.
 */
export function AvatarEditor({ current, name }: { current: string | null; name: string }) {
  const intl = useIntl();
  const errorText = useErrorText();
  const [picked, setPicked] = useState<ImagePickerItem[]>([]);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const file = picked[0]?.file;

  async function upload() {
    if (!file) return;
    setError(null);
    setProgress(0);
    try {
      await uploadAvatar(file, setProgress);
      setPicked([]);
      showToast({ title: intl.formatMessage(m.avatarSaved), variant: 'success' });
    } catch (caught) {
      setError(caught instanceof ApiError ? errorText(caught) : String(caught));
    } finally {
      setProgress(null);
    }
  }

  return (
    <div className="flex flex-wrap items-start gap-4">
      <MemberAvatar src={current} alt={intl.formatMessage(m.avatarOf, { name })} className="size-24" />
      <ImagePicker
        label={intl.formatMessage(m.avatarLabel)}
        description={intl.formatMessage(m.avatarHint)}
        shape="circle"
        value={picked}
        onChange={(items) => {
          setPicked(items);
          setError(null);
        }}
        errorMessage={error}
        isDisabled={progress !== null}
        className="min-w-0 flex-1"
      />
      {picked[0] && (
        <div data-testid="avatar-crop-preview" className="flex w-full flex-col gap-2">
          <span className="text-sm font-medium">{intl.formatMessage(m.avatarCropPreview)}</span>
          <div className="flex items-center gap-4">
            {/* The square the server cuts: cover, centred, as sharp's resize does. */}
            <img src={picked[0].src} alt="" className="size-20 rounded object-cover" />
            <div className="flex min-w-0 flex-1 flex-col gap-2">
              <Button onPress={() => void upload()} isPending={progress !== null} className="self-start">
                {intl.formatMessage(m.avatarSave)}
              </Button>
              {progress !== null && (
                <progress
                  value={progress}
                  max={1}
                  aria-label={intl.formatMessage(m.avatarUploading, { percent: progress })}
                  className="h-2 w-full max-w-60 accent-primary"
                />
              )}
            </div>
          </div>
        </div>
      )}
    </div>
  );
}
