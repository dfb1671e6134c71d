// Popups through the real runtime on the markup Elementor Pro prints: the dialog, keyboard, the
// events other scripts hear, storage written, hash actions, and hostile input contained.
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { boot } from '../../src/runtime/boot';
import { whenQueueEmpty } from '../../src/runtime/scheduler';
import type { Runtime } from '../../src/runtime/runtime';
import { installFakeJQuery } from '../../src/host/testing';
import { actionHash, elementorPopup, type PopupFixture } from '../../fixtures/theme/popups';
import { popups, elementorActionsBehaviour } from '.';
import { resetPopupPage } from './registry';

let runtime: Runtime | undefined;
let warn: ReturnType<typeof vi.spyOn>;
let error: ReturnType<typeof vi.spyOn>;

const content = (title: string) =>
  `<h2 class="elementor-heading-title">${title}</h2><input id="email-${title.length}" type="email" aria-label="ایمیل"><a class="elementor-button" href="/shop/">فروشگاه</a><a class="dont" href="${actionHash('popup:close', { do_not_show_again: 'yes' })}">دیگر نشان نده</a>`;

/** Elementor Pro prints a11y_navigation "yes" unless the owner switched it off (its default): so do these. */
const asPrinted = (p: PopupFixture): PopupFixture => ({ ...p, settings: { a11y_navigation: 'yes', ...p.settings } });

async function mount(list: PopupFixture[], page = '') {
  document.body.innerHTML = `<a id="opener" href="${actionHash('popup:open', { id: '77', toggle: true })}">باز کن</a><button id="other">دکمه</button>${page}${list.map(asPrinted).map(elementorPopup).join('')}`;
  runtime = boot([popups], [elementorActionsBehaviour]).runtime;
  await whenQueueEmpty();
}

/** The view is imported on first show: let that promise settle. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const modal = (id: number) => document.getElementById(`elementor-popup-modal-${id}`);
const visible = (id: number) => {
  const m = modal(id);
  return Boolean(m && !m.hidden);
};
/** Waits for the dialog (its view module is imported on the first show). */
const opened = (id: number) => vi.waitFor(() => expect(visible(id)).toBe(true));
const key = (k: string, shiftKey = false) =>
  (document.activeElement ?? document.body).dispatchEvent(new KeyboardEvent('keydown', { key: k, shiftKey, bubbles: true, cancelable: true }));
const stored = () => JSON.parse(localStorage.getItem('elementor') ?? '{}') as Record<string, unknown>;

