// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import fc from 'fast-check';
import { formatNumber } from './format';

// formatNumber writes the common case out instead of asking Intl (a page's first Intl formatter
// loads ICU: tens of ms, which landed in Vitrin's mount). What a shopper reads must be Intl's text exactly.
const intl = (locale: string, digits: number) => new Intl.NumberFormat(locale, { maximumFractionDigits: digits, minimumFractionDigits: 0 });

describe('formatNumber prints what Intl.NumberFormat prints', () => {
  it('makes no Intl formatter for a count or a price', async () => {
    vi.resetModules();
    const made = vi.spyOn(Intl, 'NumberFormat');
    try {
      const fresh = await import('./format');
      expect(fresh.formatNumber(1250000)).toBe('۱٬۲۵۰٬۰۰۰');
      expect(fresh.formatPrice(1250000, 'تومان')).toBe('۱٬۲۵۰٬۰۰۰\u00a0تومان');
      expect(fresh.formatNumber(12500, 'en')).toBe('12,500');
      expect(made).not.toHaveBeenCalled();
      fresh.formatNumber(3.25, 'fa', 1);
      expect(made).toHaveBeenCalledTimes(1);
    } finally {
      made.mockRestore();
    }
  });

  it('counts and prices in Persian and Latin digits', () => {
    expect(formatNumber(0)).toBe('۰');
    expect(formatNumber(999)).toBe('۹۹۹');
    expect(formatNumber(1000)).toBe('۱٬۰۰۰');
    expect(formatNumber(1250000)).toBe('۱٬۲۵۰٬۰۰۰');
    expect(formatNumber(1250000, 'en')).toBe('1,250,000');
  });

  it('leaves fractions to Intl: its rounding (1.005 → 1.01, where toFixed says 1.00) and separator', () => {
    expect(formatNumber(1.005, 'fa', 2)).toBe('۱٫۰۱');
    expect(formatNumber(999.995, 'fa', 2)).toBe('۱٬۰۰۰');
    expect(formatNumber(2.5)).toBe('۳');
    expect(formatNumber(0.125, 'en', 2)).toBe('0.13');
    expect(formatNumber(4.5, 'fa', 1)).toBe('۴٫۵');
    expect(formatNumber(4.1, 'fa', 3)).toBe('۴٫۱');
  });

  it('leaves what it does not write to Intl: negatives, -0, NaN, infinities, exponents, other locales', () => {
    for (const value of [-1234.5, -0, Number.NaN, Number.POSITIVE_INFINITY, 1e21, 1e-7]) {
      expect(formatNumber(value, 'fa', 2)).toBe(intl('fa-IR', 2).format(value));
      expect(formatNumber(value, 'en', 0)).toBe(intl('en', 0).format(value));
    }
    expect(formatNumber(1234.5, 'de', 1)).toBe(intl('de', 1).format(1234.5));
    expect(formatNumber(12, 'toString')).toBe(new Intl.NumberFormat('toString').format(12));
  });

  it('agrees with Intl for any whole number or double and 0–4 fraction digits, in both digit sets', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.maxSafeNat(), fc.nat({ max: 1e7 }), fc.double({ noNaN: true }), fc.integer({ min: -1e6, max: 1e6 })),
        fc.integer({ min: 0, max: 4 }),
        (value, digits) => {
          expect(formatNumber(value, 'fa', digits)).toBe(intl('fa-IR', digits).format(value));
          expect(formatNumber(value, 'en', digits)).toBe(intl('en', digits).format(value));
        },
      ),
      { numRuns: 3000 },
    );
  });
});
