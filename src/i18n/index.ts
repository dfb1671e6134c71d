// Vitrin's strings: Persian first, English fallback; a site may override any string from its page
// settings (`vitrin-settings.i18n`), e.g. {"fa": {"cart": {"added": "…"}}}.
//
// i18next is the translation library, but it is not on the boot path (issue 36): it is 16 KB gzip,
// and a page whose widgets have not been touched shows only strings it can look up. So the
// strings live here (common, plus each family's namespace, registered by its chunk), and `t` reads
// them through i18next once it is loaded (./engine.ts, asked for by `loadTranslator()`, which the
// HTTP client calls with the first request) and, before that, with a plain lookup of the same
// resources: namespace, dotted key, `_one`/`_other` plural by `count`, `{{name}}` interpolation,
// then the English fallback — the subset of i18next's features these strings use (i18n.test.ts
// holds the lookup and i18next to the same answers for every shipped key).
import type { i18n as I18n } from 'i18next';
import { formatPrice, type Currency } from './format';
import faCommon from './locales/fa/common.json';
import enCommon from './locales/en/common.json';
import { onPageLocale, type Overrides } from './page';
import { importOnce } from '../host/import-once';

export type { Overrides } from './page';

// The core ships only the common strings; each widget family's namespace arrives with its chunk
// (src/i18n/namespaces/*, or addTranslations in the widget's own folder).
export const namespaces = ['common'] as const;
export type Namespace = (typeof namespaces)[number];

type Bundle = Record<string, unknown>;
type Resources = Record<string, Record<string, Bundle>>;

const resources: Resources = {
  fa: { common: copyBundle(faCommon) },
  en: { common: copyBundle(enCommon) },
};
let lng = 'fa';
let instance: I18n | undefined;

function copyBundle(bundle: Bundle): Bundle {
  return JSON.parse(JSON.stringify(bundle)) as Bundle;
}

const isBundle = (value: unknown): value is Bundle => typeof value === 'object' && value !== null && !Array.isArray(value);

/** i18next's addResourceBundle(deep): merges `from` into `into`; `overwrite` says who wins. */
function merge(into: Bundle, from: Bundle, overwrite: boolean): void {
  for (const [key, value] of Object.entries(from)) {
    const current = into[key];
    if (isBundle(value) && isBundle(current)) merge(current, value, overwrite);
    else if (overwrite || current === undefined) into[key] = isBundle(value) ? copyBundle(value) : value;
  }
}

function addBundle(language: string, ns: string, strings: Bundle, overwrite: boolean): void {
  const byNs = (resources[language] ??= {});
  merge((byNs[ns] ??= {}), strings, overwrite);
  instance?.addResourceBundle(language, ns, strings, true, overwrite);
}

/** The language strings are shown in ('fa' or the page's two-letter code). */
export function language(): string {
  return lng;
}

/**
 * Loads i18next (once) and hands it every string registered so far; from then on `t` goes through
 * it. Called by the first chunk that translates at run time (the HTTP client, with its request).
 */
export function loadTranslator(): Promise<void> {
  // Not there (offline, a failed chunk): the lookup keeps answering; the next caller asks again.
  return loadEngine().catch(() => undefined);
}

const loadEngine = importOnce(() =>
  import('./engine').then(({ createTranslator }) => {
    instance = createTranslator(copyBundle(resources) as Resources, lng);
  }),
);

/** Applies the page's language and string overrides (deep-merged over the shipped text). */
export function configureI18n(lang: string | undefined, overrides: Overrides | undefined): void {
  if (overrides) {
    for (const [code, byNs] of Object.entries(overrides)) {
      for (const [ns, strings] of Object.entries(byNs)) addBundle(code, ns, strings, true);
    }
  }
  if (lang) {
    const code = lang.startsWith('fa') ? 'fa' : lang.slice(0, 2);
    if (code !== lng) {
      lng = code;
      void instance?.changeLanguage(code);
    }
  }
}

// The page's language and overrides, recorded by boot before this module arrived (./page.ts).
onPageLocale(configureI18n);

/**
 * A widget's chunk brings its own strings (its namespace travels with its code): call once at the
 * top of the widget's module. Site overrides already applied win over the shipped text.
 */
export function addTranslations(ns: string, bundles: { fa: Bundle; en?: Bundle }): void {
  for (const [code, strings] of Object.entries(bundles)) {
    if (strings) addBundle(code, ns, strings, false);
  }
}

function find(code: string, ns: string, path: string): string | undefined {
  let node: unknown = resources[code]?.[ns];
  for (const part of path.split('.')) node = isBundle(node) ? node[part] : undefined;
  return typeof node === 'string' ? node : undefined;
}

/** The lookup `t` uses until i18next is loaded (see the top of this file for what it covers). */
export function lookup(key: string, options: Record<string, unknown> = {}): string {
  const colon = key.indexOf(':');
  const ns = colon > 0 ? key.slice(0, colon) : 'common';
  const path = colon > 0 ? key.slice(colon + 1) : key;
  const count = options.count;
  for (const code of lng === 'en' ? ['en'] : [lng, 'en']) {
    const plural = typeof count === 'number' ? find(code, ns, `${path}_${new Intl.PluralRules(code).select(count)}`) : undefined;
    const text = plural ?? find(code, ns, path);
    if (text !== undefined) {
      return text.replace(/\{\{\s*([\w.]+)\s*\}\}/g, (match, name: string) => (options[name] === undefined ? match : String(options[name])));
    }
  }
  return path;
}

/** Translate: `t('cart:added')`, `t('common:close')`. Never returns null. */
export function t(key: string, options?: Record<string, unknown>): string {
  return instance ? String(instance.t(key, options ?? {})) : lookup(key, options);
}

/** "۲۵۰٬۰۰۰ تومان" or "۲٬۵۰۰٬۰۰۰ ریال": the unit's name comes from the translations. */
export function formatCurrency(amount: number, currency: Currency = 'IRT'): string {
  return formatPrice(amount, t(`common:currency.${currency}`), lng === 'fa' ? 'fa' : 'en');
}

export { formatNumber, formatPrice, toPersianDigits, toLatinDigits, parseNumber } from './format';
