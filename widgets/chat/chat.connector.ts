// The chat widget's pure logic (no DOM, no React): which agents are online now in the site's
// timezone, the offline text, the link an agent opens, whether the widget shows on this page and
// device, and what the launcher does. The clock is always passed in, so tests pick the moment.
import { WEEKDAYS, type ChatAgent, type ChatConfig, type LinkMode } from '../../adapters/whatsapp/settings';
import { groupLink, sendLink } from '../../adapters/whatsapp/links';

// --- Time in the site's timezone -------------------------------------------------------------

/** Iran dropped daylight saving in 2022: Tehran is UTC+03:30 all year. Fixed here so a browser
 *  with old tz data (which would still add an hour in summer) agrees with the site. */
const TEHRAN_OFFSET = 210;
/** What an unknown timezone falls back to (the shops Vitrin serves are in Iran), with a warning. */
export const FALLBACK_OFFSET = TEHRAN_OFFSET;

export type Zone = { kind: 'offset'; minutes: number } | { kind: 'named'; name: string };

/** `wp_timezone_string()` gives a name ("Asia/Tehran") or an offset ("+03:30", also "UTC+3:30"). */
export function parseZone(timezone: string): { zone: Zone; known: boolean } {
  const tz = timezone.trim();
  if (tz === '') return { zone: { kind: 'offset', minutes: FALLBACK_OFFSET }, known: false };
  if (/^asia\/tehran$|^iran$/i.test(tz)) return { zone: { kind: 'offset', minutes: TEHRAN_OFFSET }, known: true };
  const offset = /^(?:utc|gmt)?\s*([+-])\s*(\d{1,2})(?::?(\d{2}))?$/i.exec(tz);
  if (offset) {
    const [, sign, h = '0', m = '0'] = offset;
    const minutes = Number(h) * 60 + Number(m);
    if (Number(h) <= 14 && Number(m) < 60) return { zone: { kind: 'offset', minutes: sign === '-' ? -minutes : minutes }, known: true };
  }
  if (/^(utc|gmt|z)$/i.test(tz)) return { zone: { kind: 'offset', minutes: 0 }, known: true };
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: tz });
    return { zone: { kind: 'named', name: tz }, known: true };
  } catch {
    return { zone: { kind: 'offset', minutes: FALLBACK_OFFSET }, known: false };
  }
}

export interface LocalClock {
  /** 0 = Sunday, as the plugin's day table. */
  weekday: number;
  /** Minutes since local midnight. */
  minutes: number;
}

const SHORT_DAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

export function localClock(now: Date, zone: Zone): LocalClock {
  if (zone.kind === 'offset') {
    const shifted = new Date(now.getTime() + zone.minutes * 60_000);
    return { weekday: shifted.getUTCDay(), minutes: shifted.getUTCHours() * 60 + shifted.getUTCMinutes() };
  }
  const parts = new Intl.DateTimeFormat('en-US', { timeZone: zone.name, weekday: 'short', hour: 'numeric', minute: 'numeric', hourCycle: 'h23' }).formatToParts(now);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  const hour = Number(part('hour')) % 24;
  return { weekday: Math.max(0, SHORT_DAYS.indexOf(part('weekday'))), minutes: hour * 60 + Number(part('minute')) };
}

/** "HH:MM" → minutes since midnight; anything else (malformed hours in the settings) → null. */
export function parseHHMM(value: string): number | null {
  const match = /^\s*(\d{1,2}):(\d{2})\s*$/.exec(toAsciiDigits(value));
  if (!match) return null;
  const h = Number(match[1]);
  const m = Number(match[2]);
  return h <= 24 && m < 60 && h * 60 + m <= 1440 ? h * 60 + m : null;
}

// --- Agent status ------------------------------------------------------------------------------

export type OfflineStatus = { online: false; reason: 'dayOff' } | { online: false; reason: 'back'; inMinutes: number };
export type AgentStatus = { online: true } | OfflineStatus;

/** The plugin's rule: always available → online; day off → day-off text; before a slot → back in
 *  (time to that slot's start); inside a slot, ends included → online; after the last → day off. */
export function agentStatus(agent: ChatAgent, clock: LocalClock): AgentStatus {
  if (agent.alwaysAvailable) return { online: true };
  const day = agent.week[WEEKDAYS[clock.weekday] ?? 'sunday'];
  if (!day.working) return { online: false, reason: 'dayOff' };
  for (const slot of day.slots) {
    const start = parseHHMM(slot.start);
    const end = parseHHMM(slot.end);
    if (start === null || end === null || end < start) continue;
    if (clock.minutes < start) return { online: false, reason: 'back', inMinutes: start - clock.minutes };
    if (clock.minutes <= end) return { online: true };
  }
  return { online: false, reason: 'dayOff' };
}

export const TIME_PLACEHOLDER = '[njwa_time_work]';

