// @vitest-environment node
// The chat widget's logic with a fixed clock: statuses across a whole week in Tehran time (no
// daylight saving since 2022), offsets and unknown zones, links for every phone form, display rules.
import { describe, expect, it } from 'vitest';
import { toChatConfig, type ChatAgent } from '../../adapters/whatsapp/settings';
import {
  agentLink, agentStatus, agentViews, directLink, fillPredefinedText, localClock, msToNextMinute, offlineText, opensInNewTab, parseHHMM, parseZone, phoneDigits, shouldDisplay,
  type AgentView,
} from './chat.connector';

/** A moment given as Tehran wall-clock time. */
const tehran = (wall: string) => new Date(`${wall}:00+03:30`);
const TEHRAN = parseZone('Asia/Tehran').zone;

function agent(overrides: Record<string, unknown> = {}): ChatAgent {
  const day = (working: boolean, slots: Array<[string, string]>) => ({ isWorkingOnDay: working ? 'ON' : 'OFF', workHours: slots.map(([startTime, endTime]) => ({ startTime, endTime })) });
  const config = toChatConfig({
    accounts: [{
      accountId: '11', accountName: 'مریم', title: 'فروش', number: '+98 912 345 6789', predefinedText: '', isAlwaysAvailable: 'OFF',
      willBeBackText: 'تا [njwa_time_work] دیگر برمی‌گردم', dayOffsText: 'امروز تعطیلم',
      daysOfWeekWorking: {
        sunday: day(true, [['09:00', '12:00'], ['14:00', '18:00']]),
        monday: day(true, [['09:00', '17:00']]),
        tuesday: day(false, [['09:00', '17:00']]),
        wednesday: day(true, [['10:30', '13:15']]),
        thursday: day(true, [['08:00', '12:00']]),
        friday: day(false, []),
        saturday: day(true, [['00:00', '23:59']]),
      },
      ...overrides,
    }],
    timezone: 'Asia/Tehran', gdprStatus: undefined, defaultAvatar: '', options: {}, urlSettings: {}, i18n: {},
  });
  const [first] = config.agents;
  if (!first) throw new Error('agent did not parse');
  return first;
}

const statusAt = (a: ChatAgent, wall: string) => agentStatus(a, localClock(tehran(wall), TEHRAN));

describe('timezones', () => {
  it('reads Asia/Tehran as UTC+03:30 in summer too (no DST since 2022)', () => {
    // 21 June 2026, 05:30 UTC: 09:00 in Tehran (the pre-2022 rules would have said 10:00).
    expect(localClock(new Date('2026-06-21T05:30:00Z'), TEHRAN)).toEqual({ weekday: 0, minutes: 9 * 60 });
    expect(localClock(new Date('2026-12-20T05:30:00Z'), TEHRAN)).toEqual({ weekday: 0, minutes: 9 * 60 });
  });

  it('crosses midnight into the next Tehran day before UTC does', () => {
    // Saturday 21:00 UTC is Sunday 00:30 in Tehran.
    expect(localClock(new Date('2026-06-20T21:00:00Z'), TEHRAN)).toEqual({ weekday: 0, minutes: 30 });
  });

  it.each([
    ['+03:30', 210], ['UTC+3:30', 210], ['+0330', 210], ['-05:00', -300], ['UTC', 0], ['UTC+0', 0], ['Iran', 210],
  ])('accepts the offset form %s', (tz, minutes) => {
    expect(parseZone(tz)).toEqual({ zone: { kind: 'offset', minutes }, known: true });
  });

  it('uses named zones through Intl, with their own daylight saving', () => {
    const { zone, known } = parseZone('Europe/Berlin');
    expect(known).toBe(true);
    expect(localClock(new Date('2026-06-21T05:30:00Z'), zone)).toEqual({ weekday: 0, minutes: 7 * 60 + 30 });
    expect(localClock(new Date('2026-12-20T05:30:00Z'), zone)).toEqual({ weekday: 0, minutes: 6 * 60 + 30 });
  });

  it.each(['Mars/Olympus', '', '+99:00', '<script>'])('falls back to Tehran time for the unknown zone %j', (tz) => {
    expect(parseZone(tz)).toEqual({ zone: { kind: 'offset', minutes: 210 }, known: false });
  });
});

