// JetEngine 3.5.2's listing calendar contract (frontend.js L1999-2040, modules/calendar/,
// contracts.md §2.2): the `.jet-calendar` markup (`data-settings` JSON, `data-post`, nav links
// whose `data-month` is PHP's English `date('F Y')`), and the month request: a POST to
// `JetEngineSettings.ajaxlisting` (the page's own URL) with `jet_engine_action=
// jet_engine_calendar_get_month`, `month`, `settings`, `post`; answer {success, data:{content}}.
import * as z from 'zod/mini';
import type { PageSettings } from '../../src/host/settings';
import { request } from '../http/client';
import type { TransportError } from '../http/errors';
import type { FormFields, FormValue } from '../http/form';
import { waitPolicy, type WaitHooks } from '../http/waits';

export const CALENDAR_SELECTOR = '.jet-calendar[data-settings]';
export const CALENDAR_NAV_SELECTOR = '.jet-calendar-nav__link[data-month]';
export const CALENDAR_DAY_SELECTOR = 'td.jet-calendar-week__day';
export const CALENDAR_MOBILE_TRIGGER_SELECTOR = '.jet-calendar-week__day-mobile-trigger';
export const CALENDAR_LOADING_CLASS = 'jet-calendar-loading';

export const ENGLISH_MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'] as const;

const formValue: z.ZodMiniType<FormValue> = z.lazy(() => z.union([z.string(), z.number(), z.boolean(), z.null(), z.array(formValue), z.record(z.string(), formValue)]));

export const calendarPropsSchema = z.object({
  /** The calendar widget's settings as its PHP printed them: sent back unchanged. */
  settings: z.record(z.string(), formValue),
  post: z.string(),
  /** English `F Y` of the month shown, derived from the nav links. */
  month: z.string().check(z.regex(/^(January|February|March|April|May|June|July|August|September|October|November|December) \d{4}$/)),
});
export type CalendarProps = z.infer<typeof calendarPropsSchema>;

function monthIndex(text: string): { year: number; month: number } | null {
  const match = /^([A-Z][a-z]+) (\d{4})$/.exec(text.trim());
  const month = match ? ENGLISH_MONTHS.indexOf(match[1] as (typeof ENGLISH_MONTHS)[number]) : -1;
  return match && month >= 0 ? { year: Number(match[2]), month: month + 1 } : null;
}

/** `October 2026` ± n months. */
export function shiftMonth(text: string, by: number): string | null {
  const at = monthIndex(text);
  if (!at) return null;
  const total = at.year * 12 + (at.month - 1) + by;
  return `${ENGLISH_MONTHS[((total % 12) + 12) % 12]} ${Math.floor(total / 12)}`;
}

export function parseMonth(text: string): { year: number; month: number } | null {
  return monthIndex(text);
}

export function monthText(year: number, month: number): string {
  return `${ENGLISH_MONTHS[month - 1] ?? 'January'} ${year}`;
}

/** Reads the calendar the PHP printed; the month shown is the one after "previous" (or before "next"). */
export function readCalendar(element: HTMLElement): unknown {
  let settings: unknown = null;
  try {
    settings = JSON.parse(element.getAttribute('data-settings') ?? '');
  } catch {
    settings = null;
  }
  const prev = element.querySelector('.nav-link-prev[data-month]')?.getAttribute('data-month');
  const next = element.querySelector('.nav-link-next[data-month]')?.getAttribute('data-month');
  const month = (prev ? shiftMonth(prev, 1) : null) ?? (next ? shiftMonth(next, -1) : null) ?? '';
  return { settings, post: element.getAttribute('data-post') ?? '', month };
}

const cacheSettingsSchema = z.object({
  cache_timeout: z.catch(z.optional(z.union([z.number(), z.string()])), undefined),
  max_cache: z.catch(z.optional(z.union([z.number(), z.string()])), undefined),
});

/** Cache settings (spec §3, §9): seconds (0 or absent disables, negative never expires), at most 12 months. */
export function readCacheSettings(settings: CalendarProps['settings']): { timeoutSeconds: number; max: number } {
  const parsed = cacheSettingsSchema.safeParse(settings);
  const data = parsed.success ? parsed.data : {};
  const timeout = Number(data.cache_timeout ?? 0);
  const max = Number.parseInt(String(data.max_cache ?? 12), 10);
  return { timeoutSeconds: Number.isFinite(timeout) ? timeout : 0, max: Number.isFinite(max) && max > 0 ? Math.min(max, 12) : 12 };
}

function listingUrl(settings: PageSettings): string {
  const parsed = z.safeParse(z.object({ ajaxlisting: z.string().check(z.minLength(1)) }), settings.global('JetEngineSettings'));
  return parsed.success ? parsed.data.ajaxlisting : location.href;
}

export function monthRequestBody(props: CalendarProps, month: string): FormFields {
  return { jet_engine_action: 'jet_engine_calendar_get_month', month, settings: props.settings, post: props.post };
}

/** An element with the class `jet-calendar` somewhere in the HTML (the month's own calendar). */
const CALENDAR_ELEMENT = /<[a-z][^>]*\sclass\s*=\s*["']?(?:[^"'>]*\s)?jet-calendar(?:["'\s>/]|$)/i;

/**
 * `{success:true, data:{content}}`: frontend.js puts `content` in place of the calendar
 * (`$calendar.replaceWith(content)`), so it must be the month's HTML with its `.jet-calendar`
 * (issue 30). Anything else is a failure and the month shown stays, never a blank calendar.
 */
export const monthAnswerSchema = z.object({
  success: z.literal(true),
  data: z.object({ content: z.string().check(z.refine((html) => CALENDAR_ELEMENT.test(html), { message: 'content: no .jet-calendar' })) }),
});

export type MonthOutcome = { kind: 'ok'; content: string } | { kind: 'failed'; error: TransportError | null };

/** Waits as the `read` kind says (a slow note at 2.5 s through `hooks.onSlow`, the limit at 15 s). */
export async function getMonth(settings: PageSettings, props: CalendarProps, month: string, signal?: AbortSignal, hooks: WaitHooks = {}): Promise<MonthOutcome> {
  const result = await request({
    url: listingUrl(settings),
    method: 'POST',
    form: monthRequestBody(props, month),
    ajax: true,
    signal,
    wait: { ...waitPolicy('read', settings), ...hooks },
    response: { kind: 'json', schema: monthAnswerSchema },
  });
  return result.ok ? { kind: 'ok', content: result.value.data.content } : { kind: 'failed', error: result.error };
}
