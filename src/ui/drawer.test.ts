// The kit's drawer on Woodmart's side-panel markup: what a keyboard or screen-reader user meets.
import { afterEach, describe, expect, it } from 'vitest';
import { drawer } from './drawer';
import { afterNextPaint } from './after-paint';

/** Resolves after the work the drawer left for after the panel's first paint. */
const painted = () => new Promise<void>((resolve) => afterNextPaint(resolve));
import { openOverlay } from '../state/overlays';

const controller = { current: new AbortController() };
afterEach(() => {
  controller.current.abort();
  controller.current = new AbortController();
  openOverlay.value = null;
});

function page(): { panel: HTMLElement; opener: HTMLElement } {
  document.body.innerHTML =
    '<header><a id="opener" href="/cart/">سبد</a></header><main><a href="/p/">محصول</a></main><div class="wd-close-side"></div>' +
    '<div class="side"><div class="wd-heading"><span class="title">سبد خرید</span><div class="close-side-widget"><a href="#">بستن</a></div></div><a href="/checkout/">تسویه</a></div>';
  const panel = document.querySelector<HTMLElement>('.side') ?? document.body;
  const opener = document.getElementById('opener') ?? document.body;
  return { panel, opener };
}

describe('drawer (kit)', () => {
  it('an always-dialog is named by its heading and inert while closed; open locks scroll and makes the page behind inert, Escape undoes both and returns focus', async () => {
    const { panel, opener } = page();
    const d = drawer(panel, { id: 't', label: 'پنل', heading: '.wd-heading .title', dialog: 'always', signal: controller.current.signal });
    expect(panel.getAttribute('role')).toBe('dialog');
    expect(document.getElementById(panel.getAttribute('aria-labelledby') ?? '')?.textContent).toBe('سبد خرید');
    expect(panel.hasAttribute('inert')).toBe(true);
    opener.focus();
    d.open(opener);
    expect(panel.hasAttribute('inert')).toBe(false);
    expect(document.activeElement?.textContent).toBe('بستن');
    await painted();
    expect(document.documentElement.classList.contains('vitrin-scroll-locked')).toBe(true);
    expect(document.querySelector('main')?.hasAttribute('inert')).toBe(true);
    document.activeElement?.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    expect(d.isOpen()).toBe(false);
    expect(document.querySelector('main')?.hasAttribute('inert')).toBe(false);
    expect(document.activeElement).toBe(opener);
    // The scroll comes back after the closing panel's paint (issue 34).
    expect(document.documentElement.classList.contains('vitrin-scroll-locked')).toBe(true);
    await painted();
    expect(document.documentElement.classList.contains('vitrin-scroll-locked')).toBe(false);
  });

  it('issue 34: the page behind goes inert and its scroll locks after the panel\'s first paint, not in the opening press\'s task; a close before then leaves nothing behind', async () => {
    const { panel, opener } = page();
    const d = drawer(panel, { id: 't', label: 'پنل', dialog: 'always', signal: controller.current.signal });
    d.open(opener);
    // In the press's task: the panel is open, focus inside, Escape and Tab already its own.
    expect(d.isOpen()).toBe(true);
    expect(panel.contains(document.activeElement)).toBe(true);
    expect(document.querySelector('main')?.hasAttribute('inert')).toBe(false);
    expect(document.documentElement.classList.contains('vitrin-scroll-locked')).toBe(false);
    await painted();
    expect(document.querySelector('main')?.hasAttribute('inert')).toBe(true);
    expect(document.documentElement.classList.contains('vitrin-scroll-locked')).toBe(true);
    d.close(false);
    d.open(opener);
    d.close(true);
    await painted();
    expect(document.querySelector('[inert]:not(.side)')).toBeNull();
    expect(document.documentElement.classList.contains('vitrin-scroll-locked')).toBe(false);
    expect(document.activeElement).toBe(opener);
  });

  it('a while-open dialog is one only while open, named by its label', () => {
    const { panel } = page();
    const d = drawer(panel, { id: 't', label: 'فیلترها', dialog: 'while-open', signal: controller.current.signal });
    expect(panel.hasAttribute('role')).toBe(false);
    d.open(null);
    expect(panel.getAttribute('role')).toBe('dialog');
    expect(panel.getAttribute('aria-label')).toBe('فیلترها');
    d.close(false);
    expect(panel.hasAttribute('role')).toBe(false);
    expect(panel.hasAttribute('aria-label')).toBe(false);
  });

  it('brings focus that wanders out back into the open panel (the fallback where inert is missing)', () => {
    const { panel } = page();
    const d = drawer(panel, { id: 't', label: 'پنل', dialog: 'always', signal: controller.current.signal });
    d.open(null);
    document.querySelector<HTMLElement>('main a')?.focus();
    expect(panel.contains(document.activeElement)).toBe(true);
  });
});
