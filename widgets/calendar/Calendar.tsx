// JetEngine's listing calendar (Gregorian months, as its PHP prints them) as a React root hydrated
// over the printed `.jet-calendar`: the first render is the printed month node for node (the
// server's nodes adopted), the next, before the first paint, makes the nav links and the mobile day
// triggers buttons, adds the month and year selects and the status line. A new month's markup (the
// server's HTML, sanitised into markup data) is drawn in place of the last: the caption's controls
// keep their nodes, so focus stays on the one pressed; the weeks are drawn anew (keyed per month),
// as JetEngine's `replaceWith` gave them fresh nodes.
import { useState } from 'react';
import { useSignals } from '@preact/signals-react/runtime';
import { t } from '../../src/i18n';
import { toPersianDigits } from '../../src/i18n/format';
import { findAll, hasClass, textOf, type MarkupElement } from '../../src/ui/markup';
import { ServerMarkup, type MarkupOverride } from '../../src/ui/ServerMarkup';
import { useContainerState, useHydrated } from '../../src/ui/useHydrated';
import { CALENDAR_LOADING_CLASS, monthText, parseMonth, type CalendarProps } from '../../adapters/jet-engine/calendar';
import type { MonthSwitcher } from './calendar.connector';
import type { MonthNodes } from './months';
import { classWith, dayTrigger, drawn, MonthNotes, pressable, useFocusReturn } from './parts';

type Control = 'prev' | 'next' | 'month' | 'year';
const CONTROL_SELECTOR: Record<Control, string> = {
  prev: '.nav-link-prev',
  next: '.nav-link-next',
  month: '.vitrin-calendar-pickers select[data-part="month"]',
  year: '.vitrin-calendar-pickers select[data-part="year"]',
};
/** Years offered around the month shown. */
const YEARS_AROUND = 5;

/** «نوامبر ۲۰۲۶» for `November 2026`. */
export function persianMonth(english: string): string {
  const at = parseMonth(english);
  if (!at) return english;
  const names = t('calendar:months').split('|');
  return `${names[at.month - 1] ?? ''} ${toPersianDigits(at.year)}`;
}

export interface CalendarViewProps {
  props: CalendarProps;
  /** The printed `.jet-calendar`'s children (sanitised markup data). */
  markup: MonthNodes;
  element: HTMLElement;
  switcher: MonthSwitcher<string, MonthNodes>;
}

export function Calendar({ props, markup, element, switcher }: CalendarViewProps) {
  useSignals();
  const hydrated = useHydrated();
  const shown = switcher.shown.value ?? { month: props.month, content: markup, serial: 0 };
  const wait = switcher.wait.value;
  const [openDay, setOpenDay] = useState<MarkupElement | null>(null);
  const [used, setUsed] = useState<Control>('next');
  const remember = useFocusReturn(element, wait.kind !== 'busy');
  useContainerState(element, { classes: { [CALENDAR_LOADING_CLASS]: wait.kind === 'busy' }, attributes: { 'aria-busy': wait.kind === 'busy' ? 'true' : null } });

  const go = (month: string | null | undefined, control: Control) => {
    if (!month) return;
    remember(CONTROL_SELECTOR[control]);
    setUsed(control);
    switcher.go(month);
  };
  const retry = () => {
    remember(CONTROL_SELECTOR[used]);
    switcher.retry();
  };
  // The selects name the month asked for while it comes, and the month shown otherwise.
  const picked = wait.kind === 'busy' ? wait.target : shown.month;

  const day = (td: MarkupElement, key: number) => {
    const date = textOf(findAll(td.children, (el) => hasClass(el, 'jet-calendar-week__day-date'))[0]?.children ?? []).trim();
    const open = openDay === td;
    const trigger = dayTrigger({
      label: t('calendar:dayEvents', { day: `${toPersianDigits(date)} ${persianMonth(shown.month)}` }),
      open,
      toggle: () => setOpenDay(open ? null : td),
    });
    return drawn(td, key, { className: classWith(td, 'calendar-event-active', open) }, hydrated ? trigger : undefined);
  };
  const override: MarkupOverride = (el, key) => {
    if (hasClass(el, 'jet-calendar-caption__wrap')) {
      return [drawn(el, key, {}, override), hydrated ? <MonthNotes key="notes" wait={wait} shownText={shown.serial ? persianMonth(shown.month) : ''} title={persianMonth} onRetry={retry} /> : null];
    }
    if (hasClass(el, 'jet-calendar-caption__name')) {
      return [drawn(el, key), hydrated ? <Pickers key="pickers" month={picked} onPick={(month, control) => go(month, control)} /> : null];
    }
    if (hasClass(el, 'jet-calendar-nav__link') && el.attrs['data-month'] && hydrated) {
      const target = el.attrs['data-month'];
      const previous = hasClass(el, 'nav-link-prev');
      return drawn(el, key, pressable(t(previous ? 'calendar:prev' : 'calendar:next', { month: persianMonth(target) }), () => go(target, previous ? 'prev' : 'next')));
    }
    // The weeks: drawn anew for each month (other scripts' marks on the last month's events go with it).
    if (el.tag === 'tbody') return drawn(el, `month-${shown.serial}`, {}, override);
    if (el.tag === 'td' && hasClass(el, 'jet-calendar-week__day')) return day(el, key);
    return undefined;
  };
  return <ServerMarkup nodes={shown.content} override={override} />;
}

function Pickers({ month, onPick }: { month: string; onPick(month: string, control: 'month' | 'year'): void }) {
  const at = parseMonth(month) ?? { year: new Date().getFullYear(), month: 1 };
  const years = Array.from({ length: YEARS_AROUND * 2 + 1 }, (_, i) => at.year - YEARS_AROUND + i);
  return (
    <div className="vitrin-calendar-pickers">
      <select aria-label={t('calendar:month')} data-part="month" value={String(at.month)} onChange={(event) => onPick(monthText(at.year, Number(event.currentTarget.value)), 'month')}>
        {t('calendar:months').split('|').map((name, i) => (
          <option key={name} value={String(i + 1)}>{name}</option>
        ))}
      </select>
      <select aria-label={t('calendar:year')} data-part="year" value={String(at.year)} onChange={(event) => onPick(monthText(Number(event.currentTarget.value), at.month), 'year')}>
        {years.map((year) => (
          <option key={year} value={String(year)}>{toPersianDigits(year)}</option>
        ))}
      </select>
    </div>
  );
}
