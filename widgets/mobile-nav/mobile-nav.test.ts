// The mobile menu on Woodmart's markup, mounted through the real runtime (a React root since issue 34).
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act } from '@testing-library/react';
import { mobileNav, MOBILE_NAV_SELECTOR } from '.';
import { Runtime } from '../../src/runtime/runtime';
import { whenQueueEmpty } from '../../src/runtime/scheduler';
import { afterNextPaint } from '../../src/ui/after-paint';
import { openOverlay } from '../../src/state/overlays';
import { shopSettings } from '../../src/state/cart-session/testing';

// Woodmart 7.2.5's mobile-nav markup (header element, overlay, panel with tabs and one sub-menu).
const MARKUP = `
<div class="website-wrapper"><div class="wd-tools-element wd-header-mobile-nav"><a href="#" rel="nofollow">منو</a></div><a id="behind" href="/x">پشت</a></div>
<div class="wd-close-side wd-fill"></div>
<div class="mobile-nav wd-side-hidden wd-right">
  <div class="wd-search-form"><form class="searchform"><input type="text" class="s" name="s" aria-label="جستجو"><button type="submit" class="searchsubmit">جستجو</button></form></div>
  <ul class="wd-nav wd-nav-mob-tab wd-style-underline">
    <li class="mobile-tab-title mobile-pages-title wd-active" data-menu="pages"><a href="#"><span class="nav-link-text">منو</span></a></li>
    <li class="mobile-tab-title mobile-categories-title" data-menu="categories"><a href="#"><span class="nav-link-text">دسته بندی ها</span></a></li>
  </ul>
  <ul class="mobile-pages-menu wd-nav wd-nav-mobile wd-active"><li class="menu-item"><a href="/">خانه</a></li><li class="menu-item"><a href="/shop/">فروشگاه</a></li></ul>
  <ul class="mobile-categories-menu wd-nav wd-nav-mobile"><li class="menu-item menu-item-has-children"><a href="/c/">پوشاک</a><ul class="wd-sub-menu"><li class="menu-item"><a href="/c/m/">مردانه</a></li></ul></li></ul>
</div>`;

let runtime: Runtime | undefined;
const flush = () => new Promise((r) => setTimeout(r, 0));
const panel = () => document.querySelector<HTMLElement>(MOBILE_NAV_SELECTOR) ?? document.body;
const opener = () => document.querySelector<HTMLElement>('.wd-header-mobile-nav > a') ?? document.body;
// In act(): React commits the state a key or click sets before the test looks (a browser paints it
// within the event's task too).
const press = (key: string, shiftKey = false) => {
  const event = new KeyboardEvent('keydown', { key, shiftKey, bubbles: true, cancelable: true });
  act(() => {
    (document.activeElement ?? document.body).dispatchEvent(event);
  });
  return event;
};
const click = (el: Element | null) => {
  const event = new MouseEvent('click', { bubbles: true, cancelable: true });
  act(() => {
    el?.dispatchEvent(event);
  });
  return event;
};

async function boot() {
  document.documentElement.dir = 'rtl';
  document.body.innerHTML = MARKUP;
  // The theme hides the unselected tab's menu; happy-dom needs that rule to know what Tab can reach.
  const style = document.createElement('style');
  style.textContent = '.wd-nav-mobile:not(.wd-active){display:none}';
  document.head.append(style);
  // Mounted at once here (on a page: at the first touch of its opener).
  panel().setAttribute('data-vitrin-defer', 'eager');
  runtime = new Runtime(shopSettings({}));
  runtime.register([mobileNav]);
  runtime.scan(document);
  await whenQueueEmpty();
  await runtime.whenSettled();
  await flush();
}

beforeEach(() => {
  openOverlay.value = null;
});
afterEach(() => {
  runtime?.disconnect();
  runtime = undefined;
  document.head.querySelectorAll('style').forEach((s) => s.remove());
});

