// Number and price formatting for a Persian shop: Persian digits and the Persian thousands
// separator (U+066C), as Intl's fa-IR prints them.
//
// The common case (a whole number ≥ 0: counts, prices) is written out here rather than asked of
// Intl: a page's first Intl.NumberFormat (or any Intl formatter) loads ICU, 35-90 ms of main thread
// on these machines, once per renderer process. On a shop nothing else on the page has paid it, so
// it landed in Vitrin's first formatted number: the cart's header count, in every page's mount. The
// output is Intl's own, character for character (format.test.ts holds it against
// Intl.NumberFormat); anything else (fractions, negatives, other locales) still goes to Intl.
const PERSIAN = '۰۱۲۳۴۵۶۷۸۹';
const ARABIC_INDIC = '٠١٢٣٤٥٦٧٨٩';

// One Intl formatter per option set: creating Intl.NumberFormat is the expensive part.
const formatters = new Map<string, Intl.NumberFormat>();
function formatter(locale: string, fractionDigits: number): Intl.NumberFormat {
  const key = `${locale}|${fractionDigits}`;
  let f = formatters.get(key);
  if (!f) {
    f = new Intl.NumberFormat(locale === 'fa' ? 'fa-IR' : locale, {
      maximumFractionDigits: fractionDigits,
      minimumFractionDigits: 0,
    });
    formatters.set(key, f);
  }
  return f;
}

/** A whole number ≥ 0 (counts, prices) in Persian or Latin digits, grouped by thousands; null: not this case. */
function formatWhole(value: number, locale: string): string | null {
  if ((locale !== 'fa' && locale !== 'en') || !Number.isSafeInteger(value) || value < 0 || Object.is(value, -0)) return null;
  const grouped = String(value).replace(/\B(?=(\d{3})+$)/g, locale === 'fa' ? '\u066c' : ',');
  return locale === 'fa' ? toPersianDigits(grouped) : grouped;
}

/** Latin digits → Persian digits; everything else untouched. */
export function toPersianDigits(text: string | number): string {
  return String(text).replace(/[0-9]/g, (d) => PERSIAN.charAt(Number(d)));
}

/** Persian and Arabic-Indic digits (and their separators) → Latin, for what shoppers type. */
export function toLatinDigits(text: string): string {
  return text
    .replace(/[۰-۹]/g, (d) => String(PERSIAN.indexOf(d)))
    .replace(/[٠-٩]/g, (d) => String(ARABIC_INDIC.indexOf(d)))
    .replace(/[٫]/g, '.')
    .replace(/[٬،]/g, ',');
}

/**
 * Reads a number typed in any of the three digit sets. Thousands separators are dropped;
 * '.' or the Arabic decimal separator is the decimal point. Returns null when nothing numeric is left.
 */
export function parseNumber(text: string): number | null {
  const latin = toLatinDigits(text).replace(/[,\s\u200c\u200f]/g, '');
  const cleaned = latin.replace(/[^0-9.-]/g, '');
  if (!/[0-9]/.test(cleaned)) return null;
  const n = Number(cleaned);
  return Number.isFinite(n) ? n : null;
}

export function formatNumber(value: number, locale = 'fa', fractionDigits = 0): string {
  return formatWhole(value, locale) ?? formatter(locale, fractionDigits).format(value);
}

export type Currency = 'IRT' | 'IRR';

/**
 * Price text as a Persian shop shows it: "۲۵۰٬۰۰۰ تومان". The unit comes from i18n so a site can rename it.
 * `unit` is passed in (not looked up here) to keep this module free of the i18n instance.
 */
export function formatPrice(amount: number, unit: string, locale = 'fa'): string {
  return `${formatNumber(amount, locale)}\u00a0${unit}`;
}
