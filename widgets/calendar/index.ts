// Drop-in for JetEngine's listing-calendar script on the `.jet-calendar` its PHP prints: previous
// and next month (and Vitrin's month and year selects) fetch the month from the page URL as the
// PHP expects and put its HTML in place of the calendar; months already seen come from a cache
// for as long as the settings allow. The nav links become real buttons, the mobile day rows
// disclosure buttons, and keyboard focus survives the swap.
import { defineWidget } from '../../src/runtime/types';
import { emit } from '../../src/host/events';
import { t } from '../../src/i18n';
import { toPersianDigits } from '../../src/i18n/format';
import '../../src/i18n/namespaces/calendar';
import {
  CALENDAR_DAY_SELECTOR, CALENDAR_LOADING_CLASS, CALENDAR_MOBILE_TRIGGER_SELECTOR, CALENDAR_NAV_SELECTOR, CALENDAR_SELECTOR,
  calendarPropsSchema, getMonth, parseMonth, readCacheSettings, readCalendar, type CalendarProps,
} from '../../adapters/jet-engine/calendar';
import { createMonthCache, directionOf, type MonthCache } from './calendar.connector';
import { addPickers, type PickerControl } from './pickers';
import { JALALI_OPTION_CLASS, jalaliView } from './jalali-view';
import { jalaliTitle } from './jalali';
import { showFailedNote, showSlowNote } from '../../src/ui/wait-note';
import './calendar.css';

/** Per calendar (listing + post): survives the swap of the element, as the month changes. */
const caches = new Map<string, MonthCache>();
/** The control the shopper used, to focus its twin in the month that replaces this one. */
const focusAfterSwap = new Map<string, PickerControl | 'prev' | 'next'>();

function persianMonth(english: string): string {
  const at = parseMonth(english);
  if (!at) return english;
  const names = t('calendar:months').split('|');
  return `${names[at.month - 1] ?? ''} ${toPersianDigits(at.year)}`;
}

function calendarKey(props: CalendarProps): string {
  const listing = props.settings['lisitng_id'] ?? props.settings['listing_id'] ?? '';
  return `${String(listing)}:${props.post}`;
}

function asButton(el: HTMLElement, label: string): void {
  el.setAttribute('role', 'button');
  el.setAttribute('tabindex', '0');
  el.setAttribute('aria-label', label);
}

