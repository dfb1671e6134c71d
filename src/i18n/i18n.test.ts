import { describe, expect, it } from 'vitest';
import { t, configureI18n, formatCurrency, formatNumber, formatPrice, parseNumber, toPersianDigits, toLatinDigits, formatJalali, toJalali, fromJalali } from '.';

describe('i18n', () => {
  it('speaks Persian by default and takes overrides from page settings', () => {
    expect(t('common:close')).toBe('بستن');
    configureI18n('fa', { fa: { common: { close: 'ببند' } } });
    expect(t('common:close')).toBe('ببند');
    configureI18n('fa', { fa: { common: { close: 'بستن' } } });
  });
});

describe('numbers and prices', () => {
  it('formats with Persian digits and separators', () => {
    expect(formatNumber(250000)).toBe('۲۵۰٬۰۰۰');
    expect(formatPrice(1250000, 'تومان')).toBe('۱٬۲۵۰٬۰۰۰\u00a0تومان');
    expect(toPersianDigits('12 از 30')).toBe('۱۲ از ۳۰');
    expect(formatCurrency(250000)).toBe('۲۵۰٬۰۰۰\u00a0تومان');
    expect(formatCurrency(2500000, 'IRR')).toBe('۲٬۵۰۰٬۰۰۰\u00a0ریال');
  });

  it('reads numbers typed in Persian, Arabic-Indic or Latin digits', () => {
    expect(parseNumber('۲۵۰٬۰۰۰')).toBe(250000);
    expect(parseNumber('٣٤٥')).toBe(345);
    expect(parseNumber('12,500 تومان')).toBe(12500);
    expect(parseNumber('۱٫۵')).toBe(1.5);
    expect(parseNumber('هیچ')).toBeNull();
    expect(toLatinDigits('۰۹۱۲')).toBe('0912');
  });
});

describe('Jalali dates', () => {
  it('agrees with Intl\'s persian calendar on known and leap-year dates', () => {
    const oracle = new Intl.DateTimeFormat('en-u-ca-persian-nu-latn', { year: 'numeric', month: 'numeric', day: 'numeric' });
    for (const iso of ['2026-11-22', '2024-02-29', '2025-03-20', '2025-03-21', '2000-01-01', '2099-12-31']) {
      const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
      const date = new Date(y, m - 1, d);
      const parts = Object.fromEntries(oracle.formatToParts(date).map((p) => [p.type, p.value]));
      const j = toJalali(date);
      expect([j.jy, j.jm, j.jd], iso).toEqual([Number(parts.year), Number(parts.month), Number(parts.day)]);
      expect(fromJalali(j.jy, j.jm, j.jd).getTime()).toBe(date.getTime());
    }
  });

  it('formats numeric and long forms in Persian', () => {
    expect(formatJalali(new Date(2026, 10, 22))).toBe('۱۴۰۵/۰۹/۰۱');
    expect(formatJalali(new Date(2026, 10, 22), 'long')).toBe('۱ آذر ۱۴۰۵');
  });
});
