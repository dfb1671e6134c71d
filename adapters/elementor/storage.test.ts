import { afterEach, describe, expect, it, vi } from 'vitest';
import { createElementorStorage, PERIOD_SECONDS, storedCount } from './storage';
import { memoryStorage } from './testing';

describe("Elementor's storage object", () => {
  afterEach(() => {
    localStorage.clear();
    sessionStorage.clear();
    vi.restoreAllMocks();
  });

  it('keeps every key in one JSON object under localStorage.elementor with an __expiration map', () => {
    const { storage, object } = memoryStorage();
    storage.set('pageViews', 3);
    storage.set('popup_12_disable', true);
    expect(object()).toEqual({ __expiration: {}, pageViews: 3, popup_12_disable: true });
  });

  it('writes a lifetime as epoch ms in __expiration and drops (and re-saves) the key once it passes', () => {
    const memory = memoryStorage();
    memory.storage.set('popup-12-impressions-count', 1, { lifetimeInSeconds: PERIOD_SECONDS.day });
    expect(memory.object().__expiration).toEqual({ 'popup-12-impressions-count': memory.clock.now + 86400 * 1000 });
    memory.clock.now += 86400 * 1000 - 1;
    expect(memory.storage.get('popup-12-impressions-count')).toBe(1);
    memory.clock.now += 2;
    expect(memory.storage.get('popup-12-impressions-count')).toBeUndefined();
    expect(memory.object()).toEqual({ __expiration: {} });
  });

  it('keeps session entries in sessionStorage.elementor, apart from the local object', () => {
    const memory = memoryStorage();
    memory.storage.set('activeSession', true, { session: true });
    expect(memory.object('session')).toEqual({ __expiration: {}, activeSession: true });
    expect(memory.areas.local.has('elementor')).toBe(false);
  });

  it('reads the object a real Elementor site left behind, so visitors keep their counts', () => {
    localStorage.setItem('elementor', JSON.stringify({ __expiration: { 'popup-7-impressions-count': Date.now() + 60_000 }, pageViews: 41, sessions: 6, popup_7_times: 2, 'popup-7-impressions-count': 1 }));
    const storage = createElementorStorage();
    expect(storage.get('pageViews')).toBe(41);
    expect(storage.get('popup_7_times')).toBe(2);
    expect(storage.get('popup-7-impressions-count')).toBe(1);
  });

  it.each([
    ['not JSON', '{pageViews: 3'],
    ['an array', '[1,2,3]'],
    ['a string', '"hello"'],
    ['null', 'null'],
  ])('starts afresh with a coded warning when the stored object is %s, and never throws', (_label, raw) => {
    const memory = memoryStorage();
    memory.areas.local.set('elementor', raw);
    expect(memory.storage.get('pageViews')).toBeUndefined();
    memory.storage.set('pageViews', 1);
    expect(memory.object()).toEqual({ __expiration: {}, pageViews: 1 });
    expect(memory.warnings[0]).toMatch(/^\[vitrin\] V042 popups: localStorage\.elementor/);
  });

  it('drops a malformed __expiration map and ignores prototype keys', () => {
    const memory = memoryStorage();
    memory.areas.local.set('elementor', '{"__expiration":"soon","__proto__":{"polluted":1},"pageViews":2}');
    expect(memory.storage.get('pageViews')).toBe(2);
    expect(memory.storage.get('__proto__')).toBeUndefined();
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(memory.warnings[0]).toContain('__expiration is malformed');
  });

  it('survives storage that throws on every access', () => {
    vi.spyOn(window.localStorage, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    vi.spyOn(window.localStorage, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    const storage = createElementorStorage();
    expect(() => storage.set('pageViews', 1)).not.toThrow();
    expect(storage.get('pageViews')).toBeUndefined();
  });

  it('reads counts defensively', () => {
    expect(storedCount(3)).toBe(3);
    expect(storedCount('4')).toBe(4);
    expect(storedCount({})).toBe(0);
    expect(storedCount(Infinity)).toBe(0);
    expect(storedCount(null)).toBe(0);
  });
});
