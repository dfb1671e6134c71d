// The date filters' strings (Jalali picker, ranges, periods) travel with the date filters' chunk.
import { addTranslations } from '../index';
import fa from '../locales/fa/filter-dates.json';
import en from '../locales/en/filter-dates.json';

addTranslations('filterDates', { fa, en });
