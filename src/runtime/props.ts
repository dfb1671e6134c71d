// Reads a mount point's props: canonical JSON (child script or attribute) or a plugin markup
// reader, then the widget's schema. Failures are coded, never thrown.
import { ErrorCode, describeIssue, type ErrorCodeValue } from './errors';
import type { MarkupReader, PropsSchema } from './types';
import type { PageSettings } from '../host/settings';

export type PropsResult<P> = { ok: true; props: P } | { ok: false; code: ErrorCodeValue; message: string };

export function readCanonicalProps(el: HTMLElement): { ok: true; raw: unknown } | { ok: false; message: string } {
  const script = Array.from(el.children).find(
    (child): child is HTMLScriptElement => child instanceof HTMLScriptElement && child.hasAttribute('data-vitrin-props'),
  );
  const text = script ? script.textContent : el.getAttribute('data-vitrin-props');
  if (text === null || text.trim() === '') return { ok: true, raw: {} };
  try {
    return { ok: true, raw: JSON.parse(text) as unknown };
  } catch (error) {
    return { ok: false, message: `props are not JSON (${error instanceof Error ? error.message : String(error)})` };
  }
}

export function resolveProps<P>(
  el: HTMLElement,
  schema: PropsSchema<P>,
  reader: MarkupReader | undefined,
  settings: PageSettings,
): PropsResult<P> {
  let raw: unknown;
  if (reader) {
    try {
      raw = reader.read(el, settings);
    } catch (error) {
      return { ok: false, code: ErrorCode.MarkupUnreadable, message: `markup unreadable (${error instanceof Error ? error.message : String(error)})` };
    }
  } else {
    const canonical = readCanonicalProps(el);
    if (!canonical.ok) return { ok: false, code: ErrorCode.PropsJson, message: canonical.message };
    raw = canonical.raw;
  }
  // safeParse can still throw (props nested deep enough make zod overflow the stack: RangeError):
  // that is invalid props for this one widget, not a crash of the mount queue.
  let parsed: ReturnType<PropsSchema<P>['safeParse']>;
  try {
    parsed = schema.safeParse(raw);
  } catch (error) {
    return { ok: false, code: ErrorCode.PropsInvalid, message: `props could not be checked (${error instanceof Error ? `${error.name}: ${error.message}` : String(error)})` };
  }
  if (!parsed.success) return { ok: false, code: ErrorCode.PropsInvalid, message: describeIssue(parsed.error.issues, 'props') };
  return { ok: true, props: parsed.data };
}
