// The calendar root's props: JetEngine's calendar as read from its markup (adapters/jet-engine), the
// printed month as markup data, and whether the Jalali view was asked for.
import * as z from 'zod/mini';
import { calendarPropsSchema, readCalendar } from '../../adapters/jet-engine/calendar';
import { readMarkup, type MarkupNode } from '../../src/ui/markup';

/** Class on the calendar or an ancestor (e.g. the page-builder widget's CSS classes): the Jalali month view. */
export const JALALI_OPTION_CLASS = 'vitrin-calendar-jalali';

// Markup data comes from readMarkup (sanitised as it is read); its shape is that reader's type.
const markupNode = z.custom<MarkupNode>((node) => typeof node === 'string' || (typeof node === 'object' && node !== null && 'tag' in node));

export const calendarWidgetSchema = z.object({ ...calendarPropsSchema.shape, markup: z.array(markupNode), jalali: z.boolean() });
export type CalendarWidgetProps = z.infer<typeof calendarWidgetSchema>;

export function readCalendarWidget(element: HTMLElement): unknown {
  const calendar = readCalendar(element);
  return calendar !== null && typeof calendar === 'object' ? { ...calendar, markup: readMarkup(element), jalali: element.closest(`.${JALALI_OPTION_CLASS}`) !== null } : calendar;
}
