// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { createMonthCache, createMonthSwitcher, type MonthLoad } from './calendar.connector';
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

describe('month switcher (fake loads)', () => {
  it('one month at a time: busy, slow past the threshold, then shown; a second ask while busy is ignored', async () => {
    let answer: (r: MonthLoad<string>) => void = () => undefined;
    let slow: () => void = () => undefined;
    const asked: string[] = [];
    const switcher = createMonthSwitcher<string, string>({
      initial: { month: 'November 2026', content: 'nov' },
      load: (month, hooks) => {
        asked.push(month);
        slow = hooks.onSlow;
        return new Promise((resolve) => (answer = resolve));
      },
    });
    switcher.go('December 2026');
    switcher.go('January 2027');
    expect(asked).toEqual(['December 2026']);
    expect(switcher.wait.value).toEqual({ kind: 'busy', target: 'December 2026', slow: false });
    slow();
    expect(switcher.wait.value).toEqual({ kind: 'busy', target: 'December 2026', slow: true });
    expect(switcher.shown.value?.month).toBe('November 2026');
    answer({ ok: true, content: 'dec' });
    await Promise.resolve();
    expect(switcher.shown.value).toEqual({ month: 'December 2026', content: 'dec', serial: 1 });
    expect(switcher.wait.value).toEqual({ kind: 'idle' });
  });

  it('a failure keeps the month shown; retry asks for the failed month again; a month at hand is shown in the same call', async () => {
    const results: Array<MonthLoad<string>> = [{ ok: false, timedOut: true }, { ok: true, content: 'oct' }];
    const switcher = createMonthSwitcher<string, string>({ initial: null, load: async () => results.shift() ?? { ok: false, timedOut: false } });
    switcher.go('October 2026');
    await vi.waitFor(() => expect(switcher.wait.value).toEqual({ kind: 'failed', target: 'October 2026', timedOut: true }));
    expect(switcher.shown.value).toBeNull();
    switcher.retry();
    await vi.waitFor(() => expect(switcher.shown.value?.content).toBe('oct'));
    const cached = createMonthSwitcher<string, string>({ initial: { month: 'a', content: 'A' }, load: () => ({ ok: true, content: 'B' }) });
    cached.go('b');
    expect(cached.shown.value).toEqual({ month: 'b', content: 'B', serial: 1 });
    expect(cached.wait.value).toEqual({ kind: 'idle' });
  });

  it('after dispose an answer changes nothing and no month is asked', async () => {
    let answer: (r: MonthLoad<string>) => void = () => undefined;
    const load = vi.fn(() => new Promise<MonthLoad<string>>((resolve) => (answer = resolve)));
    const switcher = createMonthSwitcher<string, string>({ initial: { month: 'a', content: 'A' }, load });
    switcher.go('b');
    switcher.dispose();
    answer({ ok: true, content: 'B' });
    await Promise.resolve();
    expect(switcher.shown.value?.month).toBe('a');
    switcher.go('c');
    expect(load).toHaveBeenCalledTimes(1);
  });
});
