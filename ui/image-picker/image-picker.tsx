import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import {
  Button as AriaButton,
  DropZone as AriaDropZone,
  FileTrigger as AriaFileTrigger,
  isFileDropItem,
  type DropZoneProps as AriaDropZoneProps,
} from 'react-aria-components';
import { useIntl } from 'react-intl';
import { cva, type VariantProps } from 'class-variance-authority';
import { ImagePlus, X } from 'lucide-react';
import { AVATAR_MAX_BYTES, AVATAR_TYPES } from '../../contract/rules/avatar';
import { cn } from '../lib/cn';
import { focusRing } from '../lib/focus-ring';
import { IconButton } from '../icon-button';
import { checkImages, type ImageRejection } from './check-images';
import { imagePickerMessages } from './messages';

export interface ImagePickerItem {
  id: string;
  /** What the preview shows: an object URL for a picked file, or an uploaded image's URL. */
  src: string;
  /** File name, used in the remove button's name ("Remove receipt.jpg"). */
  name: string;
  /** The picked file, for the caller to upload; absent for images already on the server. */
  file?: File;
}

export const imagePickerTileVariants = cva('relative shrink-0 overflow-hidden', {
  variants: {
    shape: {
      // Evidence photos: a row of rounded squares.
      square: 'size-20 rounded',
      // The avatar: a circle.
      circle: 'size-24 rounded-pill',
    },
  },
  defaultVariants: { shape: 'square' },
});

export interface ImagePickerProps extends VariantProps<typeof imagePickerTileVariants> {
  /** Visible label of the group ("Photos of the problem", "Profile picture"). */
  label: ReactNode;
  /** Help under the tiles, e.g. "Recommended 200 × 200, at most 800 KB". */
  description?: ReactNode;
  /** The picked images (controlled). */
  value?: ImagePickerItem[];
  defaultValue?: ImagePickerItem[];
  onChange?: (items: ImagePickerItem[]) => void;
  /** How many images fit; 1 replaces the image on each pick (the avatar). */
  maxCount?: number;
  /** Bytes; default contract's avatar maximum of 800 KB (SPEC.md §5, §9). */
  maxSize?: number;
  /** MIME types; default contract's JPG, PNG and WebP. */
  acceptedTypes?: readonly string[];
  /** Called with the files refused and why, besides the picker's own error text. */
  onReject?: (rejected: { file: File; reason: ImageRejection }[]) => void;
  /** An error from outside, e.g. a failed upload. */
  errorMessage?: ReactNode;
  isDisabled?: boolean;
  className?: string;
}

let nextId = 0;

/**
 * Pick images with the file chooser (the camera on phones) or by dropping them, preview them,
 * remove them. Files over the size limit or of another type are refused with a message naming
 * the file; the caller uploads what it receives in `onChange`.
 */
