// @vitest-environment node
// The sticky header's rules and debounces, DOM-free, on fake timers.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createStickyModel, directionAfter, optionsFromClasses, stickyThreshold, type StickyOptions } from './sticky-header.connector';

const timers = { setTimeout: (run: () => void, ms: number) => setTimeout(run, ms), clearTimeout: (h: unknown) => clearTimeout(h as number) };
const HIDE: StickyOptions = { mode: 'real', hideOnScroll: true, scrollStick: false };

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('sticky header connector', () => {
  it('reads the mode and hide-on-scroll from the header builder classes', () => {
    expect(optionsFromClasses(['whb-header', 'whb-sticky-real', 'whb-scroll-stick'])).toEqual({ mode: 'real', hideOnScroll: false, scrollStick: true });
    expect(optionsFromClasses(['whb-scroll-slide', 'whb-hide-on-scroll']).mode).toBe('slide');
    expect(optionsFromClasses(['whb-sticky-clone']).mode).toBe('clone');
    expect(optionsFromClasses(['whb-header']).mode).toBe('none');
  });

  it('computes the threshold per mode, the banner added, 300 by default, never negative or NaN', () => {
    const m = { headerHeight: 180, firstStickyRowTop: 40, adminBar: 32, banner: 0 };
    expect(stickyThreshold('real', m)).toBe(8);
    expect(stickyThreshold('real', { ...m, firstStickyRowTop: null })).toBe(300);
    expect(stickyThreshold('slide', m)).toBe(212);
    expect(stickyThreshold('clone', m)).toBe(300);
    expect(stickyThreshold('slide', { ...m, banner: 40 })).toBe(252);
    expect(stickyThreshold('real', { ...m, firstStickyRowTop: 10, adminBar: 46 })).toBe(0);
    expect(stickyThreshold('slide', { headerHeight: Number.NaN, firstStickyRowTop: null, adminBar: Number.NaN, banner: 0 })).toBe(0);
  });

  it('hide-on-scroll: up when moving up, down only 100 px (or 500 with scroll-stick) past the threshold', () => {
    expect(directionAfter(null, 0, 150, 100, HIDE)).toBeNull();
    expect(directionAfter(null, 150, 250, 100, HIDE)).toBe('down');
    expect(directionAfter('down', 250, 240, 100, HIDE)).toBe('up');
    expect(directionAfter('up', 250, 250, 100, HIDE)).toBe('up');
    expect(directionAfter(null, 150, 250, 100, { ...HIDE, scrollStick: true })).toBeNull();
    expect(directionAfter(null, 150, 650, 100, { ...HIDE, scrollStick: true })).toBe('down');
    expect(directionAfter('down', 150, 80, 100, HIDE)).toBeNull();
    expect(directionAfter(null, 150, 250, 100, { ...HIDE, hideOnScroll: false })).toBeNull();
  });

  it('sticks at once past the threshold; the direction waits for 200 ms of quiet scrolling', () => {
    const model = createStickyModel(HIDE, 100, () => undefined, timers);
    const seen: string[] = [];
    model.subscribe((s) => seen.push(`${String(s.sticked)}/${String(s.direction)}`));
    model.scroll(150);
    expect(model.state).toEqual({ sticked: true, direction: null });
    model.scroll(300);
    vi.advanceTimersByTime(199);
    expect(model.state.direction).toBeNull();
    model.scroll(400);
    vi.advanceTimersByTime(199);
    expect(model.state.direction).toBeNull();
    vi.advanceTimersByTime(1);
    expect(model.state.direction).toBe('down');
    model.scroll(350);
    vi.advanceTimersByTime(200);
    expect(model.state.direction).toBe('up');
    model.scroll(50);
    expect(model.state).toEqual({ sticked: false, direction: null });
    vi.advanceTimersByTime(200);
    expect(seen).toEqual(['true/null', 'true/down', 'true/up', 'false/null']);
  });

  it('re-measures once, 300 ms after the last resize', () => {
    const remeasure = vi.fn();
    const model = createStickyModel(HIDE, 100, remeasure, timers);
    model.resize();
    vi.advanceTimersByTime(250);
    model.resize();
    vi.advanceTimersByTime(299);
    expect(remeasure).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(remeasure).toHaveBeenCalledTimes(1);
  });

  it('a new threshold re-decides the stuck state; reveal shows a hidden header; dispose stops timers', () => {
    const remeasure = vi.fn();
    const model = createStickyModel(HIDE, 100, remeasure, timers);
    model.scroll(150);
    model.setThreshold(200);
    expect(model.state.sticked).toBe(false);
    model.setThreshold(Number.NaN);
    expect(model.state.sticked).toBe(false);
    model.scroll(500);
    vi.advanceTimersByTime(200);
    expect(model.state.direction).toBe('down');
    model.reveal();
    expect(model.state.direction).toBe('up');
    model.resize();
    model.dispose();
    vi.advanceTimersByTime(1000);
    expect(remeasure).not.toHaveBeenCalled();
  });
});
