// Header dropdowns on Woodmart's markup, mounted through the real runtime.
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

async function boot(narrow: boolean, hoverToClick: string) {
  vi.spyOn(window, 'matchMedia').mockImplementation((q: string) => ({ matches: narrow, media: q, addEventListener: () => undefined, removeEventListener: () => undefined }) as unknown as MediaQueryList);
  document.body.innerHTML = MARKUP;
  runtime = new Runtime(shopSettings({ woodmart: { menu_item_hover_to_click_on_responsive: hoverToClick } }));
  runtime.register([headerDropdowns]);
  runtime.scan(document);
  await new Promise((r) => setTimeout(r, 300));
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
    expect(link.getAttribute('aria-expanded')).toBe('true');
    expect(key(input, 'Escape').defaultPrevented).toBe(true);
    expect(document.activeElement).toBe(link);
    expect(link.getAttribute('aria-expanded')).toBe('false');
    expect($('.wd-header-my-account').classList.contains('vitrin-dropdown-dismissed')).toBe(true);
    $('#outside').focus();
    expect($('.wd-header-my-account').classList.contains('vitrin-dropdown-dismissed')).toBe(false);
  });

  it('hover menus stay links above 1024 px (a click navigates)', async () => {
    await boot(false, 'yes');
    const parent = $('.menu-item-has-children > a');
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    parent.dispatchEvent(click);
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
    expect(click.defaultPrevented).toBe(true);
    expect(li.classList.contains('wd-opened')).toBe(true);
    expect(parent.getAttribute('aria-expanded')).toBe('true');
    $('#outside').dispatchEvent(new MouseEvent('click', { bubbles: true }));
    expect(li.classList.contains('wd-opened')).toBe(false);
    parent.focus();
    expect(key(parent, ' ').defaultPrevented).toBe(true);
    expect(li.classList.contains('wd-opened')).toBe(true);
    key(parent, 'Escape');
    expect(li.classList.contains('wd-opened')).toBe(false);
    expect(parent.getAttribute('aria-expanded')).toBe('false');
  });

  it('the setting off keeps hover menus at every width', async () => {
    await boot(true, 'no');
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    $('.menu-item-has-children > a').dispatchEvent(click);
    expect(click.defaultPrevented).toBe(false);
  });
});
