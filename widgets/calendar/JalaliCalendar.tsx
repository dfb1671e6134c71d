// The Jalali month view (option: class `vitrin-calendar-jalali` on the calendar or an ancestor), a
// React root hydrated over the printed `.jet-calendar`: the first render adopts the printed month;
// once the first Jalali month's Gregorian months have come (same request and cache as the Gregorian
// view: the wire is unchanged), one commit hides the printed grid (kept, and shown again at unmount)
// and adds a caption with the Jalali month's name and previous/next buttons, the status line and
// the Jalali grid.
import { useEffect, useState } from 'react';
import { useSignals } from '@preact/signals-react/runtime';
import { t } from '../../src/i18n';
import { toPersianDigits } from '../../src/i18n/format';
import { hasClass } from '../../src/ui/markup';
import { ServerMarkup } from '../../src/ui/ServerMarkup';
import { useContainerState, useHydrated } from '../../src/ui/useHydrated';
import { CALENDAR_LOADING_CLASS } from '../../adapters/jet-engine/calendar';
import type { MonthSwitcher } from './calendar.connector';
import { jalaliTitle, shiftJalali, WEEKDAYS_FROM_SATURDAY, WEEKDAYS_SHORT_FROM_SATURDAY, type JalaliCell, type JalaliMonth } from './jalali';
import type { MonthNodes } from './months';
import { dayTrigger, drawn, MonthNotes, useFocusReturn } from './parts';

export interface JalaliCalendarProps {
  markup: MonthNodes;
  element: HTMLElement;
  /** The month to open on (today's, or the printed month's). */
  start: JalaliMonth;
  switcher: MonthSwitcher<JalaliMonth, JalaliCell[][]>;
}

const CHEVRON = 'M627 992q0 -13 -10 -23l-393 -393l393 -393q10 -10 10 -23t-10 -23l-50 -50q-10 -10 -23 -10t-23 10l-466 466q-10 10 -10 23t10 23l466 466q10 10 23 10t23 -10l50 -50q10 -10 10 -23z';

export function JalaliCalendar({ markup, element, start, switcher }: JalaliCalendarProps) {
  useSignals();
  const hydrated = useHydrated();
  const shown = switcher.shown.value;
  const wait = switcher.wait.value;
  const [used, setUsed] = useState<'prev' | 'next'>('next');
  const remember = useFocusReturn(element, wait.kind !== 'busy');
  useContainerState(element, { classes: { [CALENDAR_LOADING_CLASS]: wait.kind === 'busy' }, attributes: { 'aria-busy': wait.kind === 'busy' ? 'true' : null } });
  // The first Jalali month is asked once mounted (it needs the Gregorian month after the printed one).
  useEffect(() => switcher.go(start), [switcher, start]);

  const current = shown?.month ?? start;
  const go = (which: 'prev' | 'next') => {
    remember(`.vitrin-jalali-caption .nav-link-${which}`);
    setUsed(which);
    switcher.go(shiftJalali(current, which === 'prev' ? -1 : 1));
  };
  const retry = () => {
    remember(`.vitrin-jalali-caption .nav-link-${used}`);
    switcher.retry();
  };
  const button = (which: 'prev' | 'next') => (
    <button type="button" className={`jet-calendar-nav__link nav-link-${which}`} aria-label={t(which === 'prev' ? 'calendar:prev' : 'calendar:next', { month: jalaliTitle(shiftJalali(current, which === 'prev' ? -1 : 1)) })} onClick={() => go(which)}>
      <svg viewBox="0 0 90 179" aria-hidden="true">
        <path transform="scale(0.1,-0.1) translate(0,-1536)" d={CHEVRON} />
      </svg>
    </button>
  );
  // The printed Gregorian month stays on screen until the first Jalali month can replace it in one
  // commit (caption and grid together: the least that moves); a first month that is slow or fails
  // brings its note, with the caption and its buttons for the retry.
  const jalaliShown = shown !== null;
  const showCaption = hydrated && (jalaliShown || wait.kind === 'failed');
  const showNotes = showCaption || (hydrated && wait.kind === 'busy' && wait.slow);
  return (
    <>
      {showCaption ? (
        <div className="jet-calendar-caption__wrap vitrin-jalali-caption">
          <div className="jet-calendar-caption__name">{jalaliTitle(current)}</div>
          {button('prev')}
          {button('next')}
        </div>
      ) : null}
      {showNotes ? <MonthNotes wait={wait} shownText={shown && shown.serial > 1 ? jalaliTitle(shown.month) : ''} title={jalaliTitle} onRetry={retry} /> : null}
      {/* The server's Gregorian grid: adopted as printed, then hidden while the Jalali one is shown. */}
      <ServerMarkup nodes={markup} override={(el, key) => (jalaliShown && el.tag === 'table' && hasClass(el, 'jet-calendar-grid') ? drawn(el, key, { hidden: true }) : undefined)} />
      {shown ? <JalaliGrid key={shown.serial} month={shown.month} weeks={shown.content} /> : null}
    </>
  );
}

/** The Jalali month with JetEngine's classes; each day's events are the server's, drawn as they came. */
export function JalaliGrid({ month, weeks }: { month: JalaliMonth; weeks: JalaliCell[][] }) {
  const [open, setOpen] = useState<string | null>(null);
  return (
    <table className="jet-calendar-grid vitrin-jalali-grid">
      <thead className="jet-calendar-header">
        <tr className="jet-calendar-header__week">
          {WEEKDAYS_FROM_SATURDAY.map((name, day) => (
            // The full name, read by screen readers everywhere; a phone shows the letter (calendar.css).
            <th key={name} className="jet-calendar-header__week-day" scope="col">
              <span className="vitrin-weekday-long">{name}</span>
              <span className="vitrin-weekday-short" aria-hidden="true">{WEEKDAYS_SHORT_FROM_SATURDAY[day]}</span>
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {weeks.map((week, row) => (
          <tr key={row} className="jet-calendar-week">
            {week.map((cell, col) => {
              if (cell.pad) return <td key={col} className="jet-calendar-week__day day-pad" />;
              const active = open === cell.gregorian;
              const classes = ['jet-calendar-week__day', cell.hasEvents ? 'has-events' : '', cell.today ? 'current-day' : '', active ? 'calendar-event-active' : ''].filter(Boolean).join(' ');
              const trigger = dayTrigger({ label: t('calendar:dayEvents', { day: `${toPersianDigits(cell.jd)} ${jalaliTitle(month)}` }), open: active, toggle: () => setOpen(active ? null : cell.gregorian) });
              return (
                <td key={col} className={classes} data-gregorian={cell.gregorian}>
                  <div className="jet-calendar-week__day-wrap">
                    <div className="jet-calendar-week__day-header">
                      <div className="jet-calendar-week__day-date">{toPersianDigits(cell.jd)}</div>
                    </div>
                    {cell.mobile ? <ServerMarkup nodes={[cell.mobile]} override={trigger} /> : null}
                    {cell.content ? <ServerMarkup nodes={[cell.content]} /> : <div className="jet-calendar-week__day-content" />}
                  </div>
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
