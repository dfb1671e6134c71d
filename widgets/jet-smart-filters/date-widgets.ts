// The date range and date period filters with the Jalali picker: a chunk of their own, downloaded
// only by pages that print a date filter (it is the largest part of the filter family). Both are
// React roots hydrated over the printed markup (DateRange.tsx, DatePeriod.tsx, DatePicker.tsx).
import '../../src/i18n/namespaces/filters';
import '../../src/i18n/namespaces/filter-dates';
import { readFilterAttributes } from '../../adapters/jet-smart-filters/markup';
import { readMarkup } from '../../src/ui/markup';
import { filterRoot } from './root';
import { DateRange } from './DateRange';
import { DatePeriod } from './DatePeriod';
import { periodTypeOf } from './dates.connector';
import './filters.css';

export const JSF_DATE_RANGE_SELECTOR = '[data-smart-filter="date-range"]';
export const JSF_DATE_PERIOD_SELECTOR = '[data-smart-filter="date-period"]';

export const jsfDateRange = filterRoot({
  name: 'jsf-date-range',
  selector: JSF_DATE_RANGE_SELECTOR,
  hydrate: true,
  read: (el) => ({ ...readFilterAttributes(el, 'date-range'), markup: readMarkup(el) }),
  View: DateRange,
});
export const jsfDatePeriod = filterRoot({
  name: 'jsf-date-period',
  selector: JSF_DATE_PERIOD_SELECTOR,
  hydrate: true,
  read: (el) => ({ ...readFilterAttributes(el, 'date-period'), markup: readMarkup(el), periodType: periodTypeOf(el.getAttribute('data-period-type')) }),
  View: DatePeriod,
});
