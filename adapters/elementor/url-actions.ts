// Elementor's hash action links (core frontend.js `url-actions`):
//   href="#elementor-action%3Aaction%3Dpopup%3Aopen%26settings%3D<base64 JSON>"
// The PHP builds them as '#' + rawurlencode("elementor-action:action=<name>&settings=<base64(json)>");
// Elementor's JS decodes the whole href, takes the action from `action=(.+?)&` (so an `&` must follow
// the name) and the settings from `settings=(.+)` through atob + JSON.parse.
import * as z from 'zod/mini';

export const ACTION_LINK_SELECTOR = 'a[href^="%23elementor-action"], a[href^="#elementor-action"]';
export const ACTION_HASH_ATTRIBUTE = 'data-e-action-hash';

export interface HashAction {
  name: string;
  settings: Record<string, unknown>;
}

const settingsSchema = z.record(z.string(), z.unknown());

function decodeBase64Utf8(text: string): string {
  const binary = atob(text);
  const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
  // PHP's wp_json_encode escapes non-ASCII as \uXXXX, but a hand-written link may carry raw UTF-8.
  return new TextDecoder().decode(bytes);
}

/** Parses an action href or hash; null when it is not one or is malformed (never throws). */
export function parseHashAction(href: string): HashAction | null {
  let url: string;
  try {
    url = decodeURIComponent(href);
  } catch {
    return null;
  }
  const name = /action=(.+?)&/.exec(url)?.[1];
  if (!name) return null;
  const encoded = /settings=(.+)/.exec(url)?.[1];
  if (!encoded) return { name, settings: {} };
  let json: unknown;
  try {
    json = JSON.parse(decodeBase64Utf8(encoded.trim()));
  } catch {
    return null;
  }
  const parsed = settingsSchema.safeParse(json);
  if (!parsed.success || Array.isArray(json)) return null;
  const settings: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(parsed.data)) if (key !== '__proto__') settings[key] = value;
  return { name, settings };
}

/** The hash PHP's create_action_hash() prints (demo fixtures and tests). */
export function createActionHash(name: string, settings: Record<string, unknown>): string {
  const json = JSON.stringify(settings);
  const base64 = btoa(String.fromCharCode(...new TextEncoder().encode(json)));
  return `#${encodeURIComponent(`elementor-action:action=${name}&settings=${base64}`)}`;
}

const popupOpenSchema = z.object({ id: z.union([z.number(), z.string()]), toggle: z.optional(z.union([z.boolean(), z.string(), z.number()])) });
const popupCloseSchema = z.object({ do_not_show_again: z.optional(z.union([z.boolean(), z.string(), z.number()])) });
const idSchema = z.object({ id: z.union([z.number(), z.string()]) });
const lightboxSchema = z.object({
  type: z.optional(z.string()),
  url: z.optional(z.string()),
  id: z.optional(z.union([z.number(), z.string()])),
  title: z.optional(z.string()),
  slideshow: z.optional(z.union([z.string(), z.number()])),
});

const truthy = (v: unknown) => v === true || v === 'yes' || v === '1' || v === 1 || v === 'true';

export function popupOpenSettings(settings: unknown): { id: number; toggle: boolean } | null {
  const parsed = popupOpenSchema.safeParse(settings);
  if (!parsed.success) return null;
  const id = Number(parsed.data.id);
  return Number.isInteger(id) && id > 0 ? { id, toggle: truthy(parsed.data.toggle) } : null;
}

export function popupCloseSettings(settings: unknown): { doNotShowAgain: boolean } {
  const parsed = popupCloseSchema.safeParse(settings);
  return { doNotShowAgain: parsed.success && truthy(parsed.data.do_not_show_again) };
}

export function offCanvasSettings(settings: unknown): { id: string } | null {
  const parsed = idSchema.safeParse(settings);
  if (!parsed.success) return null;
  const id = String(parsed.data.id);
  return /^[\w-]+$/.test(id) ? { id } : null;
}

export interface LightboxSettings {
  type: 'image' | 'video' | 'slideshow';
  url: string;
  title: string;
  /** Slideshow group (data-elementor-lightbox-slideshow) to open, starting at `url`. */
  slideshow: string;
}

export function lightboxSettings(settings: unknown): LightboxSettings | null {
  const parsed = lightboxSchema.safeParse(settings);
  if (!parsed.success) return null;
  const { url = '', title = '', slideshow } = parsed.data;
  if (slideshow !== undefined) return { type: 'slideshow', url, title, slideshow: String(slideshow) };
  // An attachment id means an image (Elementor sets type "image" itself then).
  const type = parsed.data.id !== undefined ? 'image' : parsed.data.type === 'video' ? 'video' : 'image';
  if (!url) return null;
  return { type, url, title, slideshow: '' };
}

/** theme_template_id=<post id> in the query string (theme builder preview), or null. */
export function themeTemplateId(search: string): number | null {
  const value = new URLSearchParams(search).get('theme_template_id');
  const id = Number(value);
  return value && Number.isInteger(id) && id > 0 ? id : null;
}
