// The one i18next instance. Persian first, English fallback; a site may override any string
// from its page settings (`vitrin-settings.i18n`), e.g. {"fa": {"cart": {"added": "…"}}}.
import i18next, { type i18n as I18n } from 'i18next';
import { formatPrice, toPersianDigits, type Currency } from './format';
import { formatJalaliNumeric, toJalali } from './jalali';
import faCommon from './locales/fa/common.json';
import enCommon from './locales/en/common.json';
import { onPageLocale, type Overrides } from './page';

export type { Overrides } from './page';

// The core ships only the common strings; each widget family's namespace arrives with its chunk
// (src/i18n/namespaces/*, or addTranslations in the widget's own folder).
export const namespaces = ['common'] as const;
export type Namespace = (typeof namespaces)[number];

const resources = {
  fa: { common: faCommon },
  en: { common: enCommon },
};

let instance: I18n | undefined;

/** The shared instance, created synchronously on first use so text never flashes untranslated. */
export function i18n(): I18n {
  if (instance) return instance;
  const created = i18next.createInstance();
  void created.init({
    lng: 'fa',
    fallbackLng: 'en',
    ns: [...namespaces],
    defaultNS: 'common',
    resources,
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  instance = created;
  // The page's language and overrides, recorded by boot before i18next arrived (./page.ts).
  onPageLocale(configureI18n);
  return created;
}

/** Applies the page's language and string overrides (deep-merged over the shipped text). */
export function configureI18n(lang: string | undefined, overrides: Overrides | undefined): void {
  const inst = i18n();
  if (overrides) {
    for (const [lng, byNs] of Object.entries(overrides)) {
      for (const [ns, strings] of Object.entries(byNs)) inst.addResourceBundle(lng, ns, strings, true, true);
    }
  }
  if (lang && lang !== inst.language) void inst.changeLanguage(lang.startsWith('fa') ? 'fa' : lang.slice(0, 2));
}

type Bundle = Record<string, unknown>;

/**
 * A widget's chunk brings its own strings (its namespace travels with its code): call once at the
 * top of the widget's module. Site overrides already applied win over the shipped text.
 */
export function addTranslations(ns: string, bundles: { fa: Bundle; en?: Bundle }): void {
  const inst = i18n();
  for (const [lng, strings] of Object.entries(bundles)) {
    if (strings) inst.addResourceBundle(lng, ns, strings, true, false);
  }
}

/** Translate: `t('cart:added')`, `t('common:close')`. Never returns null. */
export function t(key: string, options?: Record<string, unknown>): string {
  return String(i18n().t(key, options ?? {}));
}

/** "۲۵۰٬۰۰۰ تومان" or "۲٬۵۰۰٬۰۰۰ ریال": the unit's name comes from the translations. */
export function formatCurrency(amount: number, currency: Currency = 'IRT'): string {
  return formatPrice(amount, t(`common:currency.${currency}`), i18n().language === 'fa' ? 'fa' : 'en');
}

export { formatNumber, formatPrice, toPersianDigits, toLatinDigits, parseNumber } from './format';
export { toJalali, fromJalali, jalaliDaysInMonth } from './jalali';

/** The Jalali month's name (1 = فروردین), from the translations. */
export function jalaliMonthName(jm: number): string {
  return t(`common:jalaliMonths.${jm}`);
}

/** "۱۴۰۵/۰۹/۰۱" (numeric) or "۱ آذر ۱۴۰۵" (long). */
export function formatJalali(date: Date, style: 'numeric' | 'long' = 'numeric'): string {
  if (style === 'numeric') return formatJalaliNumeric(date);
  const { jy, jm, jd } = toJalali(date);
  return toPersianDigits(`${jd} ${jalaliMonthName(jm)} ${jy}`);
}
