// The Jalali month view on a mounted calendar (option: class `vitrin-calendar-jalali` on the
// calendar or an ancestor, e.g. the page-builder widget). The server's Gregorian grid is hidden
// and a Jalali grid shown, with its own caption and previous/next buttons; the Gregorian months it
// needs come from the cache or the month request, exactly as the Gregorian view asks for them.
import { t } from '../../src/i18n';
import type { PageSettings } from '../../src/host/settings';
import { CALENDAR_LOADING_CLASS, getMonth, parseMonth, type CalendarProps } from '../../adapters/jet-engine/calendar';
import type { MonthCache } from './calendar.connector';
import { showFailedNote, showSlowNote } from '../../src/ui/wait-note';
import { dayCells, gregorianMonthsOf, jalaliOf, jalaliTitle, renderJalaliGrid, shiftJalali, type JalaliMonth } from './jalali';

export const JALALI_OPTION_CLASS = 'vitrin-calendar-jalali';

export function jalaliView(
  element: HTMLElement,
  props: CalendarProps,
  settings: PageSettings,
  months: MonthCache,
  signal: AbortSignal,
  onRendered: (grid: HTMLTableElement, month: JalaliMonth) => void,
): () => void {
  const doc = element.ownerDocument;
  const server = element.querySelector<HTMLTableElement>('table.jet-calendar-grid');
  if (!server) return () => undefined;
  const serverHtml = element.outerHTML;
  server.hidden = true;

  const caption = doc.createElement('div');
  caption.className = 'jet-calendar-caption__wrap vitrin-jalali-caption';
  const title = doc.createElement('div');
  title.className = 'jet-calendar-caption__name';
  title.setAttribute('aria-live', 'polite');
  const button = (which: 'prev' | 'next') => {
    const b = doc.createElement('button');
    b.type = 'button';
    b.className = `jet-calendar-nav__link nav-link-${which}`;
    b.innerHTML = '<svg viewBox="0 0 90 179" aria-hidden="true"><path transform="scale(0.1,-0.1) translate(0,-1536)" d="M627 992q0 -13 -10 -23l-393 -393l393 -393q10 -10 10 -23t-10 -23l-50 -50q-10 -10 -23 -10t-23 10l-466 466q-10 10 -10 23t10 23l466 466q10 10 23 10t23 -10l50 -50q10 -10 10 -23z"></path></svg>';
    return b;
  };
  const prev = button('prev');
  const next = button('next');
  const status = doc.createElement('p');
  status.className = 'vitrin-calendar-status';
  status.setAttribute('role', 'status');
  caption.append(title, prev, next);
  element.prepend(caption, status);

  const today = new Date();
  const shown = parseMonth(props.month) ?? { year: today.getFullYear(), month: today.getMonth() + 1 };
  const hasToday = server.querySelector('td.current-day') !== null;
  let current: JalaliMonth = hasToday ? jalaliOf(today.getFullYear(), today.getMonth() + 1, today.getDate()) : jalaliOf(shown.year, shown.month, 15);
  let grid: HTMLTableElement | null = null;
  let loading = false;

  const label = () => {
    title.textContent = jalaliTitle(current);
    prev.setAttribute('aria-label', t('calendar:prev', { month: jalaliTitle(shiftJalali(current, -1)) }));
    next.setAttribute('aria-label', t('calendar:next', { month: jalaliTitle(shiftJalali(current, 1)) }));
  };

  let timedOut = false;
  const htmlOf = async (month: string): Promise<string | null> => {
    const cached = months.get(month);
    if (cached) return cached;
    if (month === props.month) return serverHtml;
    // The read wait's slow note under the caption, as in the Gregorian view (issue 30).
    let hideSlow = (): void => undefined;
    const onSlow = () => {
      hideSlow = showSlowNote(status, t('calendar:slow'), 'after', 'vitrin-calendar-slow');
    };
    const outcome = await getMonth(settings, props, month, signal, { onSlow });
    hideSlow();
    if (outcome.kind !== 'ok') {
      timedOut = outcome.error?.kind === 'timeout';
      return null;
    }
    months.set(month, outcome.content);
    return outcome.content;
  };

  const show = async (month: JalaliMonth) => {
    if (loading || signal.aborted) return;
    loading = true;
    // A new ask: the last failure's message goes (its retry is this ask or a newer one).
    if (status.nextElementSibling?.classList.contains('vitrin-calendar-failed')) status.nextElementSibling.remove();
    element.classList.add(CALENDAR_LOADING_CLASS);
    element.setAttribute('aria-busy', 'true');
    const cells = new Map<string, HTMLElement>();
    let failed = false;
    for (const gregorian of gregorianMonthsOf(month)) {
      const html = await htmlOf(gregorian);
      if (html === null) {
        failed = true;
        break;
      }
      const template = doc.createElement('template');
      template.innerHTML = html;
      for (const [key, td] of dayCells(template.content, gregorian)) cells.set(key, td);
    }
    loading = false;
    element.classList.remove(CALENDAR_LOADING_CLASS);
    element.removeAttribute('aria-busy');
    if (signal.aborted) return;
    if (failed) {
      // The month shown stays, and so does its title; the message comes with a retry, as in the
      // Gregorian view (issue 30).
      status.textContent = '';
      const text = t(timedOut ? 'calendar:timeout' : 'calendar:failed', { month: jalaliTitle(month) });
      showFailedNote(status, { text, retryText: t('calendar:retry'), retry: () => void show(month), where: 'after', className: 'vitrin-calendar-failed', retryClassName: 'vitrin-calendar-retry' });
      return;
    }
    status.textContent = '';
    current = month;
    const fresh = renderJalaliGrid(doc, month, cells, today);
    if (grid) grid.replaceWith(fresh);
    else server.after(fresh);
    grid = fresh;
    label();
    onRendered(fresh, month);
  };

  prev.addEventListener('click', () => void show(shiftJalali(current, -1)), { signal });
  next.addEventListener('click', () => void show(shiftJalali(current, 1)), { signal });
  label();
  void show(current);

  return () => {
    caption.remove();
    status.remove();
    grid?.remove();
    server.hidden = false;
  };
}
