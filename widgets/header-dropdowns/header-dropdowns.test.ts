// Header dropdowns on Woodmart's markup, mounted through the real runtime as React roots (issue 34).
// React commits an event's updates in a microtask after it, before the next paint: `flush()` waits for that.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { headerDropdowns } from '.';
import { Runtime } from '../../src/runtime/runtime';
import { clearShopGlobals, shopSettings } from '../../src/state/cart-session/testing';

const MARKUP = `
<div class="wd-header-nav wd-header-main-nav"><ul class="wd-nav wd-nav-main">
  <li class="menu-item"><a href="/">خانه</a></li>
  <li class="menu-item menu-item-has-children"><a href="/c/">پوشاک</a><ul class="wd-sub-menu"><li><a href="/c/m/">مردانه</a></li></ul></li>
</ul></div>
<div class="wd-header-my-account wd-tools-element wd-event-hover"><a href="/my-account/">ورود / ثبت نام</a>
  <div class="wd-dropdown wd-dropdown-register"><form><input name="username" aria-label="نام کاربری"><button type="submit">ورود</button></form></div>
</div>
<button id="outside">بیرون</button>`;

let runtime: Runtime | undefined;
const flush = () => new Promise((r) => setTimeout(r, 0));
const $ = <T extends HTMLElement>(s: string) => document.querySelector<T>(s) ?? document.body;
const key = (el: Element, k: string) => {
  const e = new KeyboardEvent('keydown', { key: k, bubbles: true, cancelable: true });
  el.dispatchEvent(e);
  return e;
};

async function boot(narrow: boolean, hoverToClick: string, printed = false) {
  vi.spyOn(window, 'matchMedia').mockImplementation((q: string) => ({ matches: narrow, media: q, addEventListener: () => undefined, removeEventListener: () => undefined }) as unknown as MediaQueryList);
  if (!printed) document.body.innerHTML = MARKUP;
  // The page's own deferral is the first touch; these tests start mounted.
  for (const el of document.querySelectorAll('.wd-header-main-nav, .wd-header-my-account')) el.setAttribute('data-vitrin-defer', 'eager');
  runtime = new Runtime(shopSettings({ woodmart: { menu_item_hover_to_click_on_responsive: hoverToClick } }));
  runtime.register([headerDropdowns]);
  runtime.scan(document);
  // Mounted once React (its own chunk) is in and both roots committed.
  await vi.waitFor(() => {
    for (const el of document.querySelectorAll('.wd-header-main-nav, .wd-header-my-account')) expect(el.getAttribute('data-vitrin-status')).toBe('mounted');
  }, { timeout: 5000 });
  await flush();
}

afterEach(() => {
  runtime?.disconnect();
  runtime = undefined;
  vi.restoreAllMocks();
  clearShopGlobals();
});

describe('header dropdowns', () => {
  it('login dropdown: focus shows it (aria-expanded), Escape inside hides it and focus goes back to the link', async () => {
    await boot(false, 'no');
    const link = $('.wd-header-my-account > a');
    expect(link.getAttribute('aria-expanded')).toBe('false');
    expect(document.getElementById(link.getAttribute('aria-controls') ?? '')?.classList.contains('wd-dropdown')).toBe(true);
    const input = $('.wd-dropdown input');
    input.focus();
    await flush();
    expect(link.getAttribute('aria-expanded')).toBe('true');
    expect(key(input, 'Escape').defaultPrevented).toBe(true);
    await flush();
    expect(document.activeElement).toBe(link);
    expect(link.getAttribute('aria-expanded')).toBe('false');
    expect($('.wd-header-my-account').classList.contains('vitrin-dropdown-dismissed')).toBe(true);
    $('#outside').focus();
    await flush();
    expect($('.wd-header-my-account').classList.contains('vitrin-dropdown-dismissed')).toBe(false);
  });

  it('hover menus stay links above 1024 px (a click navigates)', async () => {
    await boot(false, 'yes');
    const parent = $('.menu-item-has-children > a');
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    parent.dispatchEvent(click);
    await flush();
    expect(click.defaultPrevented).toBe(false);
    expect(parent.hasAttribute('role')).toBe(false);
  });

  it('at ≤ 1024 px with the setting on, a parent item toggles its sub-menu by click, Space and Escape', async () => {
    await boot(true, 'yes');
    const parent = $('.menu-item-has-children > a');
    const li = $('.menu-item-has-children');
    expect(parent.getAttribute('role')).toBe('button');
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    parent.dispatchEvent(click);
    await flush();
    expect(click.defaultPrevented).toBe(true);
    expect(li.classList.contains('wd-opened')).toBe(true);
    expect(parent.getAttribute('aria-expanded')).toBe('true');
    $('#outside').dispatchEvent(new MouseEvent('click', { bubbles: true }));
    await flush();
    expect(li.classList.contains('wd-opened')).toBe(false);
    parent.focus();
    await flush();
    expect(key(parent, ' ').defaultPrevented).toBe(true);
    await flush();
    expect(li.classList.contains('wd-opened')).toBe(true);
    key(parent, 'Escape');
    await flush();
    expect(li.classList.contains('wd-opened')).toBe(false);
    expect(parent.getAttribute('aria-expanded')).toBe('false');
  });

  it('the setting off keeps hover menus at every width', async () => {
    await boot(true, 'no');
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    $('.menu-item-has-children > a').dispatchEvent(click);
    expect(click.defaultPrevented).toBe(false);
  });

  it('issue 34: the menus are React roots that adopted the theme markup (the same nodes: focus and images kept)', async () => {
    document.body.innerHTML = MARKUP;
    const printedLink = $('.menu-item-has-children > a');
    // (A <form>'s own keys are its controls in jsdom: its button stands for it.)
    const printedButton = $('.wd-dropdown button');
    await boot(false, 'no', true);
    const fibered = (el: Element) => Object.keys(el).some((k) => k.startsWith('__reactFiber$'));
    expect($('.menu-item-has-children > a')).toBe(printedLink);
    expect($('.wd-dropdown button')).toBe(printedButton);
    expect(fibered(printedLink)).toBe(true);
    expect(fibered(printedButton)).toBe(true);
    expect(printedLink.getAttribute('aria-expanded')).toBe('false');
    for (const root of ['.wd-header-main-nav', '.wd-header-my-account']) expect(Object.keys($(root)).some((k) => k.startsWith('__reactContainer$'))).toBe(true);
  });

  it('issue 34: Escape in a sub-menu reached by Tab hides it and gives focus back to its parent link', async () => {
    await boot(false, 'no');
    const parent = $('.menu-item-has-children > a');
    const inner = $('.wd-sub-menu a');
    inner.focus();
    await flush();
    expect(parent.getAttribute('aria-expanded')).toBe('true');
    expect(document.getElementById(parent.getAttribute('aria-controls') ?? '')).toBe($('.wd-sub-menu'));
    expect(key(inner, 'Escape').defaultPrevented).toBe(true);
    await flush();
    expect(document.activeElement).toBe(parent);
    expect(parent.getAttribute('aria-expanded')).toBe('false');
    expect($('.menu-item-has-children').classList.contains('vitrin-dropdown-dismissed')).toBe(true);
  });

  it('issue 34: the focus that woke a root (already inside its item when it mounts) shows that dropdown at once', async () => {
    document.body.innerHTML = MARKUP;
    $('.wd-header-my-account > a').focus();
    await boot(false, 'no', true);
    expect($('.wd-header-my-account > a').getAttribute('aria-expanded')).toBe('true');
    expect($('.menu-item-has-children > a').getAttribute('aria-expanded')).toBe('false');
  });
});
