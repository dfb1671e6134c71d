// The cart side panel's keyboard and pointer behaviour on Woodmart's markup, through the runtime
// (its React root on the panel's heading, mounted here at once instead of on the first touch).
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cartPanel, PANEL_SELECTOR } from '.';
import { Runtime } from '../../src/runtime/runtime';
import { whenQueueEmpty } from '../../src/runtime/scheduler';
import { openOverlay } from '../../src/state/overlays';
import { lastCartChange, recordCartChange } from '../../src/state/cart';
import { clearShopGlobals, shopSettings, WOODMART_CHROME } from '../../src/state/cart-session/testing';
import { opensAfterAdd, panelAllowed } from './cart-panel.connector';

let runtime: Runtime | undefined;

function boot(bodyClass = '', woodmart: Record<string, unknown> = {}, content = '<a href="/cart/" class="button">سبد</a><a href="/checkout/" class="button">تسویه</a>') {
  document.body.className = bodyClass;
  document.body.innerHTML = `${WOODMART_CHROME}<button id="outside">بیرون</button>`;
  const panel = document.querySelector<HTMLElement>('.cart-widget-side');
  panel?.querySelector('.widget_shopping_cart_content')?.insertAdjacentHTML('beforeend', content);
  panel?.querySelector('.wd-heading')?.setAttribute('data-vitrin-defer', 'eager');
  runtime = new Runtime(shopSettings({ woodmart }));
  runtime.register([cartPanel]);
  runtime.scan(document);
}

async function settle(): Promise<void> {
  await whenQueueEmpty();
  await runtime?.whenSettled();
  await new Promise((r) => setTimeout(r, 0));
}

const panel = () => document.querySelector<HTMLElement>(PANEL_SELECTOR) ?? document.body;
const opener = () => document.querySelector<HTMLElement>('.cart-widget-opener a') ?? document.body;
const press = (key: string, shiftKey = false) =>
  (document.activeElement ?? document.body).dispatchEvent(new KeyboardEvent('keydown', { key, shiftKey, bubbles: true, cancelable: true }));

beforeEach(() => {
  openOverlay.value = null;
  // A recent add of an earlier test would open the panel as it mounts (its catch-up).
  lastCartChange.value = null;
});
afterEach(() => {
  runtime?.disconnect();
  runtime = undefined;
  document.body.className = '';
  clearShopGlobals();
});

