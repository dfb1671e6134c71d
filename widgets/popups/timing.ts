// Popup timing rules ("Advanced rules"): every configured rule must pass before the popup's
// triggers are even armed. Pure: the page (referrer, host, user, device, browser, clock) and the
// Elementor storage come in through TimingEnv. A rule that cannot be evaluated (bad regex, bad date)
// fails with a coded warning; it never throws.
import { PERIOD_SECONDS, storedCount, type ElementorStorage } from '../../adapters/elementor/storage';
import { isOn, POPUP_RULE_INVALID, toNumber, type TimingSettings } from '../../adapters/elementor/popups';

export type DeviceMode = 'mobile' | 'tablet' | 'desktop';

export interface TimingEnv {
  popupId: number;
  storage: ElementorStorage;
  referrer: string;
  /** location.host of the page. */
  host: string;
  /** null for a visitor who is not logged in. */
  user: { roles: string[] } | null;
  deviceMode: DeviceMode;
  browsers: BrowserFlags;
  now(): Date;
  warn(message: string): void;
}

export type BrowserName = 'chrome' | 'edge' | 'firefox' | 'safari' | 'ie' | 'opera';
export type BrowserFlags = Record<BrowserName, boolean>;

const SEARCH_ENGINES = /^(google|yahoo|bing|yandex|baidu)\./;

export type TimingRule = 'page_views' | 'sessions' | 'url' | 'sources' | 'logged_in' | 'devices' | 'times' | 'browsers' | 'schedule';
const RULES: readonly TimingRule[] = ['page_views', 'sessions', 'url', 'sources', 'logged_in', 'devices', 'times', 'browsers', 'schedule'];

export function popupKey(id: number, key: string): string {
  return `popup_${id}_${key}`;
}
export function impressionsKey(id: number): string {
  return `popup-${id}-impressions-count`;
}

type Check = (t: TimingSettings, env: TimingEnv) => boolean;

const checks: Record<TimingRule, Check> = {
  // Views since this popup first looked, so "after 3 page views" counts from the first sighting.
  page_views(t, env) {
    const views = storedCount(env.storage.get('pageViews'));
    const key = popupKey(env.popupId, 'page_views_initialPageViews');
    let initial = storedCount(env.storage.get(key));
    if (!initial) {
      env.storage.set(key, views);
      initial = views;
    }
    return views - initial >= toNumber(t.page_views_views, 3);
  },
  sessions(t, env) {
    const sessions = storedCount(env.storage.get('sessions'));
    const key = popupKey(env.popupId, 'sessions_initialSessions');
    let initial = storedCount(env.storage.get(key));
    if (!initial) {
      env.storage.set(key, sessions);
      initial = sessions;
    }
    return sessions - initial >= toNumber(t.sessions_sessions, 2);
  },
  url(t, env) {
    const url = t.url_url ?? '';
    const action = t.url_action ?? 'show';
    if (action !== 'regex') {
      const contains = env.referrer.includes(url);
      return action === 'hide' ? !contains : contains;
    }
    let pattern: RegExp;
    try {
      pattern = new RegExp(url);
    } catch {
      env.warn(`[vitrin] ${POPUP_RULE_INVALID} popups: popup ${env.popupId} url rule: invalid regular expression ${JSON.stringify(url)}; the rule fails`);
      return false;
    }
    return pattern.test(env.referrer);
  },
  sources(t, env) {
    const sources = t.sources_sources ?? ['search', 'external', 'internal'];
    if (['search', 'external', 'internal'].every((s) => sources.includes(s))) return true;
    const referrer = env.referrer.replace(/^https?:\/\/(?:www\.)?/, '');
    const host = env.host.replace(/^www\./, '');
    // An empty referrer (typed in, bookmark) starts with '' and so counts as internal, as in Elementor.
    if (referrer.startsWith(host)) return sources.includes('internal');
    if (sources.includes('external')) return true;
    return sources.includes('search') && SEARCH_ENGINES.test(referrer);
  },
  // Spec §6: visitors pass; logged-in users are blocked for "all", else only when holding a listed role.
  logged_in(t, env) {
    if (!env.user) return true;
    if ((t.logged_in_users ?? 'all') === 'all') return false;
    const roles = env.user.roles;
    return !(t.logged_in_roles ?? []).some((role) => roles.includes(role));
  },
  devices(t, env) {
    return (t.devices_devices ?? ['desktop', 'tablet', 'mobile']).includes(env.deviceMode);
  },
  times(t, env) {
    const limit = toNumber(t.times_times, 3);
    const period = t.times_period ?? '';
    if (period === 'session') return storedCount(env.storage.getRawSession(impressionsKey(env.popupId))) < limit;
    if (period === 'day' || period === 'week' || period === 'month') return storedCount(env.storage.get(impressionsKey(env.popupId))) < limit;
    return storedCount(env.storage.get(popupKey(env.popupId, 'times'))) < limit;
  },
  browsers(t, env) {
    if ((t.browsers_browsers ?? 'all') === 'all') return true;
    return (t.browsers_browsers_options ?? []).some((name) => env.browsers[name as BrowserName] === true);
  },
  schedule(t, env) {
    const start = t.schedule_start_date ? wallClock(t.schedule_start_date) : null;
    const end = t.schedule_end_date ? wallClock(t.schedule_end_date) : null;
    if (Number.isNaN(start) || Number.isNaN(end)) {
      env.warn(`[vitrin] ${POPUP_RULE_INVALID} popups: popup ${env.popupId} schedule rule: unreadable date; the rule fails`);
      return false;
    }
    if (start === null && end === null) return true;
    // "site": the server's wall clock when the page was rendered; "visitor": the visitor's clock now.
    const server = t.schedule_server_datetime ? wallClock(t.schedule_server_datetime) : NaN;
    const local = env.now();
    const now =
      (t.schedule_timezone ?? 'site') === 'site' && !Number.isNaN(server)
        ? server
        : Date.UTC(local.getFullYear(), local.getMonth(), local.getDate(), local.getHours(), local.getMinutes(), local.getSeconds());
    return (start === null || now >= start) && (end === null || now <= end);
  },
};

