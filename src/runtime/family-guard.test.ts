// The runtime guard (issue 25): a family whose original script still runs is not mounted, with one
// coded warning; switched-off families are left alone quietly; every other family mounts as usual.
import { afterEach, describe, expect, it, vi } from 'vitest';
// @ts-expect-error jquery ships no type declarations; the real one, so its event data is jQuery's own
import jQueryModule from 'jquery';
import { guardFamilies, type FamilyGuard } from './family-guard';

const guards: FamilyGuard[] = [
  { id: 'cart', members: ['add-to-cart', 'mini-cart'], probes: { globals: ['jQuery.fn.wc_variation_form'], scripts: [/\/frontend\/add-to-cart(?:\.min)?\.js(?:[?#]|$)/] } },
  { id: 'chat', members: ['chat'], probes: { globals: ['njtChat'], scripts: [] } },
  { id: 'wishlist', members: ['wishlist'], probes: { globals: [], scripts: [], handlers: [['click', 'wd-wishlist-btn']] } },
];
const widgets = [{ name: 'chat' }, { name: 'swatches' }];
const behaviours = [{ name: 'add-to-cart' }, { name: 'mini-cart' }, { name: 'wishlist' }];
const names = (list: readonly { name: string }[]) => list.map((entry) => entry.name);
const globals = window as unknown as Record<string, unknown>;

afterEach(() => {
  document.head.innerHTML = '';
  document.body.innerHTML = '';
  delete globals.jQuery;
  delete globals.njtChat;
  vi.restoreAllMocks();
});

describe('guardFamilies', () => {
  it('mounts every family when no original runs, and says nothing', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const [w, b] = guardFamilies(widgets, behaviours, guards);
    expect(names(w)).toEqual(['chat', 'swatches']);
    expect(names(b)).toEqual(['add-to-cart', 'mini-cart', 'wishlist']);
    expect(warn).not.toHaveBeenCalled();
  });

  it('leaves a family to its original when a cache kept the old script tag (V047 names the tag)', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    document.body.innerHTML = '<script type="text/plain" src="/wp-content/plugins/woocommerce/assets/js/frontend/add-to-cart.min.js?ver=10.0.2"></script>';
    const [w, b] = guardFamilies(widgets, behaviours, guards);
    expect(names(b)).toEqual(['wishlist']);
    expect(names(w)).toEqual(['chat', 'swatches']);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]?.[0]).toMatch(/^\[vitrin\] V047 cart: .*add-to-cart\.min\.js\?ver=10\.0\.2.*add-to-cart, mini-cart/);
  });

  it('sees a global the original defines when it runs (inlined by an optimiser: no tag)', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const jq = Object.assign(() => undefined, { fn: { wc_variation_form: () => undefined } });
    globals.jQuery = jq;
    globals.njtChat = {};
    const [w, b] = guardFamilies(widgets, behaviours, guards);
    expect(names(w)).toEqual(['swatches']);
    expect(names(b)).toEqual(['wishlist']);
    expect(warn.mock.calls.map((call) => String(call[0]).slice(0, 18))).toEqual(['[vitrin] V047 cart', '[vitrin] V047 chat']);
    expect(String(warn.mock.calls[0]?.[0])).toContain('window.jQuery.fn.wc_variation_form is defined');
  });

  it('does not take a similar file name or jQuery without the plugin for the original', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    globals.jQuery = Object.assign(() => undefined, { fn: {} });
    document.body.innerHTML = '<script src="/assets/frontend/add-to-cart.min.js.map"></script><script src="/my/add-to-cart-extra.js"></script>';
    const [, b] = guardFamilies(widgets, behaviours, guards);
    expect(names(b)).toEqual(['add-to-cart', 'mini-cart', 'wishlist']);
    expect(warn).not.toHaveBeenCalled();
  });

  it('sees a click the original delegates with jQuery once its ready callback ran (a combined file: no tag, no global)', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const $ = jQueryModule as unknown as (target: unknown) => { on(type: string, selector: string, handler: () => void): unknown; off(): unknown };
    globals.jQuery = $;
    $(document.body).on('click', '.other-button', () => undefined);
    expect(names(guardFamilies(widgets, behaviours, guards)[1])).toEqual(['add-to-cart', 'mini-cart', 'wishlist']);
    $(document).on('click', '.wd-wishlist-btn a', () => undefined);
    expect(names(guardFamilies(widgets, behaviours, guards)[1])).toEqual(['add-to-cart', 'mini-cart']);
    expect(String(warn.mock.calls[0]?.[0])).toContain('V047 wishlist: the original front end is still running (a jQuery click handler on "wd-wishlist-btn" is bound)');
    $(document).off();
    $(document.body).off();
  });

  it('leaves a switched-off family quietly, and ignores a malformed switch list', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    document.body.innerHTML = '<script type="application/json" id="vitrin-settings">{"families":{"chat":false,"cart":true}}</script>'
      + '<script type="text/plain" src="/frontend/add-to-cart.js"></script>';
    const [w, b] = guardFamilies(widgets, behaviours, guards);
    expect(names(w)).toEqual(['swatches']);
    expect(names(b)).toEqual(['wishlist']);
    expect(warn).toHaveBeenCalledTimes(1);

    document.body.innerHTML = '<script type="application/json" id="vitrin-settings">{"families":{"chat":"no"}}</script>';
    expect(names(guardFamilies(widgets, behaviours, guards)[0])).toEqual(['chat', 'swatches']);
    document.body.innerHTML = '<script type="application/json" id="vitrin-settings">{not json</script>';
    expect(names(guardFamilies(widgets, behaviours, guards)[0])).toEqual(['chat', 'swatches']);
  });
});
