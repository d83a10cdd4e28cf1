import { useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { ImagePicker, type ImagePickerItem } from '@pasar/ui';
import { EVIDENCE_MAX_BYTES, EVIDENCE_MAX_PICTURES } from '../../../contract/after-sales-constants';
import { ApiError } from '../../../contract/envelope';
import { uploadEvidence } from '../../api/after-sales';
import { useErrorText } from '../../i18n/use-error-text';
import { afterSalesMessages as m } from './messages';

/** A picked picture and its upload: the server's id once it is stored. */
export interface EvidenceItem extends ImagePickerItem {
  evidenceId?: string;
}

const megabytes = `${EVIDENCE_MAX_BYTES / (1024 * 1024)} MB`;

/**
 * The request's evidence pictures (up to EVIDENCE_MAX_PICTURES): the kit's picker refuses a file
 * too large or of another type with a message naming it; each accepted file uploads at once with
 * its progress (the avatar's upload, api/upload.ts), so Submit only names the stored ids. A
 * failed upload drops its tile and says why; removing a tile drops its id.
 */
export function EvidencePicker({
  value,
  onChange,
}: {
  value: EvidenceItem[];
  onChange: (update: (items: EvidenceItem[]) => EvidenceItem[]) => void;
}) {
  const intl = useIntl();
  const errorText = useErrorText();
  const [progress, setProgress] = useState<Record<string, number>>({});
  const [error, setError] = useState<string | null>(null);
  const started = useRef(new Set<string>());

  function upload(item: EvidenceItem) {
    if (!item.file || started.current.has(item.id)) return;
    started.current.add(item.id);
    setProgress((all) => ({ ...all, [item.id]: 0 }));
    uploadEvidence(item.file, (fraction) => setProgress((all) => ({ ...all, [item.id]: fraction })))
      .then((picture) =>
        onChange((items) =>
          items.map((each) => (each.id === item.id ? { ...each, evidenceId: picture.evidence_id } : each)),
        ),
      )
      .catch((caught: unknown) => {
        onChange((items) => items.filter((each) => each.id !== item.id));
        setError(
          intl.formatMessage(m.uploadFailed, {
            name: item.name,
            reason: caught instanceof ApiError ? errorText(caught) : String(caught),
          }),
        );
      })
      .finally(() =>
        setProgress((all) => {
          const { [item.id]: _done, ...rest } = all;
          return rest;
        }),
      );
  }

  const uploading = value.filter((item) => progress[item.id] !== undefined);
  return (
    <div className="flex flex-col gap-2" data-testid="evidence">
      <ImagePicker
        label={intl.formatMessage(m.picturesLabel)}
        description={intl.formatMessage(m.picturesHint, { count: EVIDENCE_MAX_PICTURES, size: megabytes })}
        maxCount={EVIDENCE_MAX_PICTURES}
        maxSize={EVIDENCE_MAX_BYTES}
        value={value}
        onChange={(items) => {
          setError(null);
          const kept = new Map(value.map((item) => [item.id, item]));
          onChange(() => items.map((item) => kept.get(item.id) ?? item));
          items.filter((item) => !kept.has(item.id)).forEach(upload);
        }}
        errorMessage={error}
      />
      {uploading.map((item) => (
        <progress
          key={item.id}
          value={progress[item.id]}
          max={1}
          aria-label={intl.formatMessage(m.uploading, { name: item.name })}
          className="h-2 w-full max-w-60 accent-primary"
        />
      ))}
    </div>
  );
}

/** Whether every picked picture is stored (Submit waits for the uploads). */
export const allUploaded = (items: EvidenceItem[]) => items.every((item) => item.evidenceId);
