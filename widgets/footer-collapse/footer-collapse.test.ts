// Collapsible footer widgets on Woodmart's markup, mounted through the real runtime.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { footerCollapse } from '.';
import { collapses, toggleOpened } from './footer-collapse.connector';
import { Runtime } from '../../src/runtime/runtime';
import { clearShopGlobals, shopSettings } from '../../src/state/cart-session/testing';

let runtime: Runtime | undefined;
const $ = (s: string) => document.querySelector<HTMLElement>(s) ?? document.body;

async function boot(narrow: boolean, setting: string) {
  let listener: (() => void) | null = null;
  const query = { matches: narrow, addEventListener: (_t: string, l: () => void) => (listener = l) };
  vi.spyOn(window, 'matchMedia').mockImplementation(() => query as unknown as MediaQueryList);
  document.body.innerHTML = `<div class="footer-sidebar"><div class="footer-column"><div class="widget widget_nav_menu"><h2 class="widget-title">راهنمای خرید</h2><ul class="menu"><li><a href="/shop/">فروشگاه</a></li></ul></div></div></div>`;
  runtime = new Runtime(shopSettings({ woodmart: { collapse_footer_widgets: setting } }));
  runtime.register([footerCollapse]);
  runtime.scan(document);
  await new Promise((r) => setTimeout(r, 0));
  return (matches: boolean) => {
    query.matches = matches;
    listener?.();
  };
}

afterEach(() => {
  runtime?.disconnect();
  runtime = undefined;
  vi.restoreAllMocks();
  clearShopGlobals();
});

describe('footer collapse', () => {
  it('collapses at 575 px or less only when enabled', () => {
    expect(collapses(true, 575)).toBe(true);
    expect(collapses(true, 576)).toBe(false);
    expect(collapses(false, 390)).toBe(false);
    expect([...toggleOpened(toggleOpened(new Set([1]), 2), 1)]).toEqual([2]);
  });

  it('narrow: the title becomes a disclosure button (heading kept) that shows and hides the widget body', async () => {
    await boot(true, 'yes');
    const button = $('.widget-title > button');
    expect(button.textContent).toBe('راهنمای خرید');
    expect($('h2.widget-title').contains(button)).toBe(true);
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(document.getElementById(button.getAttribute('aria-controls') ?? '')).toBe($('ul.menu'));
    expect($('ul.menu').hidden).toBe(true);
    expect($('.widget').classList.contains('footer-widget-collapse')).toBe(true);
    button.click();
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect($('ul.menu').hidden).toBe(false);
    expect($('.widget').classList.contains('footer-widget-opened')).toBe(true);
  });

  it('growing past 575 px shows everything and turns the titles back into plain headings', async () => {
    const resize = await boot(true, 'yes');
    resize(false);
    expect(document.querySelector('.widget-title > button')).toBeNull();
    expect($('h2.widget-title').textContent).toBe('راهنمای خرید');
    expect($('ul.menu').hidden).toBe(false);
    resize(true);
    expect($('ul.menu').hidden).toBe(true);
  });

  it('does nothing when the theme turned it off', async () => {
    await boot(true, 'no');
    expect(document.querySelector('.widget-title > button')).toBeNull();
    expect($('ul.menu').hidden).toBe(false);
  });
});
