// NinjaTeam "WP Chat App" (whatsapp-for-wordpress): the objects its PHP localizes and the
// container it prints (contracts.md §7). `njt_wa_global` carries the site-wide part (timezone,
// i18n, URL settings, default avatar), `njt_wa` the accounts and the widget options; the plugin's
// script passes both to `createWidget(#wa, …)`, which is the shape our props take too.
// Everything is parsed leniently: one malformed account or option falls back to its default and
// the rest of the widget stays usable.
import * as z from 'zod/mini';
import type { PageSettings } from '../../src/host/settings';

export const WHATSAPP_CONTAINER_SELECTOR = '#wa';
export const WHATSAPP_GLOBAL = 'njt_wa_global';
export const WHATSAPP_WIDGET = 'njt_wa';

export const WEEKDAYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

const text = z.catch(z.pipe(z.union([z.string(), z.number()]), z.transform((v) => String(v))), '');
const anything = z.catch(z.unknown(), undefined);
const record = z.catch(z.record(z.string(), z.unknown()), {});

/** The props of the chat widget: `createWidget`'s second argument (canonical mounts pass it as JSON). */
export const chatPropsSchema = z.object({
  accounts: z.catch(z.array(z.unknown()), []),
  timezone: z.catch(z.string(), ''),
  gdprStatus: anything,
  defaultAvatar: z.catch(z.string(), ''),
  options: record,
  urlSettings: record,
  i18n: record,
});
export type ChatProps = z.infer<typeof chatPropsSchema>;

const slotSchema = z.object({ startTime: text, endTime: text });
const daySchema = z.object({
  isWorkingOnDay: anything,
  workHours: z.catch(z.array(z.catch(slotSchema, { startTime: '', endTime: '' })), []),
});
const accountSchema = z.object({
  accountId: text,
  accountName: text,
  title: text,
  avatar: text,
  number: text,
  predefinedText: text,
  willBeBackText: text,
  dayOffsText: text,
  isAlwaysAvailable: anything,
  daysOfWeekWorking: record,
});

export interface WorkSlot {
  start: string;
  end: string;
}
export interface WorkDay {
  working: boolean;
  slots: WorkSlot[];
}
export interface ChatAgent {
  id: string;
  /** Raw from the server: may carry markup; the view strips it. */
  name: string;
  title: string;
  avatar: string;
  number: string;
  predefinedText: string;
  willBeBackText: string;
  dayOffText: string;
  alwaysAvailable: boolean;
  week: Record<Weekday, WorkDay>;
}

export type WidgetType = 'simple' | 'expandable' | 'other';
export type LinkMode = 'api' | 'web' | 'protocol';
export type PageCondition = 'all' | 'include' | 'exclude';

export interface ChatConfig {
  agents: ChatAgent[];
  timezone: string;
  gdpr: { required: boolean; content: string };
  defaultAvatar: string;
  display: {
    showOnDesktop: boolean;
    showOnMobile: boolean;
    timeSymbols: { hours: string; minutes: string };
    pages: { condition: PageCondition; ids: string[] };
    posts: { condition: PageCondition; ids: string[] };
  };
  hideOfflineAgents: boolean;
  analytics: { facebook: boolean; google: boolean; ga4: boolean };
  styles: {
    widgetType: WidgetType;
    shape: 'round' | 'square';
    label: string;
    textColor: string;
    backgroundColor: string;
    title: string;
    description: string;
    responseText: string;
    btnLabel: string;
    showBtnLabel: boolean;
    position: 'left' | 'right';
    leftDistance: number;
    rightDistance: number;
    bottomDistance: number;
    btnLabelWidth: number;
    titleSize: number;
    descriptionSize: number;
    accountNameSize: number;
    regularTextSize: number;
    showScroll: boolean;
    scrollHeight: number;
  };
  urls: { desktop: LinkMode; mobile: LinkMode; newTab: boolean };
  labels: { online: string; offline: string };
}

/** The plugin writes ON/OFF; WordPress options also come as booleans, 1/0 or "true". */
export function flag(value: unknown, fallback = false): boolean {
  if (value === undefined || value === null || value === '') return fallback;
  if (typeof value === 'boolean') return value;
  return /^(on|1|true|yes)$/i.test(String(value).trim());
}

function str(source: Record<string, unknown>, key: string, fallback = ''): string {
  const value = source[key];
  return typeof value === 'string' ? value : typeof value === 'number' ? String(value) : fallback;
}

/** A size or distance in px: numbers or numeric strings ("20", "20px"), within sane bounds. */
function px(source: Record<string, unknown>, key: string, fallback: number, max = 2000): number {
  const parsed = Number.parseFloat(str(source, key));
  return Number.isFinite(parsed) && parsed >= 0 && parsed <= max ? parsed : fallback;
}