/** The offline line: the day-off text, or the will-be-back text with " 2h:5m " in its placeholder. */
export function offlineText(
  agent: ChatAgent,
  status: OfflineStatus,
  symbols: { hours: string; minutes: string },
  digits: (text: string) => string = (s) => s,
): string {
  if (status.reason === 'dayOff') return agent.dayOffText;
  const h = Math.floor(status.inMinutes / 60);
  const m = status.inMinutes % 60;
  const span = ` ${digits(String(h))}${symbols.hours}:${digits(String(m))}${symbols.minutes} `;
  // The original pads the span with spaces; collapse the doubles that makes next to the template's own.
  return agent.willBeBackText.split(TIME_PLACEHOLDER).join(span).replace(/ {2,}/g, ' ').trim();
}

/** Milliseconds until the next minute starts: statuses and countdowns can only change then. */
export function msToNextMinute(now: number): number {
  return 60_000 - (now % 60_000);
}

export interface AgentView {
  agent: ChatAgent;
  status: AgentStatus;
}

export function agentViews(config: Pick<ChatConfig, 'agents' | 'hideOfflineAgents'>, clock: LocalClock): AgentView[] {
  const views = config.agents.map((agent) => ({ agent, status: agentStatus(agent, clock) }));
  return config.hideOfflineAgents ? views.filter((v) => v.status.online) : views;
}

// --- Links -----------------------------------------------------------------------------------

/** Persian (۰-۹) and Arabic-Indic (٠-٩) digits to ASCII. */
export function toAsciiDigits(text: string): string {
  return text.replace(/[\u06F0-\u06F9\u0660-\u0669]/g, (d) => String((d.charCodeAt(0) & 0xf) % 10));
}

/**
 * The number WhatsApp wants: digits only, international, no leading zeros. "+98 912…", "0098 912…",
 * "0912…" (an Iranian mobile written nationally) and "+98 (0)912…" all become "98912…".
 */
export function phoneDigits(number: string): string {
  let digits = toAsciiDigits(number).replace(/\D/g, '');
  if (digits.startsWith('00')) digits = digits.slice(2);
  if (/^09\d{9}$/.test(digits)) digits = `98${digits.slice(1)}`;
  if (/^980\d{10}$/.test(digits)) digits = `98${digits.slice(3)}`;
  return digits;
}

export const PAGE_TITLE_PLACEHOLDER = '[njwa_page_title]';
export const PAGE_URL_PLACEHOLDER = '[njwa_page_url]';

export function fillPredefinedText(text: string, page: { title: string; url: string }): string {
  return text.split(PAGE_TITLE_PLACEHOLDER).join(page.title).split(PAGE_URL_PLACEHOLDER).join(page.url);
}

/** Where clicking this agent goes, or null when its number is neither a group link nor a phone. */
export function agentLink(agent: ChatAgent, mode: LinkMode, page: { title: string; url: string }): string | null {
  const group = groupLink(agent.number);
  if (group) return group;
  if (/^\s*[a-z][a-z0-9+.-]*:/i.test(agent.number)) return null; // some other scheme: never a link
  const digits = phoneDigits(agent.number);
  if (digits.length < 5) return null;
  return sendLink(digits, fillPredefinedText(agent.predefinedText, page), mode);
}

/** A new tab only for web links: a whatsapp:// link in a new tab leaves an empty tab behind. */
export function opensInNewTab(link: string, newTabSetting: boolean): boolean {
  return newTabSetting && /^https?:\/\//i.test(link);
}

// --- Where and how it shows --------------------------------------------------------------------

/** Device and page conditions; page/post ids come from WordPress's body classes. */
export function shouldDisplay(display: ChatConfig['display'], where: { mobile: boolean; bodyClasses: readonly string[] }): boolean {
  if (where.mobile ? !display.showOnMobile : !display.showOnDesktop) return false;
  const idOf = (prefix: string) => where.bodyClasses.find((c) => c.startsWith(prefix))?.slice(prefix.length);
  const pageId = idOf('page-id-');
  const postId = idOf('postid-');
  const judge = (rule: { condition: string; ids: string[] }, id: string) =>
    rule.condition === 'all' || (rule.condition === 'include') === rule.ids.includes(id);
  if (pageId !== undefined) return judge(display.pages, pageId);
  if (postId !== undefined) return judge(display.posts, postId);
  // Archives and the front page: shown unless the site limits the widget to chosen pages/posts.
  return display.pages.condition !== 'include' && display.posts.condition !== 'include';
}

/**
 * A simple widget with exactly one agent opens the chat straight from the button, when that agent
 * is online, has a link and no consent is pending; otherwise the button opens the popup.
 */
export function directLink(config: Pick<ChatConfig, 'styles'>, views: readonly AgentView[], link: (agent: ChatAgent) => string | null, consentPending: boolean): string | null {
  if (config.styles.widgetType !== 'simple' || views.length !== 1 || consentPending) return null;
  const [only] = views;
  if (!only?.status.online) return null;
  return link(only.agent);
}