describe('cart side panel', () => {
  it('is a modal dialog named by its visible heading, inert while closed', async () => {
    boot();
    await settle();
    expect(panel().getAttribute('role')).toBe('dialog');
    expect(panel().getAttribute('aria-modal')).toBe('true');
    const heading = document.getElementById(panel().getAttribute('aria-labelledby') ?? '');
    expect(heading?.textContent).toBe('سبد خرید');
    expect(panel().hasAttribute('aria-label')).toBe(false);
    expect(panel().hasAttribute('inert')).toBe(true);
  });

  it('falls back to its own Persian label when the theme prints no heading', async () => {
    boot();
    runtime?.disconnect();
    document.querySelector('.wd-heading .title')?.remove();
    runtime = new Runtime(shopSettings());
    runtime.register([cartPanel]);
    panel().querySelector('.wd-heading')?.removeAttribute('data-vitrin-status');
    runtime.scan(document);
    await settle();
    expect(panel().getAttribute('aria-label')).toBe('سبد خرید');
  });

  it('issue 18: Tab skips a candidate that refuses focus instead of staying where it is', async () => {
    boot('', {}, '<a href="/cart/?remove_item=k" role="button" class="remove">×</a><a href="/p/" id="refuses">محصول</a><a href="/checkout/" class="button">تسویه</a>');
    await settle();
    // As Chromium does for a link styled display: contents: focus() is silently ignored.
    const refuses = document.getElementById('refuses');
    if (refuses) refuses.focus = () => undefined;
    opener().click();
    press('Tab');
    expect(document.activeElement?.textContent).toBe('×');
    press('Tab');
    expect(document.activeElement?.textContent).toBe('تسویه');
    press('Tab', true);
    expect(document.activeElement?.textContent).toBe('×');
  });

  it('after an add, gives focus to the close control and back to the add button on Escape', async () => {
    boot();
    await settle();
    const add = document.getElementById('outside');
    add?.focus();
    recordCartChange('added', add, false);
    expect(document.activeElement).toBe(panel().querySelector('.close-side-widget a'));
    press('Escape');
    expect(document.activeElement).toBe(add);
  });

  it('after an add reported without a button, gives focus back to what had it', async () => {
    boot();
    await settle();
    const before = document.getElementById('outside');
    before?.focus();
    recordCartChange('added', null, true);
    expect(panel().contains(document.activeElement)).toBe(true);
    press('Escape');
    expect(document.activeElement).toBe(before);
  });

  it('opens from the header cart, traps Tab, closes on Escape and gives focus back', async () => {
    boot();
    await settle();
    opener().focus();
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    opener().dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    expect(panel().classList.contains('wd-opened')).toBe(true);
    expect(document.querySelector('.wd-close-side')?.classList.contains('wd-close-side-opened')).toBe(true);
    expect(panel().hasAttribute('inert')).toBe(false);
    expect(opener().getAttribute('aria-expanded')).toBe('true');
    expect(openOverlay.value?.id).toBe('cart-panel');
    const close = panel().querySelector('.close-side-widget a');
    expect(document.activeElement).toBe(close);
    press('Tab');
    expect(document.activeElement?.textContent).toBe('سبد');
    press('Tab');
    expect(document.activeElement?.textContent).toBe('تسویه');
    press('Tab');
    expect(document.activeElement).toBe(close);
    press('Tab', true);
    expect(document.activeElement?.textContent).toBe('تسویه');
    press('Escape');
    expect(panel().classList.contains('wd-opened')).toBe(false);
    expect(panel().hasAttribute('inert')).toBe(true);
    expect(document.activeElement).toBe(opener());
    expect(openOverlay.value).toBeNull();
  });

  it('closes on the overlay and on its close button', async () => {
    boot();
    await settle();
    opener().click();
    document.querySelector<HTMLElement>('.wd-close-side')?.click();
    expect(panel().classList.contains('wd-opened')).toBe(false);
    opener().click();
    panel().querySelector<HTMLElement>('.close-side-widget a')?.click();
    expect(panel().classList.contains('wd-opened')).toBe(false);
  });

  it('opens after an add when woodmart_settings.add_to_cart_action is "widget", not otherwise', async () => {
    boot();
    await settle();
    recordCartChange('added', null, false);
    expect(panel().classList.contains('wd-opened')).toBe(true);
    runtime?.disconnect();
    boot('', { add_to_cart_action: 'popup' });
    await settle();
    recordCartChange('added', null, false);
    expect(panel().classList.contains('wd-opened')).toBe(false);
  });

  it('never opens on the cart or checkout page: the header link navigates', async () => {
    boot('woocommerce-cart');
    await settle();
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    opener().dispatchEvent(click);
    expect(click.defaultPrevented).toBe(false);
    recordCartChange('added', null, false);
    expect(panel().classList.contains('wd-opened')).toBe(false);
  });

  it('closes when another overlay takes over', async () => {
    boot();
    await settle();
    opener().click();
    openOverlay.value = { id: 'mobile-nav', opener: null };
    expect(panel().classList.contains('wd-opened')).toBe(false);
  });
});

describe('cart panel rules', () => {
  it('decides where the panel may open and when it opens by itself', () => {
    expect(panelAllowed({ bodyClasses: ['woocommerce-checkout'] })).toBe(false);
    expect(panelAllowed({ bodyClasses: [], isCart: true })).toBe(false);
    expect(panelAllowed({ bodyClasses: ['woocommerce-shop'] })).toBe(true);
    expect(opensAfterAdd('widget', 'added')).toBe(true);
    expect(opensAfterAdd('widget', 'removed')).toBe(false);
  });
});
