// Server strings from the chat settings, made safe. Names, labels and titles are plain text: any
// markup is dropped and only its text kept. The GDPR note and descriptions may carry simple
// formatting: rebuilt by the shared allowlist sanitiser (src/host/sanitize.ts, TEXT_FORMAT).
import { plainText as shared, sanitizeHtml, TEXT_FORMAT } from '../../src/host/sanitize';

/** Plain text of a server string that may carry markup (entities decoded, tags and scripts gone). */
export function plainText(value: string): string {
  return shared(value);
}

/** Simple formatting only (b, strong, i, em, u, br, p, span, small, lists, http/mailto/tel links): the shared allowlist. */
export function simpleHtml(value: string): string {
  return sanitizeHtml(value, TEXT_FORMAT);
}

/** An avatar URL we are willing to put in <img src>: http(s) or site-relative, else none. */
export function safeImageUrl(value: string): string {
  const v = value.trim();
  return /^https?:\/\//i.test(v) || (v.startsWith('/') && !v.startsWith('//')) ? v : '';
}

/** A colour we are willing to put in a CSS custom property, else the fallback. */
export function safeColor(value: string, fallback: string): string {
  const v = value.trim();
  return /^#[0-9a-f]{3,8}$/i.test(v) || /^(rgb|rgba|hsl|hsla)\(\s*[\d.%,\s/]+\)$/i.test(v) || /^[a-z]{3,20}$/i.test(v) ? v : fallback;
}
