// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { t, configureI18n, formatCurrency, formatNumber, formatPrice, parseNumber, toPersianDigits, toLatinDigits } from '.';
import { formatJalali, toJalali, fromJalali } from './dates';

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

describe('issue 36: strings before i18next arrives', () => {
  // Every shipped bundle: src/i18n/locales/<lng>/<ns>.json and widgets/<family>/locales/<lng>.json.
  const shipped = {
    ...import.meta.glob<Record<string, unknown>>('./locales/*/*.json', { eager: true, import: 'default' }),
    ...import.meta.glob<Record<string, unknown>>('../../widgets/*/locales/*.json', { eager: true, import: 'default' }),
  };
  const bundles = Object.entries(shipped).map(([path, strings]) => {
    const inSrc = /\/locales\/(\w+)\/([\w-]+)\.json$/.exec(path);
    const inWidget = /widgets\/([\w-]+)\/locales\/(\w+)\.json$/.exec(path);
    const [lng, ns] = inSrc ? [inSrc[1], inSrc[2]] : [inWidget?.[2], inWidget?.[1]];
    return { lng: lng ?? '', ns: ns ?? '', strings };
  });
  const keys = (node: Record<string, unknown>, prefix = ''): string[] =>
    Object.entries(node).flatMap(([key, value]) =>
      typeof value === 'object' && value !== null ? keys(value as Record<string, unknown>, `${prefix}${key}.`) : [`${prefix}${key}`.replace(/_(one|other)$/, '')],
    );
  const options = [undefined, { count: 1 }, { count: 7 }, { count: '۳' }, { name: 'پیراهن', value: '۲', label: 'رنگ', n: 3, month: 'آذر', attribute: 'سایز', from: 'الف', to: 'ب', total: 9, status: 500, size: 'M', page: 2, message: 'خطا', text: 'متن', number: 4, network: 'x', min: 1, max: 9, day: 3, current: 1 }];

  it('the lookup answers as i18next does, for every shipped key, both languages, plurals and interpolation', async () => {
    const { createTranslator } = await import('./engine');
    const { addTranslations, lookup, configureI18n } = await import('.');
    const resources: Record<string, Record<string, Record<string, unknown>>> = {};
    for (const { lng, ns, strings } of bundles) {
      (resources[lng] ??= {})[ns] = strings;
      if (ns !== 'common') addTranslations(ns, lng === 'fa' ? { fa: strings } : { fa: {}, en: strings });
    }
    const faKeys = bundles.filter((b) => b.lng === 'fa').flatMap((b) => keys(b.strings).map((key) => `${b.ns}:${key}`));
    expect(faKeys.length).toBeGreaterThan(100);
    for (const lng of ['fa', 'en']) {
      configureI18n(lng, undefined);
      const i18next = createTranslator(resources, lng);
      for (const key of [...new Set(faKeys), 'cart:no-such-key']) {
        for (const option of options) expect(lookup(key, option), `${lng} ${key} ${JSON.stringify(option)}`).toBe(i18next.t(key, option ?? {}));
      }
    }
    configureI18n('fa', undefined);
  });

  it('t goes through i18next once loaded, with the overrides recorded before, and takes later ones', async () => {
    const { t, loadTranslator, configureI18n, addTranslations } = await import('.');
    configureI18n('fa', { fa: { common: { close: 'ببند' } } });
    addTranslations('issue36', { fa: { hello: 'سلام {{name}}' } });
    const before = t('issue36:hello', { name: 'مینا' });
    await loadTranslator();
    expect(t('issue36:hello', { name: 'مینا' })).toBe(before);
    expect(t('common:close')).toBe('ببند');
    configureI18n('fa', { fa: { common: { close: 'بستن' } } });
    expect(t('common:close')).toBe('بستن');
  });
});
