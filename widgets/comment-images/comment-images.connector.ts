// Which review images may be sent (spec §5 "Comment images"): at most N files, each at most the
// size limit, of an allowed image type judged by the file's first bytes (a GIF renamed .jpg is
// still a GIF), and at least one when required. No DOM: files arrive as size + first bytes.
import type { CommentImageRules } from '../../adapters/woodmart/comment-images';

export type CommentImageError = 'count' | 'size' | 'mime' | 'required';

export interface PickedFile {
  size: number;
  /** The file's first bytes (12 are enough for every signature below). */
  head: Uint8Array;
}

const SIGNATURES: Array<[string, Array<number | null>]> = [
  ['image/png', [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]],
  ['image/jpeg', [0xff, 0xd8, 0xff]],
  ['image/gif', [0x47, 0x49, 0x46, 0x38]],
  // RIFF....WEBP
  ['image/webp', [0x52, 0x49, 0x46, 0x46, null, null, null, null, 0x57, 0x45, 0x42, 0x50]],
];

/** The image type the bytes say, whatever the name or the browser's guess; null when none. */
export function sniffImageType(head: Uint8Array): string | null {
  for (const [type, signature] of SIGNATURES) {
    if (head.length < signature.length) continue;
    if (signature.every((byte, i) => byte === null || head[i] === byte)) return type;
  }
  return null;
}

/** Every rule the picked files break, in the order Woodmart reports them. */
export function validateImages(files: readonly PickedFile[], rules: CommentImageRules): CommentImageError[] {
  const errors: CommentImageError[] = [];
  if (rules.required && files.length === 0) errors.push('required');
  if (files.length > rules.maxFiles) errors.push('count');
  if (files.some((f) => f.size > rules.maxBytes)) errors.push('size');
  if (files.some((f) => {
    const type = sniffImageType(f.head);
    return type === null || !rules.mimes.includes(type);
  })) errors.push('mime');
  return errors;
}