export function ImagePicker({
  label,
  description,
  value,
  defaultValue = [],
  onChange,
  maxCount = 1,
  maxSize = AVATAR_MAX_BYTES,
  acceptedTypes = AVATAR_TYPES,
  onReject,
  errorMessage,
  isDisabled = false,
  shape,
  className,
}: ImagePickerProps) {
  const intl = useIntl();
  const id = useId();
  const [ownItems, setOwnItems] = useState(defaultValue);
  const [errors, setErrors] = useState<string[]>([]);
  const items = value ?? ownItems;
  // Object URLs this picker made; released when their image is removed or the picker unmounts.
  const objectUrls = useRef(new Set<string>());
  useEffect(() => {
    const urls = objectUrls.current;
    return () => {
      for (const url of urls) URL.revokeObjectURL(url);
      urls.clear();
    };
  }, []);

  function commit(next: ImagePickerItem[]) {
    if (value === undefined) setOwnItems(next);
    onChange?.(next);
  }

  function add(files: File[]) {
    const replacing = maxCount === 1;
    const room = replacing ? 1 : Math.max(0, maxCount - items.length);
    const { accepted, rejected } = checkImages(files, { maxSize, acceptedTypes, room });
    const max = intl.formatNumber(Math.round(maxSize / 1024), {
      style: 'unit',
      unit: 'kilobyte',
      unitDisplay: 'short',
    });
    setErrors(
      rejected
        .map(({ file, reason }) =>
          reason === 'tooLarge'
            ? intl.formatMessage(imagePickerMessages.tooLarge, { name: file.name, max })
            : reason === 'invalidType'
              ? intl.formatMessage(imagePickerMessages.invalidType, { name: file.name })
              : intl.formatMessage(imagePickerMessages.tooMany, { count: maxCount }),
        )
        .filter((message, index, all) => all.indexOf(message) === index),
    );
    if (rejected.length > 0) onReject?.(rejected);
    if (accepted.length === 0) return;
    const added = accepted.map((file) => {
      const src = URL.createObjectURL(file);
      objectUrls.current.add(src);
      nextId += 1;
      return { id: `image-${nextId}`, src, name: file.name, file };
    });
    if (replacing) for (const item of items) release(item);
    commit(replacing ? added : [...items, ...added]);
  }

  function release(item: ImagePickerItem) {
    if (objectUrls.current.delete(item.src)) URL.revokeObjectURL(item.src);
  }

  function remove(item: ImagePickerItem) {
    release(item);
    setErrors([]);
    commit(items.filter((candidate) => candidate.id !== item.id));
  }

  async function drop(event: Parameters<NonNullable<AriaDropZoneProps['onDrop']>>[0]) {
    const fileItems = event.items.filter(isFileDropItem);
    add(await Promise.all(fileItems.map((item) => item.getFile())));
  }

  // "2/6": numerals and a slash read the same in every language the shop speaks.
  const countText = `${items.length}/${maxCount}`;
  const canAdd = !isDisabled && (maxCount === 1 || items.length < maxCount);
  const shownErrors = errorMessage ? [errorMessage, ...errors] : errors;
  const describedBy = [
    description ? `${id}-description` : null,
    shownErrors.length > 0 ? `${id}-errors` : null,
  ]
    .filter(Boolean)
    .join(' ');

  return (
    <div
      role="group"
      aria-labelledby={`${id}-label`}
      aria-describedby={describedBy || undefined}
      data-slot="image-picker"
      data-invalid={shownErrors.length > 0 || undefined}
      className={cn('flex flex-col gap-2', className)}
    >
      <span id={`${id}-label`} data-slot="label" className="text-sm font-medium text-foreground">
        {label}
      </span>
      <ul className="m-0 flex list-none flex-wrap gap-2 p-0">
        {items.map((item) => (
          <li
            key={item.id}
            data-slot="image-picker-preview"
            className={cn(imagePickerTileVariants({ shape }), 'bg-muted')}
          >
            <img src={item.src} alt={item.name} className="block size-full object-cover" />
            {!isDisabled && (
              <IconButton
                aria-label={intl.formatMessage(imagePickerMessages.remove, { name: item.name })}
                size="sm"
                variant="primary"
                className={cn(
                  'absolute size-6 [&_svg]:size-3.5',
                  shape === 'circle' ? 'top-1 right-1' : 'top-0.5 right-0.5',
                )}
                onPress={() => remove(item)}
              >
                <X aria-hidden="true" />
              </IconButton>
            )}
          </li>
        ))}
        {canAdd && (
          <li className="flex">
            <AriaDropZone
              aria-label={intl.formatMessage(imagePickerMessages.dropZone)}
              getDropOperation={(types) =>
                acceptedTypes.some((type) => types.has(type)) ? 'copy' : 'cancel'
              }
              onDrop={drop}
              data-slot="image-picker-drop-zone"
              className={cn(
                imagePickerTileVariants({ shape }),
                'flex drop-target:ring-2 drop-target:ring-focus',
                // RAC's drop zone has a hidden button of its own (the keyboard's way to drop), a
                // Tab stop before "Add": the zone draws its ring (the focus check found it bare).
                focusRing,
              )}
            >
              <AriaFileTrigger
                acceptedFileTypes={acceptedTypes}
                allowsMultiple={maxCount > 1}
                onSelect={(list) => add(list ? Array.from(list) : [])}
              >
                <AriaButton
                  data-slot="image-picker-add"
                  className={cn(
                    'flex size-full cursor-pointer flex-col items-center justify-center gap-1 border border-dashed border-border-strong bg-surface p-1 text-center text-xs text-muted-foreground',
                    shape === 'circle' ? 'rounded-pill' : 'rounded',
                    'hover:border-primary hover:text-primary-hover pressed:bg-muted',
                    focusRing,
                  )}
                >
                  <ImagePlus aria-hidden="true" className="size-5" />
                  <span>{intl.formatMessage(imagePickerMessages.add)}</span>
                  {maxCount > 1 && <span className="tabular-nums">{countText}</span>}
                </AriaButton>
              </AriaFileTrigger>
            </AriaDropZone>
          </li>
        )}
      </ul>
      {description && (
        <span
          id={`${id}-description`}
          data-slot="field-description"
          className="text-sm text-muted-foreground"
        >
          {description}
        </span>
      )}
      {/* A live region that is always there, so a refusal is announced the moment it appears. */}
      <div
        id={`${id}-errors`}
        role="alert"
        data-slot="field-error"
        className="flex flex-col gap-0.5 text-sm text-error empty:hidden"
      >
        {shownErrors.map((message, index) => (
          <span key={index}>{message}</span>
        ))}
      </div>
    </div>
  );
}
