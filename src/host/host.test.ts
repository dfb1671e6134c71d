import { describe, expect, it, vi } from 'vitest';
import { getCookie, setCookie, deleteCookie, readCookies } from './cookies';
import { storageGet, storageSet, storageRemove } from './storage';
import { emit, listen, vetoed, jquery } from './events';
import { installFakeJQuery } from './testing';
import { readPageSettings } from './settings';

describe('cookies', () => {
  it('writes the exact cookie text js-cookie 3 wrote on a real Woodmart shop, and reads it back', () => {
    // shared/recorded/woodmart-7.2.5/guest.cookies-after-2-adds.json
    const decoded = '{"44":{"product_id":44},"52":{"product_id":52}}';
    setCookie('woodmart_wishlist_products', decoded, { path: '/' });
    expect(document.cookie).toContain('woodmart_wishlist_products={%2244%22:{%22product_id%22:44}%2C%2252%22:{%22product_id%22:52}}');
    expect(getCookie('woodmart_wishlist_products')).toBe(decoded);
    setCookie('note', 'سلام');
    expect(getCookie('note')).toBe('سلام');
    deleteCookie('note');
    expect(getCookie('note')).toBeUndefined();
  });

  it('survives malformed cookie text', () => {
    expect(readCookies('a=%E0%A4%A; b=ok').get('b')).toBe('ok');
    expect(readCookies('a=%E0%A4%A; b=ok').get('a')).toBe('%E0%A4%A');
  });
});

describe('storage', () => {
  it('reports false instead of throwing when storage is full', () => {
    const setItem = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    expect(storageSet('session', 'k', 'v')).toBe(false);
    setItem.mockRestore();
    expect(storageSet('session', 'k', 'v')).toBe(true);
    expect(storageGet('session', 'k')).toBe('v');
    storageRemove('session', 'k');
    expect(storageGet('session', 'k')).toBeNull();
  });

  it('reads null when storage is denied', () => {
    const spy = vi.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(storageGet('local', 'k')).toBeNull();
    expect(storageSet('local', 'k', 'v')).toBe(false);
    spy.mockRestore();
  });
});

describe('events bridge', () => {
  it('emits to jQuery handlers with jQuery args and to native listeners with the detail', () => {
    const { calls, uninstall } = installFakeJQuery();
    const native = vi.fn();
    document.body.addEventListener('added_to_cart', native);
    emit('added_to_cart', { detail: { cart_hash: 'h' }, jqueryArgs: () => [{ a: 'x' }, 'h', 'btn'] });
    expect(calls).toEqual([{ name: 'added_to_cart', args: [{ a: 'x' }, 'h', 'btn'] }]);
    expect((native.mock.calls[0]?.[0] as CustomEvent).detail).toEqual({ cart_hash: 'h' });
    document.body.removeEventListener('added_to_cart', native);
    uninstall();
  });

  it('hears other scripts in both worlds but not its own echo', () => {
    const { uninstall } = installFakeJQuery();
    const $ = jquery();
    const heard = vi.fn();
    const stop = listen('wc_fragment_refresh', heard);
    emit('wc_fragment_refresh');
    expect(heard).not.toHaveBeenCalled();
    $?.(document.body).trigger('wc_fragment_refresh', ['x']);
    document.body.dispatchEvent(new CustomEvent('wc_fragment_refresh', { detail: 1 }));
    expect(heard.mock.calls.map((c) => (c[0] as { source: string }).source)).toEqual(['jquery', 'native']);
    stop();
    uninstall();
  });

  it('reaches each jQuery handler once, with its arguments (jQuery also binds natively)', () => {
    const { handled, uninstall } = installFakeJQuery();
    const seen: unknown[][] = [];
    jquery()?.(document.body).on('added_to_cart', (_e: unknown, ...args: unknown[]) => void seen.push(args));
    emit('added_to_cart', { detail: { cart_hash: 'h' }, jqueryArgs: () => [{ a: 'x' }, 'h', 'btn'] });
    expect(seen).toEqual([[{ a: 'x' }, 'h', 'btn']]);
    expect(handled.filter((c) => c.name === 'added_to_cart')).toHaveLength(1);
    uninstall();
  });

  it('hears a native event from another script once even when jQuery is on the page', () => {
    const { uninstall } = installFakeJQuery();
    const heard = vi.fn();
    const stop = listen('wc_fragment_refresh', heard);
    document.body.dispatchEvent(new CustomEvent('wc_fragment_refresh'));
    expect(heard).toHaveBeenCalledTimes(1);
    stop();
    uninstall();
  });

  it('lets a jQuery handler returning false or a native preventDefault veto', () => {
    const { uninstall } = installFakeJQuery();
    expect(vetoed('should_send_ajax_request.adding_to_cart')).toBe(false);
    jquery()?.(document.body).on('should_send_ajax_request.adding_to_cart', () => false);
    expect(vetoed('should_send_ajax_request.adding_to_cart')).toBe(true);
    uninstall();
    const stop = (e: Event) => e.preventDefault();
    document.body.addEventListener('x_veto', stop);
    expect(vetoed('x_veto')).toBe(true);
    document.body.removeEventListener('x_veto', stop);
  });
});

describe('page settings', () => {
  it('reads #vitrin-settings and falls back to defaults with a V030 error when invalid', () => {
    document.body.innerHTML = '<script type="application/json" id="vitrin-settings">{"locale":"fa","currency":"IRT","isCart":true}</script>';
    expect(readPageSettings().vitrin).toEqual({ locale: 'fa', currency: 'IRT', isCart: true });
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    document.body.innerHTML = '<script type="application/json" id="vitrin-settings">{"currency":"USD"}</script>';
    expect(readPageSettings().vitrin).toEqual({});
    expect(String(errors.mock.calls[0]?.[0])).toMatch(/V030 settings: settings\.currency/);
  });

  it('issue 36: checked without a schema library, nested fields name their path and unknown keys are left out', () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    document.body.innerHTML = '<script type="application/json" id="vitrin-settings">{"widgets":{"swatches":{"defer":"later"}}}</script>';
    expect(readPageSettings().vitrin).toEqual({});
    expect(String(errors.mock.calls[0]?.[0])).toMatch(/V030 settings: settings\.widgets\.swatches\.defer: expected one of "eager"\|"idle"\|"visible"\|"interaction"/);
    document.body.innerHTML = '<script type="application/json" id="vitrin-settings">{"i18n":{"fa":{"cart":"no"}}}</script>';
    expect(readPageSettings().vitrin).toEqual({});
    expect(String(errors.mock.calls[1]?.[0])).toMatch(/settings\.i18n\.fa\.cart: expected record/);
    document.body.innerHTML =
      '<script type="application/json" id="vitrin-settings">{"families":{"chat":false},"waits":{"cart":{"limitMs":20000}},"widgets":{"swatches":{"defer":"visible"}},"loggedIn":true}</script>';
    expect(readPageSettings().vitrin).toEqual({ waits: { cart: { limitMs: 20000 } }, widgets: { swatches: { defer: 'visible' } }, loggedIn: true });
    errors.mockRestore();
  });

  it('knows a logged-in visitor from the body class WordPress prints', () => {
    document.body.className = 'logged-in';
    expect(readPageSettings().loggedIn).toBe(true);
    document.body.className = '';
  });
});
