// The date range and date period filters with the Jalali picker: a chunk of their own, downloaded
// only by pages that print a date filter (it is the largest part of the filter family).
import '../../src/i18n/namespaces/filters';
import '../../src/i18n/namespaces/filter-dates';
import { filterWidget } from './shared';
import { enhanceDateRange } from './dates';
import { enhanceDatePeriod } from './date-period';
import './filters.css';

export const JSF_DATE_RANGE_SELECTOR = '[data-smart-filter="date-range"]';
export const JSF_DATE_PERIOD_SELECTOR = '[data-smart-filter="date-period"]';

export const jsfDateRange = filterWidget('jsf-date-range', JSF_DATE_RANGE_SELECTOR, 'date-range', enhanceDateRange);
export const jsfDatePeriod = filterWidget('jsf-date-period', JSF_DATE_PERIOD_SELECTOR, 'date-period', enhanceDatePeriod);
