// WooCommerce's order attribution contract (order-attribution.js + its bundled sourcebuster,
// OrderAttributionController.php, contracts.md §5.5): the `wc_order_attribution` object the PHP
// localizes, the sourcebuster-compatible `sbjs_*` cookies it reads back (format, encoding,
// lifetime, domain) and the `wc_order_attribution_<field>` inputs the checkout posts.
import type { PageSettings } from '../../src/host/settings';
import { encodePart } from '../http/form';

export const ATTRIBUTION_INPUTS_TAG = 'wc-order-attribution-inputs';

export interface AttributionParams {
  /** Cookie lifetime in months (WooCommerce prints 0.00001: under a minute, i.e. session cookies). */
  lifetime: number;
  /** Session length in minutes. */
  session: number;
  base64: boolean;
  prefix: string;
  allowTracking: boolean;
}
export interface AttributionSettings {
  params: AttributionParams;
  /** Field → "container.key", e.g. source_type → "current.typ". */
  fields: Record<string, string>;
}

const DEFAULT_PARAMS: AttributionParams = { lifetime: 0.00001, session: 30, base64: false, prefix: 'wc_order_attribution_', allowTracking: true };

/** OrderAttributionMeta's field map, used when the page prints none. */
export const DEFAULT_FIELDS: Record<string, string> = {
  source_type: 'current.typ', referrer: 'current_add.rf', utm_campaign: 'current.cmp', utm_source: 'current.src',
  utm_medium: 'current.mdm', utm_content: 'current.cnt', utm_id: 'current.id', utm_term: 'current.trm',
  utm_source_platform: 'current.plt', utm_creative_format: 'current.fmt', utm_marketing_tactic: 'current.tct',
  session_entry: 'current_add.ep', session_start_time: 'current_add.fd', session_pages: 'session.pgs',
  session_count: 'udata.vst', user_agent: 'udata.uag',
};

/**
 * The page's settings, or null when WooCommerce printed none (attribution is off on this site).
 * Checked by hand, not zod (issue 36: order attribution runs at load on every page, zod/mini is
 * ~9 KB gzip), accepting what the zod schema did (attribution.test.ts keeps it as the oracle): an
 * object whose `params` fields each fall back to their default when of the wrong kind (all of
 * them when `params` is no object), and whose `fields` are a plain string → string map or else none.
 */
