// Drop-in for JetEngine's listing-calendar script on the `.jet-calendar` its PHP prints, as a React
// root hydrated over it (CalendarRoot.tsx): previous and next month (and Vitrin's month and year
// selects) fetch the month from the page URL as the PHP expects and draw its HTML in place of the
// month shown; months already seen come from a cache for as long as the settings allow. The nav
// links are buttons, the mobile day rows disclosure buttons, and keyboard focus stays on the control
// used. With the Jalali option, the Jalali month view (JalaliCalendar.tsx).
import { defineWidget } from '../../src/runtime/types';
import { CALENDAR_SELECTOR } from '../../adapters/jet-engine/calendar';
import { CalendarRoot } from './CalendarRoot';
import { calendarWidgetSchema, readCalendarWidget, type CalendarWidgetProps } from './schema';
import './calendar.css';

export const calendar = defineWidget<CalendarWidgetProps>({
  name: 'calendar',
  kind: 'root',
  // The View's first render is the printed month node for node: React adopts the server's nodes
  // (no flash, no rebuilt images), then adds its controls before the first paint.
  hydrate: true,
  defer: 'eager',
  schema: calendarWidgetSchema,
  markup: [{ selector: CALENDAR_SELECTOR, read: readCalendarWidget }],
  View: CalendarRoot,
});
