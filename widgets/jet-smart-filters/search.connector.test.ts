// @vitest-environment node
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { MAX_SEARCH, letterCount, normaliseSearch, searchData, searchLabel } from './search.connector';

describe('Persian search text', () => {
  it('writes Arabic yeh and kaf as Persian, drops diacritics, tatweel and invisible marks', () => {
    expect(normaliseSearch('كتاب كودك')).toBe('کتاب کودک');
    expect(normaliseSearch('گوشي')).toBe('گوشی');
    expect(normaliseSearch('كِتابُ')).toBe('کتاب');
    expect(normaliseSearch('کـــتاب')).toBe('کتاب');
    expect(normaliseSearch('\u200Fهدفون\u200E')).toBe('هدفون');
    expect(normaliseSearch('خانهٔ')).toBe('خانه');
  });

  it('turns a ZWNJ into a space, so each spelling finds the other word by word', () => {
    expect(normaliseSearch('علاقه\u200Cمندی')).toBe('علاقه مندی');
    expect(normaliseSearch('  تی\u200Cشرت   مردانه ')).toBe('تی شرت مردانه');
  });

  it('counts letters without spaces for the minimum, and below it the search is empty', () => {
    expect(letterCount('ک ت')).toBe(2);
    expect(searchData('ک', 2)).toBe(false);
    expect(searchData('کت', 2)).toBe('کت');
    expect(searchData('   ', 0)).toBe(false);
  });

  it('is idempotent, bounded and free of the forms it removes, whatever is typed or pasted', () => {
    fc.assert(fc.property(fc.string({ maxLength: 400 }), (text) => {
      const once = normaliseSearch(text);
      expect(normaliseSearch(once)).toBe(once);
      expect(Array.from(once).length).toBeLessThanOrEqual(200);
      const removed = (code: number) => [0x64a, 0x643, 0x649, 0x670, 0x640, 0xfeff].includes(code) || (code >= 0x64b && code <= 0x65f) || (code >= 0x200b && code <= 0x200f);
      expect(Array.from(once).some((ch) => removed(ch.codePointAt(0) ?? 0))).toBe(false);
      expect(once).toBe(once.trim());
    }), { numRuns: 3000 });
  });

  it('never cuts an emoji in half nor passes on a lone surrogate: what it gives can always be sent (issue 26)', () => {
    // 199 letters then an emoji: a cut at 200 UTF-16 units kept the emoji's first half.
    const text = `${'ب'.repeat(199)}😀ادامه`;
    expect(() => encodeURIComponent(normaliseSearch(text))).not.toThrow();
    expect(Array.from(normaliseSearch(text)).at(-1)).toBe('😀');
    fc.assert(fc.property(fc.string({ unit: 'binary', maxLength: 1200 }), (typed) => {
      const sent = normaliseSearch(typed);
      expect(() => encodeURIComponent(sent)).not.toThrow();
      expect(Array.from(sent).length).toBeLessThanOrEqual(MAX_SEARCH);
    }), { numRuns: 2000 });
  });
});

describe('searchLabel (what the active tag says)', () => {
  it('the typed spelling when it is what was sent: ZWNJ kept, invisible marks and extra spaces gone', () => {
    expect(searchLabel('نرم افزار', 'نرم\u200cافزار')).toBe('نرم\u200cافزار');
    expect(searchLabel('علاقه مندی', '  علاقه\u200cمندی\u200f ')).toBe('علاقه\u200cمندی');
  });
  it('the value when the typed text is not what was sent (a value from the address, an older text)', () => {
    expect(searchLabel('کفش', '')).toBe('کفش');
    expect(searchLabel('کفش', 'کتاب')).toBe('کفش');
  });
  it('never longer than the value may be', () => {
    const typed = 'ک'.repeat(MAX_SEARCH + 50);
    expect(Array.from(searchLabel(normaliseSearch(typed), typed))).toHaveLength(MAX_SEARCH);
  });
});
