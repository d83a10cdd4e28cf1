import { AVATAR_MAX_BYTES, AVATAR_TYPES } from '../../contract/rules/avatar';

export type ImageRejection = 'invalidType' | 'tooLarge' | 'tooMany';

export interface ImageCheckOptions {
  /** Bytes; contract's 800 KB avatar limit (SPEC.md §5) unless the caller says otherwise. */
  maxSize?: number;
  acceptedTypes?: readonly string[];
  /** How many more images fit. */
  room: number;
}

export interface ImageCheck<F> {
  accepted: F[];
  rejected: { file: F; reason: ImageRejection }[];
}

/**
 * Splits picked files into those the picker keeps and those it refuses, with the reason. The
 * defaults are contract/rules/avatar.ts's; the props only move the limits for other uses
 * (evidence photos), the checks stay the same: type, then size, then room left, in pick order.
 */
export function checkImages<F extends { readonly size: number; readonly type: string }>(
  files: Iterable<F>,
  { maxSize = AVATAR_MAX_BYTES, acceptedTypes = AVATAR_TYPES, room }: ImageCheckOptions,
): ImageCheck<F> {
  const result: ImageCheck<F> = { accepted: [], rejected: [] };
  for (const file of files) {
    if (!acceptedTypes.includes(file.type)) result.rejected.push({ file, reason: 'invalidType' });
    else if (file.size > maxSize) result.rejected.push({ file, reason: 'tooLarge' });
    else if (result.accepted.length >= room) result.rejected.push({ file, reason: 'tooMany' });
    else result.accepted.push(file);
  }
  return result;
}
