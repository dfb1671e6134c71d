// The month and year selects Vitrin adds to the calendar's caption (spec §2): picking either asks
// for that month (direction 0). Months in Persian with the Gregorian calendar the wire uses.
import { t } from '../../src/i18n';
import { toPersianDigits } from '../../src/i18n/format';
import { monthText, parseMonth } from '../../adapters/jet-engine/calendar';

export type PickerControl = 'month' | 'year';

/** Years offered around the month shown. */
const YEARS_AROUND = 5;

export function addPickers(
  calendarElement: HTMLElement,
  shown: string,
  onPick: (month: string, control: PickerControl) => void,
): Record<PickerControl, HTMLSelectElement> {
  const doc = calendarElement.ownerDocument;
  const at = parseMonth(shown) ?? { year: new Date().getFullYear(), month: 1 };
  const wrap = doc.createElement('div');
  wrap.className = 'vitrin-calendar-pickers';
  const month = doc.createElement('select');
  month.setAttribute('aria-label', t('calendar:month'));
  t('calendar:months').split('|').forEach((name, i) => month.append(new Option(name, String(i + 1), false, i + 1 === at.month)));
  const year = doc.createElement('select');
  year.setAttribute('aria-label', t('calendar:year'));
  for (let y = at.year - YEARS_AROUND; y <= at.year + YEARS_AROUND; y++) year.append(new Option(toPersianDigits(y), String(y), false, y === at.year));
  const pick = (control: PickerControl) => onPick(monthText(Number(year.value), Number(month.value)), control);
  month.addEventListener('change', () => pick('month'));
  year.addEventListener('change', () => pick('year'));
  wrap.append(month, year);
  const name = calendarElement.querySelector('.jet-calendar-caption__name');
  if (name) name.after(wrap);
  else calendarElement.prepend(wrap);
  return { month, year };
}
