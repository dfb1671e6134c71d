import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { letterCount, normaliseSearch, searchData } from './search.connector';

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
      expect(once.length).toBeLessThanOrEqual(200);
      const removed = (code: number) => [0x64a, 0x643, 0x649, 0x670, 0x640, 0xfeff].includes(code) || (code >= 0x64b && code <= 0x65f) || (code >= 0x200b && code <= 0x200f);
      expect(Array.from(once).some((ch) => removed(ch.codePointAt(0) ?? 0))).toBe(false);
      expect(once).toBe(once.trim());
    }), { numRuns: 3000 });
  });
});
