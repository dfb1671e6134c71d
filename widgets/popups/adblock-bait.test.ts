// The adblock trigger's bait (spec §9: "The adblock check uses a random 6-character id").
import { afterEach, describe, expect, it, vi } from 'vitest';
import { browserTriggerEnv } from './env';

afterEach(() => {
  vi.useRealTimers();
  document.body.innerHTML = '';
});

describe('adblock bait', () => {
  it('issue 35: the bait carries a fresh random 6-letter id, an ad class list, and is gone after the check', () => {
    vi.useFakeTimers();
    const controller = new AbortController();
    const env = browserTriggerEnv(controller.signal);
    const ids: string[] = [];
    for (let i = 0; i < 2; i++) {
      env.detectAdblock(() => undefined);
      const bait = document.body.lastElementChild;
      expect(bait?.id).toMatch(/^[a-z]{6}$/);
      expect(bait?.classList.contains('adsbox')).toBe(true);
      expect(bait?.getAttribute('aria-hidden')).toBe('true');
      ids.push(bait?.id ?? '');
      vi.advanceTimersByTime(300);
      expect(bait?.isConnected).toBe(false);
    }
    // 26^6 ids: two in a row are (all but) never the same.
    expect(ids[0]).not.toBe(ids[1]);
    controller.abort();
  });
});
