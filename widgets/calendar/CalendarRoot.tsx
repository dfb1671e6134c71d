// The calendar's View: the printed month read as markup data, one month switcher per mount point,
// and the view the option asks for (Gregorian as printed, or the Jalali month view).
import { useState } from 'react';
import type { ViewProps } from '../../src/runtime/types';
import { parseMonth } from '../../adapters/jet-engine/calendar';
import { createMonthSwitcher } from './calendar.connector';
import { Calendar } from './Calendar';
import { JalaliCalendar } from './JalaliCalendar';
import { jalaliOf, marksToday, type JalaliCell, type JalaliMonth } from './jalali';
import { loadJalaliMonth, loadMonth, monthCacheFor, type MonthNodes, type MonthSource } from './months';
import type { CalendarWidgetProps } from './schema';
import { useSwitcher } from './use-switcher';

export function CalendarRoot({ props, element, settings, signal }: ViewProps<CalendarWidgetProps>) {
  const { markup, jalali, ...calendar } = props;
  const [source] = useState<MonthSource>(() => ({ settings, props: calendar, printed: markup, cache: monthCacheFor(calendar, markup) }));
  if (jalali) return <Jalali source={source} element={element} signal={signal} />;
  return <Gregorian source={source} element={element} signal={signal} />;
}

interface PartProps {
  source: MonthSource;
  element: HTMLElement;
  signal: AbortSignal;
}

function Gregorian({ source, element, signal }: PartProps) {
  const switcher = useSwitcher(signal, () => createMonthSwitcher<string, MonthNodes>({ initial: { month: source.props.month, content: source.printed }, load: (month, hooks) => loadMonth(source, month, hooks) }));
  return <Calendar props={source.props} markup={source.printed} element={element} switcher={switcher} />;
}

function Jalali({ source, element, signal }: PartProps) {
  const [today] = useState(() => new Date());
  // Today's month when the printed month marks today, else the Jalali month around the printed one's middle.
  const [start] = useState<JalaliMonth>(() => {
    const printed = parseMonth(source.props.month) ?? { year: today.getFullYear(), month: today.getMonth() + 1 };
    return marksToday(source.printed) ? jalaliOf(today.getFullYear(), today.getMonth() + 1, today.getDate()) : jalaliOf(printed.year, printed.month, 15);
  });
  const switcher = useSwitcher(signal, () => createMonthSwitcher<JalaliMonth, JalaliCell[][]>({ initial: null, load: (month, hooks) => loadJalaliMonth(source, month, hooks, today) }));
  return <JalaliCalendar markup={source.printed} element={element} start={start} switcher={switcher} />;
}