describe('agent status across a week in Tehran', () => {
  const a = agent();
  it.each([
    // Sunday 2026-06-21: two slots.
    ['2026-06-21T08:15', { online: false, reason: 'back', inMinutes: 45 }],
    ['2026-06-21T09:00', { online: true }],
    ['2026-06-21T12:00', { online: true }],
    ['2026-06-21T12:01', { online: false, reason: 'back', inMinutes: 119 }],
    ['2026-06-21T14:00', { online: true }],
    ['2026-06-21T18:01', { online: false, reason: 'dayOff' }],
    // Monday.
    ['2026-06-22T00:00', { online: false, reason: 'back', inMinutes: 540 }],
    ['2026-06-22T16:59', { online: true }],
    // Tuesday is off even inside its (ignored) hours.
    ['2026-06-23T10:00', { online: false, reason: 'dayOff' }],
    // Wednesday 10:30-13:15.
    ['2026-06-24T10:29', { online: false, reason: 'back', inMinutes: 1 }],
    ['2026-06-24T13:15', { online: true }],
    ['2026-06-24T13:16', { online: false, reason: 'dayOff' }],
    // Thursday, Friday (off), Saturday (all day).
    ['2026-06-25T07:00', { online: false, reason: 'back', inMinutes: 60 }],
    ['2026-06-26T12:00', { online: false, reason: 'dayOff' }],
    ['2026-06-27T00:00', { online: true }],
    ['2026-06-27T23:59', { online: true }],
  ])('at %s', (wall, expected) => {
    expect(statusAt(a, wall)).toEqual(expected);
  });

  it('is online all week when always available', () => {
    const always = agent({ isAlwaysAvailable: 'ON' });
    for (const wall of ['2026-06-23T10:00', '2026-06-26T03:00', '2026-06-21T23:00']) expect(statusAt(always, wall)).toEqual({ online: true });
  });

  it('skips malformed slots and reads Persian digits in hours', () => {
    const odd = agent({
      daysOfWeekWorking: {
        sunday: { isWorkingOnDay: 'ON', workHours: [{ startTime: '25:00', endTime: '26:00' }, { startTime: 'abc', endTime: '' }, { startTime: '15:00', endTime: '11:00' }, { startTime: '۱۰:۰۰', endTime: '۱۱:۰۰' }] },
        monday: 'garbage',
        tuesday: { isWorkingOnDay: 'ON', workHours: 'nine to five' },
      },
    });
    expect(statusAt(odd, '2026-06-21T10:30')).toEqual({ online: true });
    expect(statusAt(odd, '2026-06-21T09:30')).toEqual({ online: false, reason: 'back', inMinutes: 30 });
    expect(statusAt(odd, '2026-06-22T10:30')).toEqual({ online: false, reason: 'dayOff' });
    expect(statusAt(odd, '2026-06-23T10:30')).toEqual({ online: false, reason: 'dayOff' });
    expect(parseHHMM('24:00')).toBe(1440);
    expect(parseHHMM('24:01')).toBeNull();
  });

  it('writes "will be back" with the configured symbols and Persian digits, or the day-off text', () => {
    const persian = (s: string) => s.replace(/\d/g, (d) => '۰۱۲۳۴۵۶۷۸۹'[Number(d)] ?? d);
    expect(offlineText(a, { online: false, reason: 'back', inMinutes: 125 }, { hours: ' ساعت', minutes: ' دقیقه' }, persian)).toBe('تا ۲ ساعت:۵ دقیقه دیگر برمی‌گردم');
    expect(offlineText(a, { online: false, reason: 'back', inMinutes: 45 }, { hours: 'h', minutes: 'm' })).toBe('تا 0h:45m دیگر برمی‌گردم');
    expect(offlineText(a, { online: false, reason: 'dayOff' }, { hours: 'h', minutes: 'm' })).toBe('امروز تعطیلم');
  });

  it('hides offline agents only when configured', () => {
    const agents = [agent(), agent({ accountId: '12', isAlwaysAvailable: 'ON' })];
    const clock = localClock(tehran('2026-06-23T10:00'), TEHRAN);
    expect(agentViews({ agents, hideOfflineAgents: false }, clock)).toHaveLength(2);
    expect(agentViews({ agents, hideOfflineAgents: true }, clock).map((v) => v.agent.id)).toEqual(['12']);
  });

  it('wakes on the next minute boundary', () => {
    expect(msToNextMinute(Date.parse('2026-06-21T05:29:59.250Z'))).toBe(750);
    expect(msToNextMinute(Date.parse('2026-06-21T05:30:00Z'))).toBe(60_000);
  });
});

