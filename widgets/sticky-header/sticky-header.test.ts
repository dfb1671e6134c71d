// The sticky header on Woodmart's header builder markup, mounted through the real runtime
// (happy-dom has no layout: heights and the scroll offset are given by hand).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stickyHeader, STICKY_HEADER_SELECTOR } from '.';
import { Runtime } from '../../src/runtime/runtime';
import { whenQueueEmpty } from '../../src/runtime/scheduler';
import { shopSettings } from '../../src/state/cart-session/testing';

let runtime: Runtime | undefined;
const flush = () => new Promise((r) => setTimeout(r, 0));
const header = () => document.querySelector<HTMLElement>(STICKY_HEADER_SELECTOR) ?? document.body;

function height(selector: string, px: number) {
  const el = document.querySelector(selector);
  if (el) Object.defineProperty(el, 'offsetHeight', { configurable: true, value: px });
}

async function boot(classes: string, stickyRow = true) {
  document.body.innerHTML = `<header class="whb-header ${classes}"><div class="whb-main-header">
    <div class="whb-row whb-top-bar whb-not-sticky-row"></div>
    <div class="whb-row whb-general-header ${stickyRow ? 'whb-sticky-row' : 'whb-not-sticky-row'}"></div>
  </div></header><main style="height:3000px"></main>`;
  height('.whb-main-header', 130);
  height('.whb-general-header', 90);
  const inited = vi.fn();
  document.addEventListener('wdHeaderBuilderInited', inited, { once: true });
  runtime = new Runtime(shopSettings({}));
  runtime.register([stickyHeader]);
  runtime.scan(document);
  await whenQueueEmpty();
  await flush();
  return inited;
}

async function scrollTo(y: number) {
  Object.defineProperty(window, 'scrollY', { configurable: true, value: y });
  window.dispatchEvent(new Event('scroll'));
  await new Promise((r) => requestAnimationFrame(() => r(undefined)));
}

afterEach(async () => {
  runtime?.disconnect();
  runtime = undefined;
  await scrollTo(0);
});

describe('sticky header', () => {
  it('reserves the header height, fires wdHeaderBuilderInited, sticks past the threshold and unsticks', async () => {
    const inited = await boot('whb-sticky-real whb-sticky-shadow');
    expect(inited).toHaveBeenCalledTimes(1);
    expect(header().classList.contains('whb-sticky-prepared')).toBe(true);
    expect(header().style.paddingTop).toBe('130px');
    await scrollTo(5);
    expect(header().classList.contains('whb-sticked')).toBe(true);
    await scrollTo(0);
    expect(header().classList.contains('whb-sticked')).toBe(false);
  });

  it('scroll-slide sticks only past the whole header', async () => {
    await boot('whb-scroll-slide');
    await scrollTo(120);
    expect(header().classList.contains('whb-sticked')).toBe(false);
    await scrollTo(131);
    expect(header().classList.contains('whb-sticked')).toBe(true);
  });

  it('real mode without a sticky row leaves the header alone; no sticky class at all, too', async () => {
    await boot('whb-sticky-real', false);
    await scrollTo(500);
    expect(header().classList.contains('whb-sticky-prepared')).toBe(false);
    expect(header().classList.contains('whb-sticked')).toBe(false);
    runtime?.disconnect();
    await boot('');
    await scrollTo(500);
    expect(header().className).toBe('whb-header ');
  });

  it('hide-on-scroll: down after the motion debounce, up again when a keyboard user tabs into it', async () => {
    // Real timers here (happy-dom's frames run on them); the connector tests hold the exact 200 ms.
    await boot('whb-scroll-slide whb-hide-on-scroll');
    await scrollTo(200);
    await scrollTo(400);
    expect(header().classList.contains('whb-scroll-down')).toBe(false);
    await new Promise((r) => setTimeout(r, 260));
    expect(header().classList.contains('whb-scroll-down')).toBe(true);
    header().querySelector('.whb-main-header')?.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    expect(header().classList.contains('whb-scroll-up')).toBe(true);
    expect(header().classList.contains('whb-scroll-down')).toBe(false);
  });

  it('unmounting removes every class and the reserved padding', async () => {
    await boot('whb-sticky-real');
    await scrollTo(50);
    runtime?.disconnect();
    runtime = undefined;
    expect(header().classList.contains('whb-sticked')).toBe(false);
    expect(header().classList.contains('whb-sticky-prepared')).toBe(false);
    expect(header().style.paddingTop).toBe('');
  });
});
