// Form encoding the way jQuery 3's $.param (non-traditional) writes it, which is what the plugins'
// PHP reads through parse_str/$_POST: nested objects as a[b][c]=v, arrays of scalars as a[]=v,
// arrays of objects with their index a[0][k]=v; empty objects/arrays send nothing.
//
// Deliberate difference: jQuery sends `key=` for undefined; here an `undefined` member is omitted
// (a TypeScript optional field that is absent), while `null` still sends `key=` as jQuery does.

export type FormScalar = string | number | boolean | null | undefined;
export type FormValue = FormScalar | ReadonlyArray<FormValue> | { readonly [key: string]: FormValue };
export type FormFields = { readonly [key: string]: FormValue };

/**
 * encodeURIComponent throws on a lone surrogate (half an emoji from a cut, a broken paste); the
 * browser's own form encoding writes U+FFFD for it, and so do we (String#toWellFormed is newer
 * than our browser floor).
 */
export function encodePart(text: string): string {
  // Most parts hold no surrogate at all: they skip the replace (a filter's body has ~100 parts,
  // encoded in the click's task, issue 27).
  if (!SURROGATE.test(text)) return encodeURIComponent(text);
  // Pairs match first and stay; what is left alone is a lone half (no lookbehind: Safari 15 lacks it).
  return encodeURIComponent(text.replace(/[\ud800-\udbff][\udc00-\udfff]|[\ud800-\udfff]/g, (m) => (m.length === 2 ? m : '\ufffd')));
}

const SURROGATE = /[\ud800-\udfff]/;

function isRecord(value: FormValue): value is { readonly [key: string]: FormValue } {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function scalarText(value: FormScalar): string {
  if (value === null || value === undefined) return '';
  return String(value);
}

function build(prefix: string, value: FormValue, out: string[]): void {
  if (value === undefined) return;
  if (Array.isArray(value)) {
    const list: ReadonlyArray<FormValue> = value;
    list.forEach((item, index) => {
      // jQuery: a prefix already ending in [] takes items as they are; objects inside arrays keep
      // their index so their fields stay together on the PHP side.
      if (prefix.endsWith('[]')) build(prefix, item, out);
      else build(`${prefix}[${typeof item === 'object' && item !== null ? index : ''}]`, item, out);
    });
    return;
  }
  if (isRecord(value)) {
    for (const [key, inner] of Object.entries(value)) build(`${prefix}[${key}]`, inner, out);
    return;
  }
  // Narrowed to a scalar here: arrays and records returned above.
  out.push(`${encodePart(prefix)}=${encodePart(scalarText(value as FormScalar))}`);
}

/** `application/x-www-form-urlencoded` text of `data` (see the file comment for the rules). */
export function encodeForm(data: FormFields | URLSearchParams): string {
  if (data instanceof URLSearchParams) {
    const out: string[] = [];
    data.forEach((value, key) => out.push(`${encodePart(key)}=${encodePart(value)}`));
    return out.join('&');
  }
  const out: string[] = [];
  for (const [key, value] of Object.entries(data)) build(key, value, out);
  return out.join('&');
}

/** Appends encoded `query` to `url`, keeping what the URL already carries (`?` or `&`). */
export function appendQuery(url: string, query: FormFields | URLSearchParams | undefined): string {
  if (!query) return url;
  const encoded = encodeForm(query);
  if (!encoded) return url;
  const hashAt = url.indexOf('#');
  const base = hashAt === -1 ? url : url.slice(0, hashAt);
  const hash = hashAt === -1 ? '' : url.slice(hashAt);
  const joiner = !base.includes('?') ? '?' : base.endsWith('?') || base.endsWith('&') ? '' : '&';
  return `${base}${joiner}${encoded}${hash}`;
}

const MAX_DEPTH = 12;

/** A JSON value as form data, or undefined for anything that is not plain JSON. */
export function toFormValue(value: unknown, depth = 0): FormValue | undefined {
  if (depth > MAX_DEPTH) return undefined;
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return value;
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (Array.isArray(value)) {
    const out: FormValue[] = [];
    for (const item of value) {
      const converted = toFormValue(item, depth + 1);
      if (converted !== undefined) out.push(converted);
    }
    return out;
  }
  if (typeof value === 'object') {
    const out: Record<string, FormValue> = {};
    for (const [key, inner] of Object.entries(value)) {
      if (key === '__proto__') continue;
      const converted = toFormValue(inner, depth + 1);
      if (converted !== undefined) out[key] = converted;
    }
    return out;
  }
  return undefined;
}