/**
 * "2026-11-22 18:30[:00]" (Elementor's DATE_TIME control, a wall-clock time with no zone) as a
 * comparable number (its fields read as UTC); NaN when unreadable.
 */
export function wallClock(text: string): number {
  const m = /^\s*(\d{4})-(\d{1,2})-(\d{1,2})(?:[ T](\d{1,2}):(\d{2})(?::(\d{2}))?)?\s*$/.exec(text);
  if (!m) return NaN;
  const [y, mo, d, h = '0', mi = '0', s = '0'] = m.slice(1);
  return Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s));
}

/** True when every configured rule passes; evaluates all of them (page_views/sessions record their first sighting). */
export function checkTiming(timing: TimingSettings, env: TimingEnv): boolean {
  let passed = true;
  for (const rule of RULES) {
    if (!isOn(timing[rule])) continue;
    if (!checks[rule](timing, env)) passed = false;
  }
  return passed;
}

/**
 * Counts one impression as Elementor does: popup_<id>_times always, plus the period counter the
 * times rule reads (an expiring key in the object, or a raw sessionStorage item for "session").
 */
export function countImpression(timing: TimingSettings, storage: ElementorStorage, popupId: number): void {
  const timesKey = popupKey(popupId, 'times');
  storage.set(timesKey, storedCount(storage.get(timesKey)) + 1);
  const period = isOn(timing.times) ? (timing.times_period ?? '') : '';
  if (period === 'session') {
    const key = impressionsKey(popupId);
    storage.setRawSession(key, String(storedCount(storage.getRawSession(key)) + 1));
  } else if (period === 'day' || period === 'week' || period === 'month') {
    const key = impressionsKey(popupId);
    const current = storage.get(key);
    // The lifetime starts with the period's first impression; later ones do not extend it.
    if (current === undefined) storage.set(key, 1, { lifetimeInSeconds: PERIOD_SECONDS[period] });
    else storage.set(key, storedCount(current) + 1);
  }
}

/** Whether impressions are counted when the popup closes (times_count "close") rather than when it opens. */
export function countsOnClose(timing: TimingSettings): boolean {
  return timing.times_count === 'close';
}

/** Elementor's device modes at its default active breakpoints (mobile ≤ 767, tablet ≤ 1024). */
export function deviceModeFor(width: number): DeviceMode {
  if (width <= 767) return 'mobile';
  if (width <= 1024) return 'tablet';
  return 'desktop';
}

/** Browser flags from a user-agent string, the way Elementor's environment utility names them. */
export function detectBrowsers(ua: string): BrowserFlags {
  const edge = /Edg(e|A|iOS)?\//.test(ua);
  const opera = /OPR\/|Opera/.test(ua);
  const ie = /MSIE |Trident\//.test(ua);
  const firefox = /Firefox\/|FxiOS\//.test(ua);
  const chrome = !edge && !opera && /Chrome\/|CriOS\//.test(ua);
  const safari = !chrome && !edge && !opera && !firefox && /Safari\//.test(ua);
  return { chrome, edge, firefox, safari, ie, opera };
}