export function readAttributionSettings(settings: PageSettings): AttributionSettings | null {
  const raw = settings.global('wc_order_attribution');
  if (!isObject(raw)) return null;
  const parsed = { params: readParams(raw.params), fields: readFields(raw.fields) };
  const fields = Object.keys(parsed.fields).length ? parsed.fields : DEFAULT_FIELDS;
  return { params: parsed.params, fields };
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function readParams(value: unknown): AttributionParams {
  if (!isObject(value)) return { ...DEFAULT_PARAMS };
  const number = (v: unknown, fallback: number) => (typeof v === 'number' && Number.isFinite(v) ? v : fallback);
  return {
    lifetime: number(value.lifetime, DEFAULT_PARAMS.lifetime),
    session: number(value.session, DEFAULT_PARAMS.session),
    base64: typeof value.base64 === 'boolean' ? value.base64 : DEFAULT_PARAMS.base64,
    prefix: typeof value.prefix === 'string' ? value.prefix : DEFAULT_PARAMS.prefix,
    allowTracking: typeof value.allowTracking === 'boolean' ? value.allowTracking : DEFAULT_PARAMS.allowTracking,
  };
}

function readFields(value: unknown): Record<string, string> {
  if (!isObject(value)) return {};
  const proto: unknown = Object.getPrototypeOf(value);
  if (proto !== Object.prototype && proto !== null) return {};
  const fields: Record<string, string> = {};
  for (const key of Object.keys(value)) {
    // An own `__proto__` key (JSON.parse makes one): skipped, whatever its value, as the schema did.
    if (key === '__proto__') continue;
    const field = value[key];
    if (typeof field !== 'string') return {};
    fields[key] = field;
  }
  return fields;
}

// --- sbjs cookies ----------------------------------------------------------------------------

export type Container = 'current' | 'current_add' | 'first' | 'first_add' | 'session' | 'udata' | 'migrations';
export const COOKIE_NAMES: Record<Container, string> = {
  current: 'sbjs_current', current_add: 'sbjs_current_add', first: 'sbjs_first', first_add: 'sbjs_first_add',
  session: 'sbjs_session', udata: 'sbjs_udata', migrations: 'sbjs_migrations',
};
/** Every cookie tracking-off removes (order-attribution.js L98-115). */
export const ALL_COOKIES = [...Object.values(COOKIE_NAMES), 'sbjs_promo'];

/** The keys each container must hold, in the order sourcebuster writes them. */
export const CONTAINER_KEYS: Record<Container, readonly string[]> = {
  current: ['typ', 'src', 'mdm', 'cmp', 'cnt', 'trm', 'id', 'plt', 'fmt', 'tct'],
  first: ['typ', 'src', 'mdm', 'cmp', 'cnt', 'trm', 'id', 'plt', 'fmt', 'tct'],
  current_add: ['fd', 'ep', 'rf'],
  first_add: ['fd', 'ep', 'rf'],
  session: ['pgs', 'cpg'],
  udata: ['vst', 'uip', 'uag'],
  migrations: [],
};
const DELIMITER = '|||';

/**
 * Encoded bytes one value may take. sourcebuster copies whatever the campaign link carries: one
 * crafted link made ~19 KB of cookies and every later request of that visitor failed with 400
 * (servers refuse request headers past ~8 KB). Capped, all `sbjs_*` cookies together stay under
 * 4 KB, each far under the browser's 4 KB per cookie.
 */
export const MAX_ENCODED = { value: 100, url: 200, userAgent: 300 } as const;
const URL_KEYS = new Set(['ep', 'rf', 'cpg']);

/** `text` cut (by code points, so it stays encodable) until its encoded form fits `max`. */
export function capEncoded(text: string, max: number): string {
  if (sbjsEncode(text).length <= max) return text;
  let out = '';
  let size = 0;
  for (const ch of text) {
    const add = sbjsEncode(ch).length;
    if (size + add > max) break;
    out += ch;
    size += add;
  }
  return out;
}

/** The cap of one container key (URLs and the user agent are longer than campaign values). */
export function capValue(key: string, value: string): string {
  return capEncoded(value, key === 'uag' ? MAX_ENCODED.userAgent : URL_KEYS.has(key) ? MAX_ENCODED.url : MAX_ENCODED.value);
}

/**
 * Longer than any cookie the caps allow; a longer one is from before the caps or hostile, and is
 * replaced (so an old 4 KB first-touch cookie does not stay for good).
 */
const MAX_COOKIE = 1400;

/** sourcebuster's encodeData: encodeURIComponent plus !~*'() (a lone surrogate as U+FFFD, never a throw). */
export function sbjsEncode(text: string): string {
  return encodePart(text).replace(/[!~*'()]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

function decode(text: string): string | null {
  try {
    return decodeURIComponent(text);
  } catch {
    return null;
  }
}

/** "k=v|||k=v" → the map, in order. */
export function packCookie(values: ReadonlyArray<readonly [string, string]>): string {
  return values.map(([k, v]) => `${k}=${v}`).join(DELIMITER);
}

/**
 * A container cookie as sourcebuster wrote it, or null when it is missing or not of that shape
 * (unknown or missing keys, undecodable, absurdly long): such a cookie is replaced, not trusted.
 */
export function parseContainer(container: Container, raw: string | undefined): Record<string, string> | null {
  if (raw === undefined || raw === '' || raw.length > MAX_COOKIE) return null;
  const text = decode(raw);
  if (text === null) return null;
  const expected = CONTAINER_KEYS[container];
  const out: Record<string, string> = {};
  for (const part of text.split(DELIMITER)) {
    const eq = part.indexOf('=');
    if (eq <= 0) return null;
    const key = part.slice(0, eq);
    if (expected.length && !expected.includes(key)) return null;
    out[key] = part.slice(eq + 1);
  }
  // Older sourcebuster versions wrote fewer main keys: the first six must be there.
  const main = container === 'current' || container === 'first';
  const required = main ? expected.slice(0, 6) : expected;
  if (!required.every((key) => key in out)) return null;
  if (main && !['utm', 'organic', 'referral', 'typein'].includes(out.typ ?? '')) return null;
  return out;
}

/** The raw `sbjs_*` cookie values the page can see. */
export function readSbjsCookies(source: string): Partial<Record<Container, string>> {
  const out: Partial<Record<Container, string>> = {};
  const byName = new Map(Object.entries(COOKIE_NAMES).map(([container, name]) => [name, container as Container]));
  for (const part of source ? source.split(/;\s*/) : []) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    const container = byName.get(part.slice(0, eq));
    if (container && out[container] === undefined) out[container] = part.slice(eq + 1);
  }
  return out;
}

/** The domain attribute sourcebuster gives: ".<host>" (left off where a browser would refuse it). */
export function cookieDomain(hostname: string): string | undefined {
  const host = hostname.replace(/^www\./, '');
  return host.includes('.') && !/^[\d.]+$/.test(host) ? `.${host}` : undefined;
}

/** One `document.cookie` assignment: minutes 0 = a session cookie (no expiry), negative = delete. */
export function sbjsCookieString(name: string, value: string, minutes: number, domain: string | undefined, now: number): string {
  let text = `${sbjsEncode(name)}=${sbjsEncode(value)}`;
  if (minutes) text += `; expires=${new Date(now + minutes * 60000).toUTCString()}`;
  if (domain) text += `;domain=${domain}`;
  return `${text}; path=/`;
}

/** sourcebuster's lifetime rule: months × 30 days, in whole minutes (0 → session cookies). */
export function lifetimeMinutes(months: number): number {
  return Math.max(0, Math.floor(months * 30 * 24 * 60));
}