export const calendar = defineWidget<CalendarProps>({
  name: 'calendar',
  kind: 'enhance',
  schema: calendarPropsSchema,
  markup: [{ selector: CALENDAR_SELECTOR, read: readCalendar }],
  enhance(props, { element, settings, signal }) {
    const key = calendarKey(props);
    const { timeoutSeconds, max } = readCacheSettings(props.settings);
    let cache = caches.get(key);
    if (!cache) {
      cache = createMonthCache({ timeoutSeconds, max, now: () => Date.now() });
      caches.set(key, cache);
    }
    const months = cache;
    // The month as printed: coming back to it costs nothing either.
    if (!months.get(props.month)) months.set(props.month, element.outerHTML);

    if (element.closest(`.${JALALI_OPTION_CLASS}`)) {
      element.addEventListener('click', (event) => {
        const trigger = event.target instanceof Element ? event.target.closest<HTMLElement>(CALENDAR_MOBILE_TRIGGER_SELECTOR) : null;
        if (trigger) toggleDay(element, trigger);
      }, { signal });
      element.addEventListener('keydown', (event) => pressOnKey(event, CALENDAR_MOBILE_TRIGGER_SELECTOR), { signal });
      return jalaliView(element, props, settings, months, signal, (grid, month) => labelDays(grid, (day) => `${day} ${jalaliTitle(month)}`));
    }

    const doc = element.ownerDocument;
    const status = doc.createElement('p');
    status.className = 'vitrin-calendar-status';
    status.setAttribute('role', 'status');
    element.querySelector('.jet-calendar-caption__wrap')?.after(status);
    let busy: AbortController | null = null;

    const swap = (content: string) => {
      const template = doc.createElement('template');
      template.innerHTML = content.trim();
      const fresh = template.content.querySelector<HTMLElement>('.jet-calendar') ?? template.content.firstElementChild;
      if (fresh instanceof HTMLElement) element.replaceWith(fresh);
    };

    // The month and year selects say the month shown; a month that could not come puts them back.
    const showPicked = (month: string) => {
      const at = parseMonth(month);
      if (!at) return;
      pickers.month.value = String(at.month);
      pickers.year.value = String(at.year);
    };

    const go = (month: string | null, control: PickerControl | 'prev' | 'next') => {
      if (!month || busy || signal.aborted) return;
      element.querySelector('.vitrin-calendar-failed')?.remove();
      focusAfterSwap.set(key, control);
      const cached = months.get(month);
      if (cached) {
        swap(cached);
        return;
      }
      busy = new AbortController();
      const request = busy;
      signal.addEventListener('abort', () => request.abort(), { once: true });
      element.classList.add(CALENDAR_LOADING_CLASS);
      element.setAttribute('aria-busy', 'true');
      status.textContent = t('calendar:loading', { month: persianMonth(month) });
      emit('jet-engine-request-calendar', { target: document, nativeOnly: false });
      let hideSlow = (): void => undefined;
      const onSlow = () => {
        hideSlow = showSlowNote(status, t('calendar:slow'), 'after', 'vitrin-calendar-slow');
      };
      void getMonth(settings, props, month, request.signal, { onSlow }).then((outcome) => {
        busy = null;
        hideSlow();
        if (request.signal.aborted) return;
        element.classList.remove(CALENDAR_LOADING_CLASS);
        element.removeAttribute('aria-busy');
        if (outcome.kind === 'ok') {
          months.set(month, outcome.content);
          swap(outcome.content);
          return;
        }
        // JetEngine leaves a failed month alone; the shopper is told, the month stays and the
        // selects go back to it (the calendar never names a month it does not show), with a retry.
        focusAfterSwap.delete(key);
        showPicked(props.month);
        status.textContent = '';
        const text = t(outcome.error?.kind === 'timeout' ? 'calendar:timeout' : 'calendar:failed', { month: persianMonth(month) });
        showFailedNote(status, { text, retryText: t('calendar:retry'), retry: () => go(month, control), where: 'after', className: 'vitrin-calendar-failed', retryClassName: 'vitrin-calendar-retry' });
        console.warn(`[vitrin] calendar: ${month} could not be loaded (${outcome.error?.kind ?? 'bad answer'}); the month shown stays`);
      });
    };

    for (const link of element.querySelectorAll<HTMLElement>(CALENDAR_NAV_SELECTOR)) {
      const direction = directionOf(link);
      const target = link.getAttribute('data-month') ?? '';
      asButton(link, t(direction < 0 ? 'calendar:prev' : 'calendar:next', { month: persianMonth(target) }));
    }
    const pickers = addPickers(element, props.month, (picked, control) => go(picked, control));

    element.addEventListener('click', (event) => {
      const target = event.target instanceof Element ? event.target : null;
      const link = target?.closest<HTMLElement>(CALENDAR_NAV_SELECTOR);
      if (link && element.contains(link)) {
        event.preventDefault();
        go(link.getAttribute('data-month'), directionOf(link) < 0 ? 'prev' : 'next');
        return;
      }
      const trigger = target?.closest<HTMLElement>(CALENDAR_MOBILE_TRIGGER_SELECTOR);
      if (trigger) toggleDay(element, trigger);
    }, { signal });
    element.addEventListener('keydown', (event) => pressOnKey(event, `${CALENDAR_NAV_SELECTOR}, ${CALENDAR_MOBILE_TRIGGER_SELECTOR}`), { signal });
    labelDays(element, (date) => `${toPersianDigits(date)} ${persianMonth(props.month)}`);

    // Keyboard focus follows the shopper into the month that replaced the last one.
    const wanted = focusAfterSwap.get(key);
    if (wanted) {
      focusAfterSwap.delete(key);
      const target = wanted === 'prev' || wanted === 'next' ? element.querySelector<HTMLElement>(`.nav-link-${wanted}`) : pickers[wanted];
      target?.focus();
    }

    return () => {
      busy?.abort();
      status.remove();
      element.querySelector('.vitrin-calendar-failed')?.remove();
      pickers.month.closest('.vitrin-calendar-pickers')?.remove();
    };
  },
});

/** Enter and Space press the `div` buttons JetEngine prints. */
function pressOnKey(event: KeyboardEvent, selector: string): void {
  if (event.key !== 'Enter' && event.key !== ' ') return;
  const target = event.target instanceof HTMLElement ? event.target : null;
  if (!target?.matches(selector)) return;
  event.preventDefault();
  if (!event.repeat) target.click();
}

/** The mobile day triggers as disclosure buttons named after their day. */
function labelDays(root: ParentNode, dayName: (date: string) => string): void {
  for (const trigger of root.querySelectorAll<HTMLElement>(CALENDAR_MOBILE_TRIGGER_SELECTOR)) {
    const day = trigger.closest(CALENDAR_DAY_SELECTOR);
    const date = day?.querySelector('.jet-calendar-week__day-date')?.textContent?.trim() ?? '';
    asButton(trigger, t('calendar:dayEvents', { day: dayName(date) }));
    trigger.setAttribute('aria-expanded', String(day?.classList.contains('calendar-event-active') ?? false));
  }
}

function toggleDay(calendarElement: HTMLElement, trigger: HTMLElement): void {
  const day = trigger.closest(CALENDAR_DAY_SELECTOR);
  if (!day) return;
  const open = !day.classList.contains('calendar-event-active');
  for (const other of calendarElement.querySelectorAll(`${CALENDAR_DAY_SELECTOR}.calendar-event-active`)) {
    other.classList.remove('calendar-event-active');
    other.querySelector(CALENDAR_MOBILE_TRIGGER_SELECTOR)?.setAttribute('aria-expanded', 'false');
  }
  day.classList.toggle('calendar-event-active', open);
  trigger.setAttribute('aria-expanded', String(open));
}

