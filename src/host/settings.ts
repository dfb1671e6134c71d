// Page-wide settings: Vitrin's own JSON blob (#vitrin-settings) plus the objects the plugins'
// PHP localizes onto window (wc_add_to_cart_params, JetSmartFilterSettings, …). Plugin objects are
// read raw here and parsed by their adapter, which owns their shape.
//
// #vitrin-settings is read at boot by the core every page downloads, so it is checked here field
// by field without a schema library (issue 36: zod travels with the chunks that check schemas).
import { describeIssue, type Issue } from '../runtime/errors';
import type { Overrides } from '../i18n/page';

export type Defer = 'eager' | 'idle' | 'visible' | 'interaction';

export interface VitrinSettings {
  locale?: string;
  currency?: 'IRT' | 'IRR';
  loggedIn?: boolean;
  /** admin-ajax.php URL, when no plugin object names it. */
  ajaxUrl?: string;
  /** WooCommerce's "/?wc-ajax=%%endpoint%%" form, when no plugin object names it. */
  wcAjaxUrl?: string;
  restRoot?: string;
  restNonce?: string;
  cartUrl?: string;
  checkoutUrl?: string;
  isCart?: boolean;
  isCheckout?: boolean;
  i18n?: Overrides;
  /**
   * Wait policy overrides per call kind, e.g. {"cart": {"slowMs": 4000, "limitMs": 20000}}; each
   * entry is checked by src/host/waits.ts, so one bad entry does not cost the other settings.
   */
  waits?: Record<string, unknown>;
  /** Per-widget deferral defaults, e.g. {"swatches": {"defer": "visible"}}. */
  widgets?: Record<string, { defer?: Defer }>;
}

/** A field's check: the first issue (path below the field), or undefined when it fits. */
type Check = (value: unknown) => Issue | undefined;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const issue = (message: string, path: PropertyKey[] = []): Issue => ({ path, message });
const type = (name: 'string' | 'boolean'): Check => (value) => (typeof value === name ? undefined : issue(`expected ${name}`));
const oneOf = (...options: string[]): Check => (value) =>
  typeof value === 'string' && options.includes(value) ? undefined : issue(`expected one of ${options.map((o) => JSON.stringify(o)).join('|')}`);
const anything: Check = () => undefined;
const recordOf = (inner: Check): Check => (value) => {
  if (!isRecord(value)) return issue('expected record');
  for (const [key, item] of Object.entries(value)) {
    const found = inner(item);
    if (found) return issue(found.message, [key, ...found.path]);
  }
  return undefined;
};
const objectOf = (fields: Record<string, Check>): Check => (value) => {
  if (!isRecord(value)) return issue('expected object');
  for (const [key, check] of Object.entries(fields)) {
    if (value[key] === undefined) continue;
    const found = check(value[key]);
    if (found) return issue(found.message, [key, ...found.path]);
  }
  return undefined;
};

const fields: Record<keyof VitrinSettings, Check> = {
  locale: type('string'),
  currency: oneOf('IRT', 'IRR'),
  loggedIn: type('boolean'),
  ajaxUrl: type('string'),
  wcAjaxUrl: type('string'),
  restRoot: type('string'),
  restNonce: type('string'),
  cartUrl: type('string'),
  checkoutUrl: type('string'),
  isCart: type('boolean'),
  isCheckout: type('boolean'),
  i18n: recordOf(recordOf(recordOf(anything))),
  waits: recordOf(anything),
  widgets: recordOf(objectOf({ defer: oneOf('eager', 'idle', 'visible', 'interaction') })),
};
const settingsCheck = objectOf(fields);

/** The settings blob checked: its known fields (unknown ones left out), or the first issue. */
export function parseVitrinSettings(raw: unknown): { success: true; data: VitrinSettings } | { success: false; issue: Issue } {
  const found = settingsCheck(raw);
  if (found) return { success: false, issue: found };
  const source = raw as Record<string, unknown>;
  const data: Record<string, unknown> = {};
  for (const key of Object.keys(fields)) if (source[key] !== undefined) data[key] = source[key];
  return { success: true, data: data as VitrinSettings };
}

export interface PageSettings {
  vitrin: VitrinSettings;
  loggedIn: boolean;
  /** A plugin's localized object by its global name; unknown until its adapter parses it. */
  global(name: string): unknown;
}

export function readPageSettings(doc: Document = document): PageSettings {
  let vitrin: VitrinSettings = {};
  const script = doc.getElementById('vitrin-settings');
  if (script?.textContent?.trim()) {
    let raw: unknown;
    try {
      raw = JSON.parse(script.textContent);
    } catch (error) {
      console.error(`[vitrin] V030 settings: #vitrin-settings is not JSON (${String(error)}); using defaults`);
    }
    if (raw !== undefined) {
      const parsed = parseVitrinSettings(raw);
      if (parsed.success) vitrin = parsed.data;
      else console.error(`[vitrin] V030 settings: ${describeIssue([parsed.issue], 'settings')}; using defaults`);
    }
  }
  const win = doc.defaultView ?? window;
  return {
    vitrin,
    loggedIn: vitrin.loggedIn ?? doc.body.classList.contains('logged-in'),
    global: (name) => (win as unknown as Record<string, unknown>)[name],
  };
}
