// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TriggerSettings } from '../../adapters/elementor/popups';
import { armTriggers, type PointerInfo, type TriggerEnv, type TriggerName } from './triggers';

type Target = 'window' | 'document' | 'body';

/** A page without a DOM: listeners by target and type, real (fake-timer) timeouts, a scroll position. */
function fakePage() {
  const listeners = new Map<string, Set<(info: PointerInfo) => void>>();
  const visible = new Map<string, () => void>();
  const warnings: string[] = [];
  let adblockReport: ((blocked: boolean) => void) | null = null;
  const page = { y: 0, range: 1000 };
  const env: TriggerEnv = {
    listen(target, type, handler) {
      const key = `${target}:${type}`;
      if (!listeners.has(key)) listeners.set(key, new Set());
      listeners.get(key)?.add(handler);
      return () => listeners.get(key)?.delete(handler);
    },
    timer(ms, fire) {
      const id = setTimeout(fire, ms);
      return () => clearTimeout(id);
    },
    scrollY: () => page.y,
    scrollRange: () => page.range,
    whenVisible(selector, fire) {
      if (selector.includes('[[')) return 'invalid';
      visible.set(selector, fire);
      return () => visible.delete(selector);
    },
    detectAdblock(report) {
      adblockReport = report;
      return () => {
        adblockReport = null;
      };
    },
    warn: (message) => warnings.push(message),
  };
  const dispatch = (target: Target, type: string, info: PointerInfo = { clientY: 100, toElement: true }) => {
    for (const handler of [...(listeners.get(`${target}:${type}`) ?? [])]) handler(info);
  };
  return {
    env,
    page,
    warnings,
    dispatch,
    scrollTo(y: number) {
      page.y = y;
      dispatch('window', 'scroll');
    },
    reveal: (selector: string) => visible.get(selector)?.(),
    adblock: (blocked: boolean) => adblockReport?.(blocked),
    listenerCount: () => [...listeners.values()].reduce((n, set) => n + set.size, 0) + visible.size + (adblockReport ? 1 : 0),
  };
}

function arm(settings: TriggerSettings, startY = 0) {
  const page = fakePage();
  page.page.y = startY;
  const fired: TriggerName[] = [];
  const armed = armTriggers(12, settings, page.env, (trigger) => fired.push(trigger));
  return { ...page, fired, armed };
}

describe('popup triggers', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('page load: fires after the delay in seconds', () => {
    const { fired } = arm({ page_load: 'yes', page_load_delay: 3 });
    vi.advanceTimersByTime(2999);
    expect(fired).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(fired).toEqual(['page_load']);
  });

  it('scrolling down: fires once the page is scrolled past the offset percentage', () => {
    const { fired, scrollTo } = arm({ scrolling: 'yes', scrolling_direction: 'down', scrolling_offset: 40 });
    scrollTo(300);
    expect(fired).toEqual([]);
    scrollTo(400);
    expect(fired).toEqual(['scrolling']);
  });

  it('scrolling down: scrolling back up past the offset does not fire', () => {
    // A page reloaded far down: moving up through 80% is not a downward scroll.
    const { fired, scrollTo } = arm({ scrolling: 'yes', scrolling_direction: 'down', scrolling_offset: 10 }, 900);
    scrollTo(800);
    expect(fired).toEqual([]);
  });

  it('scrolling up: fires on the first upward scroll', () => {
    const { fired, scrollTo } = arm({ scrolling: 'yes', scrolling_direction: 'up' });
    scrollTo(500);
    expect(fired).toEqual([]);
    scrollTo(450);
    expect(fired).toEqual(['scrolling']);
  });

  it('scrolling to an element: fires when it comes into view', () => {
    const { fired, reveal } = arm({ scrolling_to: 'yes', scrolling_to_selector: '#newsletter' });
    expect(fired).toEqual([]);
    reveal('#newsletter');
    expect(fired).toEqual(['scrolling_to']);
  });

  it('scrolling to an invalid selector: that trigger is skipped with a coded warning, the others still arm', () => {
    const { fired, warnings, armed } = arm({ scrolling_to: 'yes', scrolling_to_selector: 'div[[x', page_load: 'yes', page_load_delay: 1 });
    expect(warnings[0]).toMatch(/^\[vitrin\] V041 popups: popup 12 scrolling_to trigger: invalid selector/);
    expect(armed.armed).toEqual(['page_load']);
    vi.advanceTimersByTime(1000);
    expect(fired).toEqual(['page_load']);
  });

  it('clicks: fires on the configured number of clicks anywhere on the page', () => {
    const { fired, dispatch } = arm({ click: 'yes', click_times: 3 });
    dispatch('body', 'click');
    dispatch('body', 'click');
    expect(fired).toEqual([]);
    dispatch('body', 'click');
    expect(fired).toEqual(['click']);
  });

  it('inactivity: fires after the idle time; typing or moving the mouse starts the wait again', () => {
    const { fired, dispatch } = arm({ inactivity: 'yes', inactivity_time: 10 });
    vi.advanceTimersByTime(9000);
    dispatch('document', 'mousemove');
    vi.advanceTimersByTime(9000);
    dispatch('document', 'keydown');
    vi.advanceTimersByTime(9999);
    expect(fired).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(fired).toEqual(['inactivity']);
  });

  it('exit intent: fires when the pointer leaves through the top of the window only', () => {
    const { fired, dispatch } = arm({ exit_intent: 'yes' });
    dispatch('document', 'mouseout', { clientY: 5, toElement: false });
    dispatch('document', 'mouseout', { clientY: -2, toElement: true });
    expect(fired).toEqual([]);
    dispatch('document', 'mouseout', { clientY: -2, toElement: false });
    expect(fired).toEqual(['exit_intent']);
  });

  it('adblock detection: fires only when the bait was hidden', () => {
    const blocked = arm({ adblock_detection: 'yes' });
    blocked.adblock(true);
    expect(blocked.fired).toEqual(['adblock_detection']);
    const clean = arm({ adblock_detection: 'yes' });
    clean.adblock(false);
    expect(clean.fired).toEqual([]);
  });

  it('the first trigger to fire wins and disarms every other trigger', () => {
    const page = arm({ page_load: 'yes', page_load_delay: 5, click: 'yes', click_times: 1, inactivity: 'yes', inactivity_time: 2, exit_intent: 'yes', scrolling: 'yes', scrolling_direction: 'up' });
    page.dispatch('body', 'click');
    expect(page.fired).toEqual(['click']);
    expect(page.listenerCount()).toBe(0);
    vi.advanceTimersByTime(60_000);
    page.scrollTo(10);
    page.dispatch('document', 'mouseout', { clientY: -1, toElement: false });
    expect(page.fired).toEqual(['click']);
  });

  it('disarming on unmount leaves no listener or timer behind', () => {
    const page = arm({ page_load: 'yes', page_load_delay: 1, inactivity: 'yes', inactivity_time: 1, adblock_detection: 'yes' });
    page.armed.disarm();
    expect(page.listenerCount()).toBe(0);
    vi.advanceTimersByTime(10_000);
    expect(page.fired).toEqual([]);
  });

  it('arms nothing for groups that are switched off', () => {
    const page = arm({ page_load: '', click: '', exit_intent: 'no' });
    expect(page.armed.armed).toEqual([]);
    expect(page.listenerCount()).toBe(0);
  });
});
