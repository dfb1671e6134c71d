// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { CHAT_EVENT, trackChatClick } from './analytics';

const click = { phone: '989123456789', title: 'فروش', url: 'https://api.whatsapp.com/send?phone=989123456789' };

describe('whatsapp analytics', () => {
  it('fires nothing when every tracker is off', () => {
    const win = { fbq: vi.fn(), gtag: vi.fn(), dataLayer: [] as unknown[] };
    trackChatClick(win, { facebook: false, google: false, ga4: false }, click);
    expect(win.fbq).not.toHaveBeenCalled();
    expect(win.gtag).not.toHaveBeenCalled();
    expect(win.dataLayer).toEqual([]);
  });

  it('sends the plugin events to the trackers that are on and present', () => {
    const win = { fbq: vi.fn(), gtag: vi.fn(), dataLayer: [] as unknown[] };
    trackChatClick(win, { facebook: true, google: false, ga4: true }, click);
    expect(win.fbq).toHaveBeenCalledWith('trackCustom', CHAT_EVENT, { phone: click.phone, label: click.title });
    expect(win.gtag).toHaveBeenCalledWith('event', CHAT_EVENT, { number: click.phone, title: click.title, url: click.url });
    expect(win.dataLayer).toEqual([{ event: CHAT_EVENT, number: click.phone, title: click.title, url: click.url }]);
  });

  it('falls back to ga() for Universal Analytics and survives a throwing tracker', () => {
    const ga = vi.fn();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const win = { ga, fbq: () => { throw new Error('blocked'); } };
    expect(() => trackChatClick(win, { facebook: true, google: true, ga4: false }, click)).not.toThrow();
    expect(ga).toHaveBeenCalledWith('send', 'event', CHAT_EVENT, 'click', click.phone);
    expect(warn).toHaveBeenCalled();
  });
});
