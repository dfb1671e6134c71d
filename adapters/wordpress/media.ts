// Media upload with WordPress's recovery path (api-fetch's media-upload middleware, read not
// copied): when the server dies making image sizes (5xx with X-WP-Upload-Attachment-ID), ask it to
// finish with POST media/{id}/post-process up to 5 times; if it never does, delete the half-made
// attachment for good and fail with kind 'post_process'.
import * as z from 'zod/mini';
import type { Schema } from '../http/client';
import { transportError, type Result } from '../http/errors';
import type { RestClient } from './rest';

/** spec §9: media post-process retries. */
export const POST_PROCESS_ATTEMPTS = 5;

/** The fields of a wp/v2/media item Vitrin reads; the rest passes through. */
export const mediaItemSchema = z.looseObject({
  id: z.number(),
  source_url: z.optional(z.string()),
  mime_type: z.optional(z.string()),
});
export type MediaItem = z.infer<typeof mediaItemSchema>;

export interface UploadOptions<T> {
  /** File name on the server; default `file.name` (or 'upload'). */
  filename?: string;
  /** Extra attachment fields sent with the file (title, alt_text, post …). */
  fields?: Record<string, string>;
  signal?: AbortSignal;
  /** Shape of the created attachment; default mediaItemSchema. */
  schema?: Schema<T>;
}

export function uploadMedia(rest: RestClient, file: Blob, options?: UploadOptions<MediaItem>): Promise<Result<MediaItem>>;
export function uploadMedia<T>(rest: RestClient, file: Blob, options: UploadOptions<T> & { schema: Schema<T> }): Promise<Result<T>>;
export async function uploadMedia<T>(rest: RestClient, file: Blob, options: UploadOptions<T> = {}): Promise<Result<T | MediaItem>> {
  const schema: Schema<T | MediaItem> = options.schema ?? mediaItemSchema;
  const filename = options.filename ?? (file instanceof File && file.name ? file.name : 'upload');
  const form = new FormData();
  form.append('file', file, filename);
  for (const [key, value] of Object.entries(options.fields ?? {})) form.append(key, value);

  const signal = options.signal;
  const uploaded = await rest.request({
    path: 'wp/v2/media',
    method: 'POST',
    body: form,
    // WordPress reads the name from the multipart part; the header names it too for servers that
    // take the raw-body route. Header values must be Latin-1, so other characters are escaped.
    headers: { 'Content-Disposition': `attachment; filename="${headerSafe(filename)}"` },
    ...(signal ? { signal } : {}),
    schema,
  });
  if (uploaded.ok) return uploaded;
  const error = uploaded.error;
  if (error.kind !== 'http' || error.status < 500 || error.status >= 600) return uploaded;
  const id = Number(error.headers.get('X-WP-Upload-Attachment-ID'));
  if (!Number.isInteger(id) || id <= 0) return uploaded;

  for (let attempt = 1; attempt <= POST_PROCESS_ATTEMPTS; attempt += 1) {
    const processed = await rest.request({
      path: `wp/v2/media/${id}/post-process`,
      method: 'POST',
      data: { action: 'create-image-subsizes' },
      ...(signal ? { signal } : {}),
      schema,
    });
    if (processed.ok) return processed;
    if (processed.error.kind === 'aborted') return processed;
  }
  // Give up: remove the attachment so the library keeps no broken image.
  await rest.request({ path: `wp/v2/media/${id}`, method: 'DELETE', query: { force: true }, schema: z.unknown() });
  return { ok: false, error: transportError({ kind: 'post_process', url: rest.url('wp/v2/media'), attachmentId: id }) };
}

function headerSafe(name: string): string {
  return name.replace(/[^\x20-\x7e]|["\\%]/g, (ch) => encodeURIComponent(ch));
}