// Warm the lazily imported view modules once, so a show settles within a macrotask in every test
// (the first test still proves the import path through `opened`).
beforeAll(async () => {
  await import('./lightbox');
  await import('./popup.view');
});
beforeEach(() => {
  resetPopupPage();
  warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  runtime?.disconnect();
  runtime = undefined;
  localStorage.clear();
  sessionStorage.clear();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('popups on Elementor Pro markup', () => {
  it('keeps the printed popup hidden until it is shown, and counts the page view and session', async () => {
    await mount([{ id: 77, settings: { timing: [], triggers: [] }, content: content('سلام') }]);
    expect(modal(77)).toBeNull();
    expect(document.querySelector<HTMLElement>('[data-elementor-id="77"]')?.hidden).toBe(true);
    expect(stored()).toMatchObject({ pageViews: 1, sessions: 1 });
  });

  it('writes no Elementor storage on a page without Elementor', async () => {
    await mount([], '<p>فروشگاه</p>');
    expect(localStorage.getItem('elementor')).toBeNull();
  });

  it('opens from a popup:open link as a labelled modal dialog, focus inside, background inert', async () => {
    await mount([{ id: 77, settings: { timing: [], triggers: [], classes: 'my-popup bad"class' }, content: content('خبرنامه') }]);
    document.getElementById('opener')?.click();
    await opened(77);
    const dialog = modal(77);
    expect(visible(77)).toBe(true);
    expect(dialog?.getAttribute('role')).toBe('dialog');
    expect(dialog?.getAttribute('aria-modal')).toBe('true');
    expect(dialog?.classList.contains('elementor-popup-modal')).toBe(true);
    expect(dialog?.classList.contains('my-popup')).toBe(true);
    const labelledBy = dialog?.getAttribute('aria-labelledby') ?? '';
    expect(document.getElementById(labelledBy)?.textContent).toBe('خبرنامه');
    // The popup's own markup, moved (not copied) into the dialog: the theme CSS keeps applying.
    expect(dialog?.querySelector('[data-elementor-type="popup"]')).toBe(document.querySelector('[data-elementor-id="77"]'));
    expect(document.activeElement?.id).toBe('email-7');
    expect(document.getElementById('opener')?.closest('[inert]')).not.toBeNull();
    expect(stored().popup_77_times).toBe(1);
  });

  it('issue 35: with a11y_navigation off (absent: Elementor prints no switched-off control) focus stays where the visitor was, the page stays reachable, Escape still closes', async () => {
    await mount([{ id: 77, settings: { timing: [], triggers: [], a11y_navigation: undefined }, content: content('خبرنامه') }]);
    const opener = document.getElementById('opener');
    opener?.focus();
    opener?.click();
    await opened(77);
    const dialog = modal(77);
    expect(dialog?.getAttribute('role')).toBe('dialog');
    // Not modal: nothing behind it is inert, and Tab is the browser's (not kept inside).
    expect(dialog?.hasAttribute('aria-modal')).toBe(false);
    expect(document.activeElement).toBe(opener);
    expect(document.querySelector('[inert]')).toBeNull();
    expect(key('Tab')).toBe(true);
    expect(document.activeElement).toBe(opener);
    key('Escape');
    expect(visible(77)).toBe(false);
    expect(document.activeElement).toBe(opener);
  });

  it('Tab visits each control once and wraps; Shift+Tab goes back round', async () => {
    await mount([{ id: 77, settings: { timing: [], triggers: [] }, content: content('خبرنامه') }]);
    document.getElementById('opener')?.click();
    await opened(77);
    const order: string[] = [];
    for (let i = 0; i < 5; i++) {
      key('Tab');
      const el = document.activeElement;
      order.push(el?.className || el?.id || '');
    }
    expect(order).toEqual(['elementor-button', 'dont', 'dialog-close-button dialog-lightbox-close-button', 'email-7', 'elementor-button']);
    key('Tab', true);
    expect(document.activeElement?.id).toBe('email-7');
    key('Tab', true);
    expect(document.activeElement?.className).toContain('dialog-close-button');
  });

  it('Escape closes it and focus returns to the link that opened it; jQuery and window hear show and hide', async () => {
    const $ = installFakeJQuery();
    const windowEvents: Array<[string, unknown]> = [];
    const onWindow = (e: Event) => windowEvents.push([e.type, (e as CustomEvent<{ id: number }>).detail.id]);
    window.addEventListener('elementor/popup/show', onWindow);
    window.addEventListener('elementor/popup/hide', onWindow);
    try {
      await mount([{ id: 77, settings: { timing: [], triggers: [] }, content: content('خبرنامه') }]);
      const opener = document.getElementById('opener');
      opener?.focus();
      opener?.click();
      await settle();
      key('Escape');
      expect(visible(77)).toBe(false);
      expect(document.activeElement).toBe(opener);
      expect(opener?.closest('[inert]')).toBeNull();
      expect(windowEvents).toEqual([['elementor/popup/show', 77], ['elementor/popup/hide', 77]]);
      expect($.calls.map((c) => [c.name, c.args[0]])).toEqual([['elementor/popup/show', 77], ['elementor/popup/hide', 77]]);
      // The instance works the way site snippets use Elementor's: getModal().isVisible()/hide().
      const instance = $.calls[0]?.args[1] as { getModal(): { isVisible(): boolean }; element: HTMLElement } | undefined;
      expect(instance?.element.getAttribute('data-elementor-id')).toBe('77');
      expect(instance?.getModal().isVisible()).toBe(false);
    } finally {
      window.removeEventListener('elementor/popup/show', onWindow);
      window.removeEventListener('elementor/popup/hide', onWindow);
      $.uninstall();
    }
  });

  it('honours prevent-close on Escape and on background click; the close button still works', async () => {
    await mount([{ id: 77, settings: { timing: [], triggers: [], prevent_close_on_esc_key: 'yes', prevent_close_on_background_click: 'yes' }, content: content('خبرنامه') }]);
    document.getElementById('opener')?.click();
    await settle();
    key('Escape');
    modal(77)?.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    expect(visible(77)).toBe(true);
    modal(77)?.querySelector<HTMLElement>('.dialog-close-button')?.click();
    expect(visible(77)).toBe(false);
  });

  it('closes on a background click by default, and the toggle link closes an open popup', async () => {
    await mount([{ id: 77, settings: { timing: [], triggers: [] }, content: content('خبرنامه') }]);
    document.getElementById('opener')?.click();
    await settle();
    modal(77)?.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    expect(visible(77)).toBe(false);
  });

  it('"do not show again" closes it and it never shows again, even after a reload', async () => {
    await mount([{ id: 77, settings: { timing: [], triggers: { page_load: 'yes', page_load_delay: 0 } }, content: content('خبرنامه') }]);
    await new Promise((r) => setTimeout(r, 5));
    expect(visible(77)).toBe(true);
    modal(77)?.querySelector<HTMLElement>('a.dont')?.click();
    expect(visible(77)).toBe(false);
    expect(stored().popup_77_disable).toBe(true);
    runtime?.disconnect();
    resetPopupPage();
    await mount([{ id: 77, settings: { timing: [], triggers: { page_load: 'yes', page_load_delay: 0 } }, content: content('خبرنامه') }]);
    await new Promise((r) => setTimeout(r, 5));
    document.getElementById('opener')?.click();
    await settle();
    expect(modal(77)).toBeNull();
  });

  it('hides the close button for its delay and closes itself automatically', async () => {
    vi.useFakeTimers();
    await mount([{ id: 77, settings: { timing: [], triggers: [], close_button_delay: 2, close_automatically: 5 }, content: content('خبرنامه') }]);
    document.getElementById('opener')?.click();
    await vi.advanceTimersByTimeAsync(0);
    const close = modal(77)?.querySelector<HTMLElement>('.dialog-close-button');
    expect(close?.hidden).toBe(true);
    await vi.advanceTimersByTimeAsync(2000);
    expect(close?.hidden).toBe(false);
    await vi.advanceTimersByTimeAsync(3000);
    expect(visible(77)).toBe(false);
  });

  it('a popup closing underneath another (auto close) leaves focus in the top one', async () => {
    vi.useFakeTimers();
    const second = `<a id="to-second" href="${actionHash('popup:open', { id: '78' })}">دومی</a>`;
    await mount([
      { id: 77, settings: { timing: [], triggers: [], close_automatically: 3 }, content: content('اول') + second },
      { id: 78, settings: { timing: [], triggers: [] }, content: content('دوم') },
    ]);
    document.getElementById('opener')?.click();
    await vi.advanceTimersByTimeAsync(0);
    document.getElementById('to-second')?.click();
    await vi.advanceTimersByTimeAsync(0);
    expect(modal(78)?.contains(document.activeElement)).toBe(true);
    await vi.advanceTimersByTimeAsync(3000);
    expect(visible(77)).toBe(false);
    expect(visible(78)).toBe(true);
    expect(modal(78)?.contains(document.activeElement)).toBe(true);
  });

  it('an exit animation without an entrance one plays and then hides', async () => {
    vi.useFakeTimers();
    await mount([{ id: 77, settings: { timing: [], triggers: [], exit_animation: 'fadeIn', entrance_animation_duration: { size: 0.5 } }, content: content('x') }]);
    document.getElementById('opener')?.click();
    await vi.advanceTimersByTimeAsync(0);
    key('Escape');
    const box = modal(77)?.querySelector('.dialog-widget-content');
    expect(box?.classList.contains('reverse')).toBe(true);
    expect(modal(77)?.hidden).toBe(false);
    await vi.advanceTimersByTimeAsync(500);
    expect(visible(77)).toBe(false);
    expect(box?.classList.contains('reverse')).toBe(false);
  });

  it('opening twice while its view loads shows one dialog, and one Escape closes it', async () => {
    await mount([{ id: 77, settings: { timing: [], triggers: [] }, content: content('x') }], `<a id="again" href="${actionHash('popup:open', { id: 77 })}">باز</a>`);
    document.getElementById('again')?.click();
    document.getElementById('again')?.click();
    await opened(77);
    expect(document.querySelectorAll('.elementor-popup-modal')).toHaveLength(1);
    key('Escape');
    expect(visible(77)).toBe(false);
    expect(document.getElementById('other')?.closest('[inert]')).toBeNull();
  });

  it('avoid multiple: a second trigger-driven popup stays hidden after the first showed', async () => {
    await mount([
      { id: 77, settings: { timing: [], triggers: { page_load: 'yes', page_load_delay: 0 } }, content: content('اول') },
      { id: 78, settings: { avoid_multiple_popups: 'yes', timing: [], triggers: { click: 'yes', click_times: 1 } }, content: content('دوم') },
    ]);
    await new Promise((r) => setTimeout(r, 5));
    key('Escape');
    document.getElementById('other')?.click();
    await settle();
    expect(modal(78)).toBeNull();
  });

  it('a failing timing rule arms no trigger', async () => {
    await mount([{ id: 77, settings: { timing: { devices: 'yes', devices_devices: ['none'] }, triggers: { page_load: 'yes', page_load_delay: 0 } }, content: content('x') }]);
    await new Promise((r) => setTimeout(r, 5));
    expect(modal(77)).toBeNull();
  });

  it('open selector: a click opens it, and a non-focusable match becomes a keyboard button', async () => {
    await mount([{ id: 77, settings: { open_selector: '.open-me', timing: [], triggers: [] }, content: content('x') }], '<span class="open-me">باز</span>');
    const span = document.querySelector<HTMLElement>('.open-me');
    expect(span?.getAttribute('role')).toBe('button');
    expect(span?.tabIndex).toBe(0);
    span?.focus();
    span?.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true }));
    await settle();
    expect(visible(77)).toBe(true);
  });

  it('runs the on-load hash only when the page carries that action in data-e-action-hash', async () => {
    const hash = actionHash('popup:open', { id: '77' });
    history.replaceState(null, '', `/popups/${hash}`);
    try {
      await mount([{ id: 77, settings: { timing: [], triggers: [] }, content: content('x') }]);
      await settle();
      expect(modal(77)).toBeNull();
      runtime?.disconnect();
      resetPopupPage();
      await mount([{ id: 77, settings: { timing: [], triggers: [] }, content: content('x') }], `<a data-e-action-hash="${hash}" href="${hash}">x</a>`);
      await settle();
      expect(visible(77)).toBe(true);
    } finally {
      history.replaceState(null, '', '/');
    }
  });

  it('theme_template_id scrolls to that template', async () => {
    history.replaceState(null, '', '/?theme_template_id=55');
    const scrolled: string[] = [];
    const spy = vi.spyOn(HTMLElement.prototype, 'scrollIntoView').mockImplementation(function (this: HTMLElement) {
      scrolled.push(this.className);
    });
    try {
      await mount([], '<div class="elementor elementor-55">قالب</div>');
      expect(scrolled).toEqual(['elementor elementor-55']);
    } finally {
      spy.mockRestore();
      history.replaceState(null, '', '/');
    }
  });

  it('bad input is contained: malformed or hostile settings skip that popup with a coded error; an invalid selector or regex only fails its rule', async () => {
    document.body.innerHTML = [
      `<div data-elementor-type="popup" data-elementor-id="90" data-elementor-settings="{not json">a</div>`,
      elementorPopup({ id: 91, settings: { timing: 'everything', triggers: [] }, content: 'b' }),
      elementorPopup({ id: 92, settings: { open_selector: 'div[[', timing: { url: 'yes', url_action: 'regex', url_url: '(' }, triggers: { scrolling_to: 'yes', scrolling_to_selector: '##', page_load: 'yes', page_load_delay: 0 } }, content: content('x') }),
      elementorPopup({ id: 93, settings: { timing: [], triggers: { page_load: 'yes', page_load_delay: 0 } }, content: content('سالم') }),
    ].join('');
    runtime = boot([popups], [elementorActionsBehaviour]).runtime;
    await whenQueueEmpty();
    await new Promise((r) => setTimeout(r, 5));
    const errors = error.mock.calls.map((c) => String(c[0]));
    expect(errors.some((m) => m.startsWith('[vitrin] V013 popups:'))).toBe(true);
    expect(errors.some((m) => m.startsWith('[vitrin] V012 popups:'))).toBe(true);
    const warnings = warn.mock.calls.map((c) => String(c[0]));
    expect(warnings.some((m) => m.includes('V041 popups: popup 92 url rule'))).toBe(true);
    expect(warnings.some((m) => m.includes('V041 popups: popup 92 open_selector'))).toBe(true);
    expect(modal(92)).toBeNull(); // its regex rule failed
    expect(visible(93)).toBe(true); // the healthy popup is unaffected
  });

  it('a corrupt storage object does not stop popups', async () => {
    localStorage.setItem('elementor', '{"pageViews": [}');
    await mount([{ id: 77, settings: { timing: [], triggers: { page_load: 'yes', page_load_delay: 0 } }, content: content('x') }]);
    await new Promise((r) => setTimeout(r, 5));
    expect(visible(77)).toBe(true);
    expect(warn.mock.calls.some((c) => String(c[0]).startsWith('[vitrin] V042'))).toBe(true);
  });

  it('a lightbox hash link opens the image viewer with its title, closing returns focus', async () => {
    const link = `<a id="lb" href="${actionHash('lightbox', { type: 'image', url: '/images/a.svg', title: 'گلدان' })}">تصویر</a>`;
    await mount([], link);
    const opener = document.getElementById('lb');
    opener?.focus();
    opener?.click();
    await vi.waitFor(() => expect(document.querySelector('.vitrin-lightbox')).not.toBeNull());
    const img = document.querySelector<HTMLImageElement>('.vitrin-lightbox img');
    expect(img?.getAttribute('src')).toContain('/images/a.svg');
    expect(img?.alt).toBe('گلدان');
    expect(document.activeElement?.getAttribute('aria-label')).toBe('بستن');
    key('Escape');
    expect(document.querySelector('.vitrin-lightbox')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('a javascript: URL never becomes a lightbox image', async () => {
    await mount([], `<a id="lb" href="${actionHash('lightbox', { type: 'image', url: 'javascript:alert(1)' })}">x</a>`);
    document.getElementById('lb')?.click();
    await settle();
    await settle();
    expect(document.querySelector('.vitrin-lightbox')).toBeNull();
  });
});