function obj(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

function linkMode(value: unknown): LinkMode {
  return value === 'web' || value === 'protocol' ? value : 'api';
}

function idList(value: unknown): string[] {
  const list = Array.isArray(value) ? value : typeof value === 'string' ? value.split(',') : [];
  return list.map((v) => String(v).trim()).filter((v) => /^\d+$/.test(v));
}

function condition(value: unknown): PageCondition {
  const v = String(value ?? '').toLowerCase();
  return v.startsWith('include') ? 'include' : v.startsWith('exclude') ? 'exclude' : 'all';
}

function parseAgent(raw: unknown, index: number): ChatAgent | null {
  const parsed = accountSchema.safeParse(raw);
  if (!parsed.success) return null;
  const a = parsed.data;
  const week = {} as Record<Weekday, WorkDay>;
  for (const day of WEEKDAYS) {
    const d = daySchema.safeParse(a.daysOfWeekWorking[day]);
    week[day] = d.success
      ? { working: flag(d.data.isWorkingOnDay), slots: d.data.workHours.map((s) => ({ start: s.startTime, end: s.endTime })) }
      : { working: false, slots: [] };
  }
  return {
    id: a.accountId || String(index),
    name: a.accountName,
    title: a.title,
    avatar: a.avatar,
    number: a.number,
    predefinedText: a.predefinedText,
    willBeBackText: a.willBeBackText,
    dayOffText: a.dayOffsText,
    alwaysAvailable: flag(a.isAlwaysAvailable),
    week,
  };
}

export function toChatConfig(props: ChatProps): ChatConfig {
  const options = obj(props.options);
  const display = obj(options.display);
  const styles = obj(options.styles);
  const analytics = obj(options.analytics);
  const accounts = obj(options.accounts);
  const [hours = 'h', minutes = 'm'] = str(display, 'time_symbols', 'h:m').split(':');
  const agents = props.accounts.map(parseAgent).filter((a): a is ChatAgent => a !== null);
  const widgetType = str(styles, 'widgetType', 'expandable');
  return {
    agents,
    timezone: props.timezone,
    gdpr: { required: flag(styles.isShowGDPR) && flag(props.gdprStatus), content: str(styles, 'gdprContent') },
    defaultAvatar: props.defaultAvatar,
    display: {
      showOnDesktop: flag(display.showOnDesktop, true),
      showOnMobile: flag(display.showOnMobile, true),
      timeSymbols: { hours, minutes },
      pages: { condition: condition(display.displayCondition), ids: idList(display.displayCondition === 'includePages' ? display.includePages : display.excludePages) },
      posts: { condition: condition(display.postsCondition), ids: idList(display.postsCondition === 'includePosts' ? display.includePosts : display.excludePosts) },
    },
    hideOfflineAgents: flag(accounts.hideOfflineAgents),
    analytics: { facebook: flag(analytics.enabledFacebook), google: flag(analytics.enabledGoogle), ga4: flag(analytics.enabledGoogleGA4) },
    styles: {
      widgetType: widgetType === 'simple' || widgetType === 'expandable' ? widgetType : 'other',
      shape: str(styles, 'type') === 'square' ? 'square' : 'round',
      label: str(styles, 'label'),
      textColor: str(styles, 'textColor'),
      backgroundColor: str(styles, 'backgroundColor'),
      title: str(styles, 'title'),
      description: str(styles, 'description'),
      responseText: str(styles, 'responseText'),
      btnLabel: str(styles, 'btnLabel'),
      showBtnLabel: flag(styles.isShowBtnLabel),
      position: str(styles, 'btnPosition') === 'left' ? 'left' : 'right',
      leftDistance: px(styles, 'btnLeftDistance', 30),
      rightDistance: px(styles, 'btnRightDistance', 30),
      bottomDistance: px(styles, 'btnBottomDistance', 30),
      btnLabelWidth: px(styles, 'btnLabelWidth', 156, 600),
      titleSize: px(styles, 'titleSize', 18, 64),
      descriptionSize: px(styles, 'descriptionTextSize', 12, 64),
      accountNameSize: px(styles, 'accountNameSize', 14, 64),
      regularTextSize: px(styles, 'regularTextSize', 11, 64),
      showScroll: flag(styles.isShowScroll),
      scrollHeight: px(styles, 'scrollHeight', 500, 4000),
    },
    urls: {
      desktop: linkMode(props.urlSettings.onDesktop),
      mobile: linkMode(props.urlSettings.onMobile),
      newTab: flag(props.urlSettings.openInNewTab, true),
    },
    labels: { online: str(props.i18n, 'online'), offline: str(props.i18n, 'offline') },
  };
}

/** Drop-in mode: the `#wa` container plus the two localized objects, joined as createWidget joins them. */
export function readWhatsAppMarkup(settings: PageSettings): unknown {
  const global = obj(settings.global(WHATSAPP_GLOBAL));
  const widget = obj(settings.global(WHATSAPP_WIDGET));
  return {
    accounts: widget.accounts,
    gdprStatus: widget.gdprStatus,
    options: widget.options,
    timezone: global.timezone,
    i18n: global.i18n,
    urlSettings: global.urlSettings,
    defaultAvatar: global.defaultAvatarUrl,
  };
}