describe('mobile menu', () => {
  it('is a labelled modal dialog, inert while closed, with a disclosure opener', async () => {
    await boot();
    expect(panel().getAttribute('role')).toBe('dialog');
    expect(panel().getAttribute('aria-modal')).toBe('true');
    expect(panel().getAttribute('aria-label')).toBe('منوی موبایل');
    expect(panel().hasAttribute('inert')).toBe(true);
    expect(opener().getAttribute('aria-expanded')).toBe('false');
    expect(opener().getAttribute('aria-controls')).toBe(panel().id);
    expect(opener().getAttribute('role')).toBe('button');
  });

  it('opens on the opener: focus moves in, the page behind goes inert, the overlay shows', async () => {
    await boot();
    opener().focus();
    expect(click(opener()).defaultPrevented).toBe(true);
    expect(panel().classList.contains('wd-opened')).toBe(true);
    expect(opener().classList.contains('wd-opened')).toBe(true);
    expect(opener().getAttribute('aria-expanded')).toBe('true');
    expect(document.querySelector('.wd-close-side')?.classList.contains('wd-close-side-opened')).toBe(true);
    expect(document.activeElement?.textContent).toBe('بستن منو');
    expect(openOverlay.value?.id).toBe('mobile-nav');
    // The page behind goes inert after the panel's first paint (the kit drawer, issue 34).
    await new Promise<void>((resolve) => afterNextPaint(resolve));
    expect(document.querySelector('.website-wrapper')?.hasAttribute('inert')).toBe(true);
    expect(document.querySelector('.wd-close-side')?.hasAttribute('inert')).toBe(false);
  });

  it('Tab visits each focusable once and wraps; Shift+Tab goes back the same way', async () => {
    await boot();
    opener().focus();
    click(opener());
    const visited: string[] = [];
    for (let i = 0; i < 6; i++) {
      press('Tab');
      visited.push(document.activeElement?.textContent || document.activeElement?.getAttribute('aria-label') || '');
    }
    // close button → search field → search button → selected tab → خانه → فروشگاه → (wrap) close.
    expect(visited).toEqual(['جستجو', 'جستجو', 'منو', 'خانه', 'فروشگاه', 'بستن منو']);
    press('Tab', true);
    expect(document.activeElement?.textContent).toBe('فروشگاه');
  });

  it('tabs: arrows switch the shown menu (RTL), aria-selected and roving tabindex follow', async () => {
    await boot();
    click(opener());
    const pagesTab = panel().querySelector<HTMLElement>('[data-menu="pages"] a');
    const catsTab = panel().querySelector<HTMLElement>('[data-menu="categories"] a');
    expect(panel().querySelector('.wd-nav-mob-tab')?.getAttribute('role')).toBe('tablist');
    expect(pagesTab?.getAttribute('aria-selected')).toBe('true');
    pagesTab?.focus();
    press('ArrowLeft');
    expect(document.activeElement).toBe(catsTab);
    expect(catsTab?.getAttribute('aria-selected')).toBe('true');
    expect(catsTab?.tabIndex).toBe(0);
    expect(pagesTab?.tabIndex).toBe(-1);
    expect(panel().querySelector('.mobile-categories-menu')?.classList.contains('wd-active')).toBe(true);
    expect(panel().querySelector('.mobile-pages-menu')?.classList.contains('wd-active')).toBe(false);
    const catsPanel = document.getElementById(catsTab?.getAttribute('aria-controls') ?? '');
    expect(catsPanel?.getAttribute('role')).toBe('tabpanel');
    expect(catsPanel?.getAttribute('aria-labelledby')).toBe(catsTab?.id);
    expect(catsPanel?.querySelector('.mobile-categories-menu')).not.toBeNull();
    expect(catsPanel?.hidden).toBe(false);
    expect(document.getElementById(pagesTab?.getAttribute('aria-controls') ?? '')?.hidden).toBe(true);
    expect(click(pagesTab).defaultPrevented).toBe(true);
    expect(pagesTab?.getAttribute('aria-selected')).toBe('true');
  });

  it('sub-menu openers are disclosure buttons toggling opener-page', async () => {
    await boot();
    click(opener());
    const button = panel().querySelector<HTMLButtonElement>('.wd-nav-opener');
    expect(button?.tagName).toBe('BUTTON');
    expect(button?.getAttribute('aria-label')).toBe('زیرمنوی پوشاک');
    expect(button?.getAttribute('aria-expanded')).toBe('false');
    expect(document.getElementById(button?.getAttribute('aria-controls') ?? '')?.classList.contains('wd-sub-menu')).toBe(true);
    click(button);
    expect(button?.getAttribute('aria-expanded')).toBe('true');
    expect(button?.classList.contains('wd-active')).toBe(true);
    expect(button?.parentElement?.classList.contains('opener-page')).toBe(true);
    click(button);
    expect(button?.parentElement?.classList.contains('opener-page')).toBe(false);
  });

  it('closes on Escape, overlay, close button and wdCloseMobileMenu; focus returns to the opener', async () => {
    await boot();
    for (const closeIt of [
      () => press('Escape'),
      () => click(document.querySelector('.wd-close-side')),
      () => click(panel().querySelector('.vitrin-mobile-nav-close button')),
    ]) {
      opener().focus();
      click(opener());
      expect(panel().classList.contains('wd-opened')).toBe(true);
      closeIt();
      expect(panel().classList.contains('wd-opened')).toBe(false);
      expect(panel().hasAttribute('inert')).toBe(true);
      expect(document.querySelector('.website-wrapper')?.hasAttribute('inert')).toBe(false);
      expect(document.querySelector('.wd-close-side')?.classList.contains('wd-close-side-opened')).toBe(false);
      expect(opener().getAttribute('aria-expanded')).toBe('false');
      expect(document.activeElement).toBe(opener());
      expect(openOverlay.value).toBeNull();
    }
    click(opener());
    document.dispatchEvent(new Event('wdCloseMobileMenu'));
    expect(panel().classList.contains('wd-opened')).toBe(false);
  });

  it('gives way when another side panel opens, leaving the shared overlay to it', async () => {
    await boot();
    click(opener());
    document.querySelector('.wd-close-side')?.classList.add('wd-close-side-opened');
    openOverlay.value = { id: 'cart-panel', opener: null };
    expect(panel().classList.contains('wd-opened')).toBe(false);
    expect(document.querySelector('.wd-close-side')?.classList.contains('wd-close-side-opened')).toBe(true);
  });

  it('Space presses the link-opener like a button', async () => {
    await boot();
    opener().focus();
    expect(press(' ').defaultPrevented).toBe(true);
    expect(panel().classList.contains('wd-opened')).toBe(true);
  });
});
