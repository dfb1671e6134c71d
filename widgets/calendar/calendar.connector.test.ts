import { describe, expect, it } from 'vitest';
import { createMonthCache } from './calendar.connector';
import { readCacheSettings, shiftMonth } from '../../adapters/jet-engine/calendar';

describe('month cache (fake clock)', () => {
  it('serves a month while fresh and drops it once the timeout (seconds) has passed', () => {
    let now = 0;
    const cache = createMonthCache({ timeoutSeconds: 60, max: 12, now: () => now });
    cache.set('October 2026', '<div>oct</div>');
    now = 59_999;
    expect(cache.get('October 2026')).toBe('<div>oct</div>');
    now = 60_000;
    expect(cache.get('October 2026')).toBeUndefined();
  });

  it('0 disables it; a negative timeout never expires', () => {
    let now = 0;
    const off = createMonthCache({ timeoutSeconds: 0, max: 12, now: () => now });
    off.set('October 2026', 'x');
    expect(off.get('October 2026')).toBeUndefined();
    const forever = createMonthCache({ timeoutSeconds: -1, max: 12, now: () => now });
    forever.set('October 2026', 'x');
    now = 10 * 365 * 864e5;
    expect(forever.get('October 2026')).toBe('x');
  });

  it('keeps at most 12 months, the oldest fetched leaving first', () => {
    const cache = createMonthCache({ timeoutSeconds: -1, max: 12, now: () => 0 });
    for (let i = 0; i < 14; i++) cache.set(shiftMonth('January 2026', i) ?? '', String(i));
    expect(cache.size).toBe(12);
    expect(cache.get('January 2026')).toBeUndefined();
    expect(cache.get('February 2026')).toBeUndefined();
    expect(cache.get('March 2026')).toBe('2');
  });

  it('reads the settings: absent → off, max capped at 12', () => {
    expect(readCacheSettings({})).toEqual({ timeoutSeconds: 0, max: 12 });
    expect(readCacheSettings({ cache_timeout: '3600', max_cache: 40 })).toEqual({ timeoutSeconds: 3600, max: 12 });
    expect(readCacheSettings({ cache_timeout: -1, max_cache: '3' })).toEqual({ timeoutSeconds: -1, max: 3 });
    expect(readCacheSettings({ cache_timeout: 'soon' })).toEqual({ timeoutSeconds: 0, max: 12 });
  });

  it('months shift across years', () => {
    expect(shiftMonth('January 2026', -1)).toBe('December 2025');
    expect(shiftMonth('December 2026', 1)).toBe('January 2027');
    expect(shiftMonth('Smarch 2026', 1)).toBeNull();
  });
});
