/** SPEC.md §5, §9: an avatar is at most 800 KB. Decision: KB is 1024 bytes, as file pickers count. */
export const AVATAR_MAX_BYTES = 800 * 1024;
/** SPEC.md §5: the recommended size shown next to the picker. */
export const AVATAR_RECOMMENDED_SIZE = { width: 200, height: 200 } as const;
// Decision: the formats every browser and the server's image pipeline read; no GIF or HEIC.
export const AVATAR_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

export type AvatarError = 'required' | 'invalidType' | 'tooLarge';

/** Checks a picked file (a File has both fields) before it is uploaded. */
export function avatarError(
  file: { readonly size: number; readonly type: string } | null | undefined,
): AvatarError | null {
  if (!file) return 'required';
  if (!(AVATAR_TYPES as readonly string[]).includes(file.type)) return 'invalidType';
  return file.size > AVATAR_MAX_BYTES ? 'tooLarge' : null;
}
