// Number and price formatting for a Persian shop. Intl's fa locale gives Persian digits and the
// Persian thousands separator (U+066C); we keep one formatter per option set because creating
// Intl.NumberFormat is the expensive part.
const PERSIAN = '۰۱۲۳۴۵۶۷۸۹';
const ARABIC_INDIC = '٠١٢٣٤٥٦٧٨٩';

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
  return formatter(locale, fractionDigits).format(value);
}

export type Currency = 'IRT' | 'IRR';

/**
 * Price text as a Persian shop shows it: "۲۵۰٬۰۰۰ تومان". The unit comes from i18n so a site can rename it.
 * `unit` is passed in (not looked up here) to keep this module free of the i18n instance.
 */
export function formatPrice(amount: number, unit: string, locale = 'fa'): string {
  return `${formatNumber(amount, locale)}\u00a0${unit}`;
}
