// The chat widget mounted through the real runtime on the plugin's own markup (#wa + the two
// localized objects), with a fixed clock: what a visitor sees and can do, and what is written.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { boot } from '../../src/runtime/boot';
import type { Runtime } from '../../src/runtime/runtime';
import { chatGlobals, type ChatFixtureOptions } from '../../fixtures/theme/chat';
import { GDPR_COOKIE } from '../../adapters/whatsapp/gdpr';
import { chat } from '.';

const win = window as unknown as Record<string, unknown>;
let runtime: Runtime | undefined;

/** Sunday 21 June 2026 (summer: Tehran stays at +03:30), at a Tehran wall-clock time. */
const SUNDAY = (hhmm: string) => new Date(`2026-06-21T${hhmm}+03:30`);

beforeEach(() => {
  document.title = 'کفش & کیف';
});
afterEach(() => {
  runtime?.disconnect();
  runtime = undefined;
  vi.useRealTimers();
  for (const key of ['njt_wa_global', 'njt_wa', 'gtag', 'dataLayer', '__xss']) delete win[key];
  document.cookie = `${GDPR_COOKIE}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  document.body.innerHTML = '';
});

async function mount(options: Partial<ChatFixtureOptions> & { at: string }, edit?: (g: ReturnType<typeof chatGlobals>) => void): Promise<ShadowRoot> {
  vi.useFakeTimers({ toFake: ['Date'], now: SUNDAY(options.at) });
  const globals = chatGlobals({ now: SUNDAY(options.at), ...options });
  edit?.(globals);
  win.njt_wa_global = globals.njt_wa_global;
  win.njt_wa = globals.njt_wa;
  document.body.innerHTML = '<main><p>محتوا</p></main><div id="wa"></div>';
  runtime = boot([chat], []).runtime;
  await runtime.whenSettled();
  const wa = document.querySelector('#wa');
  expect(wa?.getAttribute('data-vitrin-status')).toBe('mounted');
  const shadow = wa?.querySelector('.vitrin-shadow-host')?.shadowRoot;
  if (!shadow) throw new Error('no shadow root');
  return shadow;
}

const q = <T extends Element = HTMLElement>(root: ParentNode, selector: string): T => {
  const el = root.querySelector<T>(selector);
  if (!el) throw new Error(`${selector} missing`);
  return el;
};
const tick = () => new Promise((r) => setTimeout(r, 0));
/** Clicks the launcher and waits for the popup (its code loads on the first interaction). */
async function openPopup(shadow: ShadowRoot): Promise<HTMLElement> {
  q(shadow, 'button.wa__btn_popup').click();
  return vi.waitFor(() => {
    const dialog = q(shadow, '[role="dialog"]');
    expect(dialog.hidden).toBe(false);
    return dialog;
  });
}
const items = (shadow: ShadowRoot) =>
  Array.from(shadow.querySelectorAll('.wa__popup_content_item'), (li) => ({
    name: li.querySelector('.wa__member_name')?.textContent,
    status: li.querySelector('.wa__member_status')?.textContent,
    href: li.querySelector('a')?.getAttribute('href') ?? null,
  }));

describe('chat widget on the plugin markup', () => {
  it('opens from the launcher, lists the agents with their status in Tehran time, and closes on Escape', async () => {
    const shadow = await mount({ at: '10:00' });
    const launcher = q(shadow, 'button.wa__btn_popup');
    expect(launcher.getAttribute('aria-expanded')).toBe('false');
    expect(launcher.textContent).toBe('سؤالی دارید؟ بپرسید');
    // The popup's code waits for the first interaction; one tap still opens it.
    expect(shadow.querySelector('[role="dialog"]')).toBeNull();

    const dialog = await openPopup(shadow);
    expect(launcher.getAttribute('aria-expanded')).toBe('true');
    expect(launcher.getAttribute('aria-controls')).toBe(dialog.id);
    expect(dialog.hidden).toBe(false);
    // Focus moves in once the popup's lazily loaded view has committed.
    await vi.waitFor(() => expect(shadow.activeElement).toBe(dialog));
    expect(dialog.getAttribute('aria-labelledby')).toBe(q(shadow, '.wa__popup_title').id);
    expect(items(shadow)).toEqual([
      { name: 'مریم رضایی', status: 'آنلاین', href: expect.stringMatching(/^https:\/\/api\.whatsapp\.com\/send\?phone=989123456789&text=/) },
      { name: 'علی محمدی', status: 'آنلاین', href: 'https://api.whatsapp.com/send?phone=989351112233&text=' + encodeURIComponent('سلام، برای سفارشم راهنمایی می‌خواستم.') },
      { name: 'سارا احمدی', status: 'امروز مرخصی هستم؛ فردا در خدمتم', href: null },
    ]);
    const maryam = new URL(items(shadow)[0]?.href ?? '');
    expect(maryam.searchParams.get('text')).toBe(`سلام، درباره‌ی «کفش & کیف» سؤال داشتم:\n${window.location.href}`);
    const link = q<HTMLAnchorElement>(shadow, 'a.wa__stt_online');
    expect(link.target).toBe('_blank');
    expect(link.rel).toBe('noopener noreferrer');
    expect(link.textContent).toContain('(در زبانه‌ی تازه باز می‌شود)');

    dialog.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, composed: true }));
    await tick();
    expect(dialog.hidden).toBe(true);
    expect(launcher.getAttribute('aria-expanded')).toBe('false');
    expect(shadow.activeElement).toBe(launcher);
  });

  it('shows "will be back" with the configured symbols and refreshes when the agent comes online', async () => {
    const shadow = await mount({ at: '08:59:59.700' });
    await openPopup(shadow);
    expect(items(shadow)[0]).toEqual({ name: 'مریم رضایی', status: 'تا ۰ ساعت:۱ دقیقه دیگر برمی‌گردم', href: null });
    vi.setSystemTime(SUNDAY('09:00:00.100'));
    await vi.waitFor(() => expect(items(shadow)[0]?.status).toBe('آنلاین'), { timeout: 2000 });
    expect(items(shadow)[0]?.href).toMatch(/^https:\/\/api\.whatsapp\.com\/send\?phone=989123456789/);
  });

  it('hides offline agents when configured', async () => {
    const shadow = await mount({ at: '14:00' }, (g) => {
      (g.njt_wa.options as { accounts: Record<string, unknown> }).accounts.hideOfflineAgents = 'ON';
    });
    await openPopup(shadow);
    expect(items(shadow).map((i) => i.name)).toEqual(['علی محمدی']);
  });

  it('blocks agent links until consent, paints the box red, then sets the 30-day cookie and lets the click through', async () => {
    const gtag = vi.fn();
    win.gtag = gtag;
    const shadow = await mount({ at: '10:00', gdpr: true });
    await openPopup(shadow);
    const link = q<HTMLAnchorElement>(shadow, 'a.wa__stt_online');
    const blocked = !link.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, composed: true }));
    await tick();
    expect(blocked).toBe(true);
    const box = q(shadow, '.nta-wa-gdpr');
    expect(box.classList.contains('nta-wa-gdpr--invalid')).toBe(true);
    expect(q(shadow, '[role="alert"]').textContent).toBe('برای شروع گفتگو، ابتدا کادر بالا را تیک بزنید.');
    const checkbox = q<HTMLInputElement>(shadow, '#' + CSS.escape(q(shadow, '.nta-wa-gdpr label').getAttribute('for') ?? ''));
    expect(shadow.activeElement).toBe(checkbox);
    expect(checkbox.getAttribute('aria-invalid')).toBe('true');
    expect(gtag).not.toHaveBeenCalled();
    expect(q(shadow, '.nta-wa-gdpr label a').getAttribute('href')).toBe('/privacy/');

    checkbox.click();
    await tick();
    expect(document.cookie).toContain('nta-wa-gdpr=accept');
    await vi.waitFor(() => expect(shadow.querySelector('.nta-wa-gdpr')).toBeNull(), { timeout: 2000 });
    expect(shadow.activeElement?.matches('a.wa__stt_online')).toBe(true);
    const followed = link.isConnected ? link : q<HTMLAnchorElement>(shadow, 'a.wa__stt_online');
    followed.addEventListener('click', (e) => e.preventDefault()); // keep happy-dom from navigating
    followed.click();
    expect(gtag).toHaveBeenCalledWith('event', 'NinjaTeam WhatsApp', { number: '989123456789', title: 'کارشناس فروش', url: followed.href });
  });

  it('does not ask again once the cookie says accept', async () => {
    document.cookie = `${GDPR_COOKIE}=accept; path=/`;
    const shadow = await mount({ at: '10:00', gdpr: true });
    expect(shadow.querySelector('.nta-wa-gdpr')).toBeNull();
  });

  it('makes the launcher itself the chat link for a simple widget with one online agent', async () => {
    const shadow = await mount({ at: '23:30', widgetType: 'simple', single: true, position: 'right' });
    const launcher = q<HTMLAnchorElement>(shadow, 'a.wa__btn_popup');
    expect(launcher.getAttribute('href')).toBe('https://api.whatsapp.com/send?phone=989351112233&text=' + encodeURIComponent('سلام، برای سفارشم راهنمایی می‌خواستم.'));
    expect(launcher.target).toBe('_blank');
    expect(launcher.getAttribute('aria-label')).toBe('گفتگو با علی محمدی در واتس‌اپ (در زبانه‌ی تازه باز می‌شود)');
    expect(shadow.querySelector('button.wa__btn_popup')).toBeNull();
    const container = q(shadow, '.wa__widget_container');
    expect(container.style.right).toBe('20px');
    expect(container.style.bottom).toBe('calc(20px + var(--vitrin-store-notice-height, 0px))');
  });

  it('uses the mobile link mode on a phone: whatsapp:// without text, in the same tab', async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue('Mozilla/5.0 (Linux; Android 14; Pixel 8) Mobile Safari/537.36');
    const shadow = await mount({ at: '10:00' });
    await openPopup(shadow);
    const link = q<HTMLAnchorElement>(shadow, 'a.wa__stt_online');
    expect(link.getAttribute('href')).toBe('whatsapp://send?phone=989123456789');
    expect(link.hasAttribute('target')).toBe(false);
    expect(link.textContent).not.toContain('زبانه');
  });

  it('applies the style options as custom properties and classes', async () => {
    const shadow = await mount({ at: '10:00' }, (g) => {
      Object.assign((g.njt_wa.options as { styles: Record<string, unknown> }).styles, { type: 'square', backgroundColor: 'red;background:url(//evil)', isShowScroll: 'ON', scrollHeight: 240 });
    });
    const container = q(shadow, '.wa__widget_container');
    expect(container.className).toContain('wa__btn--square');
    expect(container.className).toContain('wa__widget--expandable');
    expect(container.style.left).toBe('20px');
    expect(container.style.getPropertyValue('--wa-bg')).toBe('#2db742');
    expect(container.style.getPropertyValue('--wa-fg')).toBe('#ffffff');
    expect(container.style.getPropertyValue('--wa-list-height')).toBe('240px');
    expect(container.style.getPropertyValue('--wa-label-width')).toBe('170px');
  });

  it('names an icon-only launcher by the widget label', async () => {
    const shadow = await mount({ at: '10:00' }, (g) => {
      Object.assign((g.njt_wa.options as { styles: Record<string, unknown> }).styles, { isShowBtnLabel: 'OFF', label: '<i>پشتیبانی</i> آنلاین' });
    });
    const launcher = q(shadow, 'button.wa__btn_popup');
    expect(launcher.getAttribute('aria-label')).toBe('پشتیبانی آنلاین');
    expect(launcher.querySelector('.wa__btn_popup_txt')).toBeNull();
  });

  it('stays hidden where the display conditions say so', async () => {
    const shadow = await mount({ at: '10:00' }, (g) => {
      (g.njt_wa.options as { display: Record<string, unknown> }).display.showOnDesktop = 'OFF';
    });
    expect(shadow.querySelector('.wa__widget_container')).toBeNull();
  });

  it('runs nothing from hostile names, labels and descriptions, and stays usable', async () => {
    const payloads = [
      '<img src=x onerror="window.__xss=1">مهسا',
      '<script>window.__xss=1</script>رضا',
      '"><svg/onload=window.__xss=1>نگار',
      '<iframe src="javascript:window.__xss=1"></iframe>',
      '<a href="javascript:window.__xss=1">کلیک</a>',
      '<body onload=window.__xss=1>',
      '<div style="background:url(javascript:window.__xss=1)">',
    ];
    const shadow = await mount({ at: '10:00', gdpr: true }, (g) => {
      const accounts = g.njt_wa.accounts as Array<Record<string, unknown>>;
      accounts.forEach((a, i) => {
        a.accountName = payloads[i] ?? '';
        a.title = payloads[(i + 3) % payloads.length] ?? '';
      });
      const styles = (g.njt_wa.options as { styles: Record<string, unknown> }).styles;
      styles.title = payloads[1];
      styles.description = `خوش آمدید <b>پررنگ</b> ${payloads.join(' ')}`;
      styles.btnLabel = payloads[0];
      styles.responseText = payloads[2];
      styles.gdprContent = `${payloads[4]} ${payloads[3]} موافقم <em>حتماً</em>`;
    });
    await openPopup(shadow);
    await new Promise((r) => setTimeout(r, 50));
    expect(win.__xss).toBeUndefined();
    expect(shadow.querySelectorAll('script, iframe, img[onerror], [onload], [onerror], [style*="javascript"], a[href^="javascript"]')).toHaveLength(0);
    expect(shadow.querySelectorAll('.wa__popup_content_list svg, .wa__popup_heading svg')).toHaveLength(0);
    expect(q(shadow, '.wa__btn_popup_txt').textContent).toBe('مهسا');
    // The SVG swallows the text after it (as a browser parses it) and is dropped whole.
    expect(items(shadow).map((i) => i.name)).toEqual(['مهسا', 'رضا', '">']);
    expect(q(shadow, '.wa__popup_intro b').textContent).toBe('پررنگ');
    expect(q(shadow, '.nta-wa-gdpr label em').textContent).toBe('حتماً');
    expect(q(shadow, '.nta-wa-gdpr label').textContent).toContain('کلیک');
    expect(q(shadow, '.nta-wa-gdpr label').querySelector('a')).toBeNull();
  });

  it('survives malformed hours, unknown timezones and garbage props without throwing', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const shadow = await mount({ at: '10:00' }, (g) => {
      g.njt_wa_global.timezone = 'Mars/Olympus_Mons';
      const accounts = g.njt_wa.accounts as Array<Record<string, unknown>>;
      accounts[0] = { ...accounts[0], daysOfWeekWorking: { sunday: { isWorkingOnDay: 'ON', workHours: [{ startTime: '99:99', endTime: null }, 'x'] } } };
      accounts.push(null as unknown as Record<string, unknown>, 'agent' as unknown as Record<string, unknown>);
    });
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('unknown timezone "Mars/Olympus_Mons"'));
    await openPopup(shadow);
    expect(items(shadow).map((i) => [i.name, i.status])).toEqual([
      ['مریم رضایی', 'امروز در دسترس نیستم'],
      ['علی محمدی', 'آنلاین'],
      ['سارا احمدی', 'امروز مرخصی هستم؛ فردا در خدمتم'],
    ]);
  });

  it('mounts canonically from JSON props, and bad JSON shapes leave nothing broken', async () => {
    const g = chatGlobals({ now: SUNDAY('10:00'), single: true });
    const props = JSON.stringify({ ...g.njt_wa, timezone: '+03:30', urlSettings: { onDesktop: 'web' } });
    document.body.innerHTML = `<div id="c" data-vitrin="chat"><script type="application/json" data-vitrin-props>${props}</script></div>` +
      '<div id="bad" data-vitrin="chat" data-vitrin-props=\'{"accounts":"nope","options":7,"timezone":["x"]}\'></div>';
    runtime = boot([chat], []).runtime;
    await runtime.whenSettled();
    expect(document.querySelector('#bad')?.getAttribute('data-vitrin-status')).toBe('mounted');
    const shadow = document.querySelector('#c .vitrin-shadow-host')?.shadowRoot;
    if (!shadow) throw new Error('no shadow root');
    await openPopup(shadow);
    expect(items(shadow)[0]?.href).toMatch(/^https:\/\/web\.whatsapp\.com\/send\?phone=989351112233/);
  });
});
