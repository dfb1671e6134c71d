// Woodmart 7.2.5's review-image contract (js/scripts/wc/commentImage.js, contracts.md §3.5): the
// file field its PHP prints into `form.comment-form` (`#wd-add-img-btn`, `.wd-add-img-count`) and
// the limits and texts it localizes in `woodmart_settings`. The upload itself is WordPress's
// normal comment POST (multipart), so nothing here talks to the server.
import * as z from 'zod/mini';
import type { PageSettings } from '../../src/host/settings';

export const COMMENT_IMAGES_INPUT_SELECTOR = 'form.comment-form input#wd-add-img-btn[type="file"]';
/** The block Woodmart prints around the field (label, input, hint, counter): the React root's mount point. */
export const COMMENT_IMAGES_SELECTOR = 'form.comment-form .comment-form-images';

/** The block holds Woodmart's file field (the shared scan never uses `:has()`). */
export function hasCommentImagesInput(block: Element): boolean {
  return block.querySelector('input#wd-add-img-btn[type="file"]') !== null;
}

const text = z.catch(z.optional(z.string()), undefined);
const numberish = z.catch(z.optional(z.union([z.string(), z.number()])), undefined);

const settingsSchema = z.object({
  comment_images_upload_size: numberish,
  comment_images_count: numberish,
  /** {"jpg|jpeg|jpe": "image/jpeg", "png": "image/png"} (wp_get_mime_types subset). */
  comment_images_upload_mimes: z.catch(z.optional(z.record(z.string(), z.string())), undefined),
  single_product_comment_images_required: text,
  comment_images_upload_size_text: text,
  comment_images_count_text: text,
  comment_images_upload_mimes_text: text,
  comment_required_images_error_text: text,
  comment_images_added_count_text: text,
});

export interface CommentImageRules {
  maxFiles: number;
  maxBytes: number;
  /** MIME types allowed, checked against the file's content. */
  mimes: string[];
  required: boolean;
}

export interface CommentImageTexts {
  size?: string;
  count?: string;
  mimes?: string;
  required?: string;
  /** "%s تصویر اضافه شده است". */
  added?: string;
}

/** Spec §5 and §9: 3 files, 1 MB (1048576 bytes), png and jpeg, not required. */
export const DEFAULT_RULES: CommentImageRules = { maxFiles: 3, maxBytes: 1048576, mimes: ['image/jpeg', 'image/png'], required: false };

function positiveInt(raw: string | number | undefined, fallback: number): number {
  const n = typeof raw === 'number' ? raw : Number.parseInt(String(raw ?? ''), 10);
  return Number.isFinite(n) && n > 0 ? Math.floor(n) : fallback;
}

export function readCommentImageSettings(settings: PageSettings): { rules: CommentImageRules; texts: CommentImageTexts } {
  const parsed = z.safeParse(settingsSchema, settings.global('woodmart_settings'));
  const s = parsed.success ? parsed.data : {};
  const mimes = s.comment_images_upload_mimes ? Object.values(s.comment_images_upload_mimes).map(String) : DEFAULT_RULES.mimes;
  const clean = (value: string | undefined) => (value && value.trim() !== '' ? value : undefined);
  return {
    rules: {
      maxFiles: positiveInt(s.comment_images_count, DEFAULT_RULES.maxFiles),
      maxBytes: positiveInt(s.comment_images_upload_size, DEFAULT_RULES.maxBytes),
      mimes: mimes.length ? mimes : DEFAULT_RULES.mimes,
      required: s.single_product_comment_images_required === 'yes',
    },
    texts: {
      size: clean(s.comment_images_upload_size_text),
      count: clean(s.comment_images_count_text),
      mimes: clean(s.comment_images_upload_mimes_text),
      required: clean(s.comment_required_images_error_text),
      added: clean(s.comment_images_added_count_text),
    },
  };
}