describe('links', () => {
  it.each([
    ['+98 912 345 6789', '989123456789'],
    ['0098 912-345-6789', '989123456789'],
    ['09123456789', '989123456789'],
    ['۰۹۱۲۳۴۵۶۷۸۹', '989123456789'],
    ['٠٩١٢٣٤٥٦٧٨٩', '989123456789'],
    ['+۹۸ ۹۱۲ ۳۴۵ ۶۷۸۹', '989123456789'],
    ['+98 (0) 912 345 6789', '989123456789'],
    ['989123456789', '989123456789'],
    ['+1 (555) 123-4567', '15551234567'],
    ['00447911123456', '447911123456'],
  ])('strips %j to %s', (input, digits) => {
    expect(phoneDigits(input)).toBe(digits);
  });

  const page = { title: 'کفش & کیف #۲', url: 'https://shop.test/product/?a=1&b=2#reviews' };

  it('encodes the whole predefined text so the app receives exactly the filled-in text', () => {
    const a = agent({ predefinedText: 'سلام، درباره‌ی [njwa_page_title]\nنشانی: [njwa_page_url] (۱۰۰٪)' });
    const link = agentLink(a, 'api', page);
    expect(link?.startsWith('https://api.whatsapp.com/send?phone=989123456789&text=')).toBe(true);
    const url = new URL(link ?? '');
    expect([...url.searchParams.keys()]).toEqual(['phone', 'text']);
    expect(url.searchParams.get('text')).toBe(`سلام، درباره‌ی ${page.title}\nنشانی: ${page.url} (۱۰۰٪)`);
    expect(link).toContain('%0A');
    expect(fillPredefinedText('[njwa_page_title] [njwa_page_title]', page)).toBe(`${page.title} ${page.title}`);
  });

  it('uses web or protocol per mode; protocol carries no text; no text parameter when empty', () => {
    const a = agent({ predefinedText: 'سلام' });
    expect(agentLink(a, 'web', page)).toBe('https://web.whatsapp.com/send?phone=989123456789&text=%D8%B3%D9%84%D8%A7%D9%85');
    expect(agentLink(a, 'protocol', page)).toBe('whatsapp://send?phone=989123456789');
    expect(agentLink(agent(), 'api', page)).toBe('https://api.whatsapp.com/send?phone=989123456789');
  });

  it('opens only web links in a new tab (a whatsapp:// tab would stay blank)', () => {
    expect(opensInNewTab('https://api.whatsapp.com/send?phone=1', true)).toBe(true);
    expect(opensInNewTab('https://chat.whatsapp.com/x', true)).toBe(true);
    expect(opensInNewTab('whatsapp://send?phone=1', true)).toBe(false);
    expect(opensInNewTab('https://api.whatsapp.com/send?phone=1', false)).toBe(false);
  });

  it('uses group links verbatim and refuses other schemes and empty numbers', () => {
    expect(agentLink(agent({ number: 'https://chat.whatsapp.com/AbCdEf123' }), 'protocol', page)).toBe('https://chat.whatsapp.com/AbCdEf123');
    expect(agentLink(agent({ number: 'javascript:alert(1)//09123456789' }), 'api', page)).toBeNull();
    expect(agentLink(agent({ number: 'https://evil.example/09123456789' }), 'api', page)).toBeNull();
    expect(agentLink(agent({ number: '<img src=x onerror=alert(1)>' }), 'api', page)).toBeNull();
    expect(agentLink(agent({ number: '' }), 'api', page)).toBeNull();
  });
});

describe('where and how it shows', () => {
  const display = (d: Record<string, unknown>) => toChatConfig({ accounts: [], timezone: '', gdprStatus: undefined, defaultAvatar: '', options: { display: d }, urlSettings: {}, i18n: {} }).display;

  it('follows the desktop/mobile switches', () => {
    expect(shouldDisplay(display({ showOnDesktop: 'OFF' }), { mobile: false, bodyClasses: [] })).toBe(false);
    expect(shouldDisplay(display({ showOnDesktop: 'OFF' }), { mobile: true, bodyClasses: [] })).toBe(true);
    expect(shouldDisplay(display({ showOnMobile: 'OFF' }), { mobile: true, bodyClasses: [] })).toBe(false);
  });

  it('includes or excludes pages and posts by the ids in WordPress body classes', () => {
    const only7 = display({ displayCondition: 'includePages', includePages: ['7'] });
    expect(shouldDisplay(only7, { mobile: false, bodyClasses: ['page', 'page-id-7'] })).toBe(true);
    expect(shouldDisplay(only7, { mobile: false, bodyClasses: ['page', 'page-id-8'] })).toBe(false);
    expect(shouldDisplay(only7, { mobile: false, bodyClasses: ['archive'] })).toBe(false);
    const not8 = display({ displayCondition: 'excludePages', excludePages: '8,9' });
    expect(shouldDisplay(not8, { mobile: false, bodyClasses: ['page-id-8'] })).toBe(false);
    expect(shouldDisplay(not8, { mobile: false, bodyClasses: ['page-id-7'] })).toBe(true);
    expect(shouldDisplay(not8, { mobile: false, bodyClasses: ['archive'] })).toBe(true);
    const notPost = display({ postsCondition: 'excludePosts', excludePosts: [42] });
    expect(shouldDisplay(notPost, { mobile: false, bodyClasses: ['single', 'postid-42'] })).toBe(false);
    expect(shouldDisplay(notPost, { mobile: false, bodyClasses: ['single', 'postid-43'] })).toBe(true);
  });

  it('opens the chat from the button only for a simple widget with one online agent and no pending consent', () => {
    const styles = (widgetType: string) => toChatConfig({ accounts: [], timezone: '', gdprStatus: undefined, defaultAvatar: '', options: { styles: { widgetType } }, urlSettings: {}, i18n: {} });
    const online: AgentView = { agent: agent(), status: { online: true } };
    const offline: AgentView = { agent: agent(), status: { online: false, reason: 'dayOff' } };
    const link = () => 'https://api.whatsapp.com/send?phone=989123456789';
    expect(directLink(styles('simple'), [online], link, false)).toBe(link());
    expect(directLink(styles('simple'), [online], link, true)).toBeNull();
    expect(directLink(styles('simple'), [offline], link, false)).toBeNull();
    expect(directLink(styles('simple'), [online, online], link, false)).toBeNull();
    expect(directLink(styles('expandable'), [online], link, false)).toBeNull();
  });
});
