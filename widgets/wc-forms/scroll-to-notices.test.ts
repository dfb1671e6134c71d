// jQuery.scroll_to_notices for WooCommerce's checkout.js and cart.js: as woocommerce.js defined it
// (100 px above the notice, 1000 ms), instant under reduced motion, and only where jQuery is.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadRealJQuery } from '../../src/host/testing-jquery';
import { installScrollToNotices, noticeScrollTop, scrollToNoticesBehaviour } from './scroll-to-notices';

const win = window as unknown as Record<string, unknown>;
let uninstall: (() => void) | undefined;

afterEach(() => {
  uninstall?.();
  uninstall = undefined;
  delete win.jQuery;
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

function notice(topInViewport: number): HTMLElement {
  document.body.innerHTML = '<form class="checkout"><div class="woocommerce-NoticeGroup woocommerce-NoticeGroup-checkout"><ul class="woocommerce-error" role="alert"><li>نام صورتحساب یک فیلد ضروری است.</li></ul></div></form>';
  const el = document.querySelector<HTMLElement>('.woocommerce-NoticeGroup');
  if (!el) throw new Error('notice missing');
  vi.spyOn(el, 'getBoundingClientRect').mockReturnValue(DOMRect.fromRect({ x: 0, y: topInViewport, width: 100, height: 40 }));
  return el;
}

describe('jQuery.scroll_to_notices', () => {
  it('is defined by the behaviour only where jQuery is on the page', () => {
    uninstall = scrollToNoticesBehaviour.install({} as never);
    expect(win.jQuery).toBeUndefined();
    uninstall();
    const $ = loadRealJQuery();
    uninstall = scrollToNoticesBehaviour.install({} as never);
    expect(typeof ($ as unknown as Record<string, unknown>).scroll_to_notices).toBe('function');
    uninstall();
    uninstall = undefined;
    expect(($ as unknown as Record<string, unknown>).scroll_to_notices).toBeUndefined();
  });

  it("animates html and body to 100 px above the notice over 1000 ms, as WooCommerce's own", () => {
    const $ = loadRealJQuery();
    uninstall = installScrollToNotices($);
    const el = notice(900);
    const animate = vi.spyOn(($ as unknown as { fn: { animate: (...a: unknown[]) => unknown } }).fn, 'animate').mockImplementation(function (this: unknown) {
      return this;
    });
    const scroll = ($ as unknown as { scroll_to_notices: (target: unknown) => unknown }).scroll_to_notices;
    expect(scroll(($ as unknown as (s: unknown) => unknown)(el))).toBeUndefined();
    expect(animate).toHaveBeenCalledTimes(1);
    expect(animate.mock.calls[0]).toEqual([{ scrollTop: 800 }, 1000]);
    expect(noticeScrollTop(el)).toBe(800);
  });

  it('jumps without animation when the shopper asks for reduced motion', () => {
    const $ = loadRealJQuery();
    uninstall = installScrollToNotices($);
    const el = notice(450);
    vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => ({ matches: query.includes('reduce'), media: query } as MediaQueryList));
    const animate = vi.spyOn(($ as unknown as { fn: { animate: (...a: unknown[]) => unknown } }).fn, 'animate');
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    ($ as unknown as { scroll_to_notices: (target: unknown) => void }).scroll_to_notices(($ as unknown as (s: unknown) => unknown)(el));
    expect(animate).not.toHaveBeenCalled();
    expect(scrollTo).toHaveBeenCalledWith(0, 350);
  });

  it('does nothing for an empty collection or a non-element, as the original checks length', () => {
    const $ = loadRealJQuery();
    uninstall = installScrollToNotices($);
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const animate = vi.spyOn(($ as unknown as { fn: { animate: (...a: unknown[]) => unknown } }).fn, 'animate');
    const scroll = ($ as unknown as { scroll_to_notices: (target: unknown) => void }).scroll_to_notices;
    scroll(($ as unknown as (s: unknown) => unknown)('.nothing-here'));
    scroll(undefined);
    scroll('not an element');
    expect(scrollTo).not.toHaveBeenCalled();
    expect(animate).not.toHaveBeenCalled();
  });

  it('leaves the original woocommerce.js definition when the site kept that script', () => {
    const $ = loadRealJQuery();
    const original = vi.fn();
    ($ as unknown as Record<string, unknown>).scroll_to_notices = original;
    uninstall = installScrollToNotices($);
    expect(($ as unknown as Record<string, unknown>).scroll_to_notices).toBe(original);
    uninstall();
    uninstall = undefined;
    expect(($ as unknown as Record<string, unknown>).scroll_to_notices).toBe(original);
    delete ($ as unknown as Record<string, unknown>).scroll_to_notices;
  });
});
