// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { memoryStorage } from '../../adapters/elementor/testing';
import type { TimingSettings } from '../../adapters/elementor/popups';
import { checkTiming, countImpression, detectBrowsers, deviceModeFor, wallClock, type TimingEnv } from './timing';
import { recordVisit } from './popup.connector';

const NO_BROWSER = { chrome: false, edge: false, firefox: false, safari: false, ie: false, opera: false };

function setup(overrides: Partial<TimingEnv> = {}) {
  const memory = memoryStorage();
  const env: TimingEnv = {
    popupId: 12,
    storage: memory.storage,
    referrer: '',
    host: 'shop.example',
    user: null,
    deviceMode: 'desktop',
    browsers: { ...NO_BROWSER, chrome: true },
    now: () => new Date(2026, 10, 22, 12, 0, 0),
    warn: (message) => memory.warnings.push(message),
    ...overrides,
  };
  return { memory, env, check: (timing: TimingSettings) => checkTiming(timing, env) };
}

describe('popup timing rules', () => {
  it('passes with no rules configured, and ignores groups switched off', () => {
    const { check } = setup();
    expect(check({})).toBe(true);
    expect(check({ page_views: '', page_views_views: 5 })).toBe(true);
  });

  describe('page views', () => {
    it('counts views from the first time this popup looked, and passes once enough more are seen', () => {
      const { memory, env } = setup();
      const rule = { page_views: 'yes', page_views_views: 2 };
      const seen: boolean[] = [];
      for (let page = 0; page < 4; page++) {
        recordVisit(memory.storage);
        seen.push(checkTiming(rule, env));
      }
      expect(seen).toEqual([false, false, true, true]);
      expect(memory.object().popup_12_page_views_initialPageViews).toBe(1);
    });
  });

  describe('sessions', () => {
    it('passes after the configured number of new sessions since first seen', () => {
      const { memory, env } = setup();
      const rule = { sessions: 'yes', sessions_sessions: '1' };
      recordVisit(memory.storage);
      expect(checkTiming(rule, env)).toBe(false);
      recordVisit(memory.storage); // same browser session: no new session
      expect(checkTiming(rule, env)).toBe(false);
      memory.areas.session.clear(); // the browser was closed
      recordVisit(memory.storage);
      expect(checkTiming(rule, env)).toBe(true);
      expect(memory.object().sessions).toBe(2);
    });
  });

  describe('url of the referrer', () => {
    it('show: passes when the referrer contains the text; hide: the opposite', () => {
      expect(setup({ referrer: 'https://news.example/story' }).check({ url: 'yes', url_url: 'news.example', url_action: 'show' })).toBe(true);
      expect(setup({ referrer: 'https://other.example/' }).check({ url: 'yes', url_url: 'news.example', url_action: 'show' })).toBe(false);
      expect(setup({ referrer: 'https://news.example/story' }).check({ url: 'yes', url_url: 'news.example', url_action: 'hide' })).toBe(false);
    });

    it('regex: tests the referrer; an invalid regex fails the rule with a coded warning, never throws', () => {
      expect(setup({ referrer: 'https://a.example/sale/12' }).check({ url: 'yes', url_url: '/sale/\\d+', url_action: 'regex' })).toBe(true);
      const { check, memory } = setup({ referrer: 'https://a.example/' });
      expect(check({ url: 'yes', url_url: '([a-', url_action: 'regex' })).toBe(false);
      expect(memory.warnings[0]).toMatch(/^\[vitrin\] V041 popups: popup 12 url rule: invalid regular expression/);
    });
  });

  describe('sources', () => {
    const rule = (sources: string[]) => ({ sources: 'yes', sources_sources: sources });
    it('all three sources always pass', () => {
      expect(setup({ referrer: 'https://anything.example/' }).check(rule(['internal', 'external', 'search']))).toBe(true);
    });
    it('internal: a referrer on this host (with or without www)', () => {
      expect(setup({ referrer: 'https://www.shop.example/shop/' }).check(rule(['internal']))).toBe(true);
      expect(setup({ referrer: 'https://elsewhere.example/' }).check(rule(['internal']))).toBe(false);
    });
    it('external: any other host', () => {
      expect(setup({ referrer: 'https://elsewhere.example/' }).check(rule(['external']))).toBe(true);
      expect(setup({ referrer: 'https://shop.example/' }).check(rule(['external']))).toBe(false);
    });
    it.each(['google', 'yahoo', 'bing', 'yandex', 'baidu'])('search: %s counts as a search engine', (engine) => {
      expect(setup({ referrer: `https://www.${engine}.com/search?q=x` }).check(rule(['search']))).toBe(true);
    });
    it('search: other sites do not', () => {
      expect(setup({ referrer: 'https://duckduckgo.com/' }).check(rule(['search']))).toBe(false);
    });
  });

  describe('logged in (spec §6)', () => {
    it('visitors always pass', () => {
      expect(setup({ user: null }).check({ logged_in: 'yes', logged_in_users: 'all' })).toBe(true);
    });
    it('"all users" blocks every logged-in user', () => {
      expect(setup({ user: { roles: ['customer'] } }).check({ logged_in: 'yes', logged_in_users: 'all' })).toBe(false);
    });
    it('custom roles block only holders of a listed role', () => {
      const rule = { logged_in: 'yes', logged_in_users: 'custom', logged_in_roles: ['administrator', 'shop_manager'] };
      expect(setup({ user: { roles: ['customer'] } }).check(rule)).toBe(true);
      expect(setup({ user: { roles: ['shop_manager'] } }).check(rule)).toBe(false);
    });
  });

  describe('devices', () => {
    it('passes only on a listed device mode (mobile ≤ 767, tablet ≤ 1024)', () => {
      expect(deviceModeFor(390)).toBe('mobile');
      expect(deviceModeFor(1024)).toBe('tablet');
      expect(deviceModeFor(1440)).toBe('desktop');
      expect(setup({ deviceMode: 'mobile' }).check({ devices: 'yes', devices_devices: ['mobile'] })).toBe(true);
      expect(setup({ deviceMode: 'desktop' }).check({ devices: 'yes', devices_devices: ['mobile', 'tablet'] })).toBe(false);
    });
  });

  describe('times', () => {
    it('persisting: reads popup_<id>_times against the limit', () => {
      const { memory, check } = setup();
      const rule = { times: 'yes', times_times: 2 };
      expect(check(rule)).toBe(true);
      countImpression(rule, memory.storage, 12);
      expect(check(rule)).toBe(true);
      countImpression(rule, memory.storage, 12);
      expect(check(rule)).toBe(false);
      expect(memory.object().popup_12_times).toBe(2);
    });

    it.each([
      ['day', 86400],
      ['week', 604800],
      ['month', 2628288],
    ] as const)('per %s: an expiring popup-<id>-impressions-count that frees the popup after %i s', (period, seconds) => {
      const { memory, check } = setup();
      const rule = { times: 'yes', times_times: 1, times_period: period };
      const start = memory.clock.now;
      countImpression(rule, memory.storage, 12);
      expect(memory.object()['popup-12-impressions-count']).toBe(1);
      expect((memory.object().__expiration as Record<string, number>)['popup-12-impressions-count']).toBe(start + seconds * 1000);
      expect(check(rule)).toBe(false);
      memory.clock.now = start + seconds * 1000 + 1;
      expect(check(rule)).toBe(true);
    });

    it('a later impression in the same period does not extend its lifetime', () => {
      const { memory } = setup();
      const rule = { times: 'yes', times_times: 5, times_period: 'day' };
      const start = memory.clock.now;
      countImpression(rule, memory.storage, 12);
      memory.clock.now += 3_600_000;
      countImpression(rule, memory.storage, 12);
      expect(memory.object()['popup-12-impressions-count']).toBe(2);
      expect((memory.object().__expiration as Record<string, number>)['popup-12-impressions-count']).toBe(start + 86400 * 1000);
    });

    it('per session: a raw sessionStorage item, forgotten with the session', () => {
      const { memory, check } = setup();
      const rule = { times: 'yes', times_times: 1, times_period: 'session' };
      countImpression(rule, memory.storage, 12);
      expect(memory.areas.session.get('popup-12-impressions-count')).toBe('1');
      expect(check(rule)).toBe(false);
      memory.areas.session.clear();
      expect(check(rule)).toBe(true);
    });
  });

  describe('browsers', () => {
    it('all browsers pass; custom passes only a listed one', () => {
      expect(setup().check({ browsers: 'yes', browsers_browsers: 'all' })).toBe(true);
      expect(setup().check({ browsers: 'yes', browsers_browsers: 'custom', browsers_browsers_options: ['firefox', 'chrome'] })).toBe(true);
      expect(setup().check({ browsers: 'yes', browsers_browsers: 'custom', browsers_browsers_options: ['safari'] })).toBe(false);
    });
    it('tells the browsers apart by user agent', () => {
      const chrome = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';
      const edge = `${chrome} Edg/131.0`;
      const safari = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
      expect(detectBrowsers(chrome)).toMatchObject({ chrome: true, edge: false, safari: false });
      expect(detectBrowsers(edge)).toMatchObject({ chrome: false, edge: true });
      expect(detectBrowsers(safari)).toMatchObject({ safari: true, chrome: false });
      expect(detectBrowsers('Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0')).toMatchObject({ firefox: true });
    });
  });

  describe('schedule', () => {
    const window = { schedule: 'yes', schedule_start_date: '2026-11-20 00:00', schedule_end_date: '2026-11-25 23:59' };
    it('site timezone: compares the server clock printed with the page', () => {
      expect(setup().check({ ...window, schedule_timezone: 'site', schedule_server_datetime: '2026-11-22 08:00:00' })).toBe(true);
      expect(setup().check({ ...window, schedule_timezone: 'site', schedule_server_datetime: '2026-11-26 08:00:00' })).toBe(false);
    });
    it("visitor timezone: compares the visitor's own wall clock", () => {
      expect(setup({ now: () => new Date(2026, 10, 21, 9) }).check({ ...window, schedule_timezone: 'visitor' })).toBe(true);
      expect(setup({ now: () => new Date(2026, 10, 19, 23, 59) }).check({ ...window, schedule_timezone: 'visitor' })).toBe(false);
    });
    it('an open-ended start or end only bounds one side', () => {
      expect(setup({ now: () => new Date(2030, 0, 1) }).check({ schedule: 'yes', schedule_timezone: 'visitor', schedule_start_date: '2026-11-20 00:00' })).toBe(true);
    });
    it('an unreadable date fails the rule with a coded warning', () => {
      const { check, memory } = setup();
      expect(check({ schedule: 'yes', schedule_start_date: 'tomorrow' })).toBe(false);
      expect(memory.warnings[0]).toContain('V041');
      expect(wallClock('2026-11-22 18:30')).toBe(Date.UTC(2026, 10, 22, 18, 30));
    });
  });

  it('needs every configured rule to pass', () => {
    const { check } = setup({ deviceMode: 'mobile', referrer: 'https://www.google.com/' });
    expect(check({ devices: 'yes', devices_devices: ['mobile'], sources: 'yes', sources_sources: ['search'] })).toBe(true);
    expect(check({ devices: 'yes', devices_devices: ['desktop'], sources: 'yes', sources_sources: ['search'] })).toBe(false);
  });
});
