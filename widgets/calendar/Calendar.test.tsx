// The calendar as React renders it over JetEngine's printed month, found as a shopper finds it
// (roles and names), with msw answering the month request as the PHP does (issue 34): the printed
// nodes adopted, the month buttons named, focus where the shopper was after a month change, the new
// month announced, the waits' notes, the mobile day disclosure, and the Jalali month view.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { boot } from '../../src/runtime/boot';
import { whenQueueEmpty } from '../../src/runtime/scheduler';
import type { Runtime } from '../../src/runtime/runtime';
import { server } from '../../fixtures/msw/node';
import { calendarCalls, calendarHandler, CALENDAR_FAULT_KEY } from '../../fixtures/msw/jet-engine-calendar';
import { calendarMonth } from '../../fixtures/theme/calendar-page';
import fa from '../../src/i18n/locales/fa/calendar.json';
import { calendar } from '.';

let runtime: Runtime | undefined;
const requested: string[] = [];
beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
  document.addEventListener('jet-engine-request-calendar', () => requested.push('event'));
});
beforeEach(() => {
  calendarCalls.length = 0;
  requested.length = 0;
  server.use(calendarHandler);
  (window as unknown as { JetEngineSettings: unknown }).JetEngineSettings = { ajaxlisting: `${location.origin}/events/?nocache=1` };
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2026, 10, 22, 12));
});
afterEach(() => {
  runtime?.disconnect();
  runtime = undefined;
  server.resetHandlers();
  localStorage.clear();
  vi.useRealTimers();
});
afterAll(() => server.close());

async function settle(): Promise<void> {
  await whenQueueEmpty();
  await runtime?.whenSettled();
  await act(async () => {
    await new Promise((r) => setTimeout(r, 0));
  });
}

/** The events page's calendar (November 2026, as the PHP prints it); each test its own listing (its own cache). */
async function mount(o: { jalali?: boolean; listing?: string; waits?: boolean } = {}): Promise<HTMLElement> {
  const settings = o.waits ? '<script type="application/json" id="vitrin-settings">{"waits":{"read":{"slowMs":40,"limitMs":300}}}</script>' : '';
  const month = calendarMonth(2026, 11).replace('lisitng_id&quot;:&quot;153', `lisitng_id&quot;:&quot;${o.listing ?? '153'}`);
  document.body.innerHTML = `${settings}<div class="elementor-widget${o.jalali ? ' vitrin-calendar-jalali' : ''}">${month}</div>`;
  runtime = boot([calendar], []).runtime;
  await settle();
  const element = document.querySelector<HTMLElement>('.jet-calendar');
  if (!element) throw new Error('no calendar');
  expect(element.getAttribute('data-vitrin-status')).toBe('mounted');
  return element;
}

const caption = (element: HTMLElement) => element.querySelector('.jet-calendar-caption__name')?.textContent;

describe('calendar (Gregorian) as a React root', () => {
  it('issue 34: adopts the printed nodes; the month buttons are named after the month they show; the selects say the month', async () => {
    document.body.innerHTML = calendarMonth(2026, 11);
    const printedNext = document.querySelector('.nav-link-next');
    const printedTable = document.querySelector('table.jet-calendar-grid');
    runtime = boot([calendar], []).runtime;
    await settle();
    const next = screen.getByRole('button', { name: 'ماه بعد: دسامبر ۲۰۲۶' });
    expect(next).toBe(printedNext);
    expect(document.querySelector('table.jet-calendar-grid')).toBe(printedTable);
    expect(Object.keys(next).some((key) => key.startsWith('__reactFiber$'))).toBe(true);
    expect(screen.getByRole('button', { name: 'ماه قبل: اکتبر ۲۰۲۶' }).classList.contains('nav-link-prev')).toBe(true);
    expect(screen.getByRole<HTMLSelectElement>('combobox', { name: fa.month }).value).toBe('11');
    expect(screen.getByRole<HTMLSelectElement>('combobox', { name: fa.year }).value).toBe('2026');
    expect(calendarCalls).toEqual([]);
  });

  it('issue 34: Enter on "next" asks for December once; focus stays on "next", the status says the new month; "previous" comes back from the cache', async () => {
    const element = await mount({ listing: 'keys' });
    const next = screen.getByRole('button', { name: 'ماه بعد: دسامبر ۲۰۲۶' });
    next.focus();
    fireEvent.keyDown(next, { key: 'Enter' });
    expect(element.getAttribute('aria-busy')).toBe('true');
    expect(element.classList.contains('jet-calendar-loading')).toBe(true);
    expect(screen.getByRole('status').textContent).toBe('در حال بارگذاری دسامبر ۲۰۲۶…');
    await waitFor(() => expect(caption(element)).toBe('دسامبر 2026'));
    expect(calendarCalls).toEqual(['December 2026']);
    expect(requested).toEqual(['event']);
    expect(element.getAttribute('aria-busy')).toBeNull();
    expect(element.classList.contains('jet-calendar-loading')).toBe(false);
    // The same button, now naming January; focus never left it.
    expect(document.activeElement).toBe(next);
    expect(next.getAttribute('aria-label')).toBe('ماه بعد: ژانویه ۲۰۲۷');
    expect(screen.getByRole('status').textContent).toBe('دسامبر ۲۰۲۶');
    expect(screen.getByRole<HTMLSelectElement>('combobox', { name: fa.month }).value).toBe('12');

    const prev = screen.getByRole('button', { name: 'ماه قبل: نوامبر ۲۰۲۶' });
    prev.focus();
    fireEvent.keyDown(prev, { key: ' ' });
    // From the cache: on screen in the same task, no request.
    expect(caption(element)).toBe('نوامبر 2026');
    expect(calendarCalls).toEqual(['December 2026']);
    expect(document.activeElement).toBe(prev);
    expect(screen.getByRole('status').textContent).toBe('نوامبر ۲۰۲۶');
  });

  it('a month picked in the year select is asked for; a 500 keeps the month shown with the selects on it and an alert whose retry shows the month, focus back on the select', async () => {
    const element = await mount({ listing: 'fail' });
    localStorage.setItem(CALENDAR_FAULT_KEY, '500');
    const year = screen.getByRole<HTMLSelectElement>('combobox', { name: fa.year });
    year.focus();
    fireEvent.change(year, { target: { value: '2027' } });
    expect(year.value).toBe('2027');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('بارگذاری نوامبر ۲۰۲۷ انجام نشد');
    expect(caption(element)).toBe('نوامبر 2026');
    expect(year.value).toBe('2026');
    expect(element.getAttribute('aria-busy')).toBeNull();
    const retry = within(alert).getByRole('button', { name: fa.retry });
    retry.focus();
    fireEvent.click(retry);
    // The retry button went with its note: focus is on the control the shopper used.
    expect(screen.queryByRole('alert')).toBeNull();
    expect(document.activeElement).toBe(year);
    await waitFor(() => expect(caption(element)).toBe('نوامبر 2027'));
    expect(calendarCalls).toEqual(['November 2027', 'November 2027']);
    expect(document.activeElement).toBe(year);
  });

  it('issue 30: a month held open shows the slow note past the slow threshold, at the limit the timeout message; the month shown stays', async () => {
    const element = await mount({ listing: 'slow', waits: true });
    localStorage.setItem(CALENDAR_FAULT_KEY, 'hang');
    fireEvent.click(screen.getByRole('button', { name: 'ماه قبل: اکتبر ۲۰۲۶' }));
    expect(element.querySelector('.vitrin-calendar-slow')).toBeNull();
    await waitFor(() => expect(element.querySelector('.vitrin-calendar-slow')?.textContent).toBe(fa.slow));
    const alert = await screen.findByRole('alert', {}, { timeout: 2000 });
    expect(alert.textContent).toContain('پاسخ فروشگاه دیر کرد و اکتبر ۲۰۲۶ بارگذاری نشد.');
    expect(element.querySelector('.vitrin-calendar-slow')).toBeNull();
    expect(caption(element)).toBe('نوامبر 2026');
  });

  it('mobile: a day with events is a disclosure named after its day, one open at a time', async () => {
    const element = await mount({ listing: 'mobile' });
    const days = element.querySelectorAll('td.has-events');
    const first = within(days[0] as HTMLElement).getByRole('button');
    const second = within(days[1] as HTMLElement).getByRole('button');
    expect(first.getAttribute('aria-label')).toMatch(/^رویدادهای [۰-۹]+ نوامبر ۲۰۲۶$/);
    expect(first.getAttribute('aria-expanded')).toBe('false');
    fireEvent.keyDown(first, { key: 'Enter' });
    expect(first.getAttribute('aria-expanded')).toBe('true');
    expect(days[0]?.classList.contains('calendar-event-active')).toBe(true);
    fireEvent.click(second);
    expect(first.getAttribute('aria-expanded')).toBe('false');
    expect(days[0]?.classList.contains('calendar-event-active')).toBe(false);
    expect(days[1]?.classList.contains('calendar-event-active')).toBe(true);
  });
});

describe('calendar, Jalali month view as a React root', () => {
  it('issue 34: Azar 1405 from Saturday with named buttons; next shows Dey (January asked once), focus stays, the status says Dey; unmounting gives the printed grid back', async () => {
    const element = await mount({ jalali: true, listing: 'jalali' });
    const printed = element.querySelector<HTMLTableElement>('table.jet-calendar-grid:not(.vitrin-jalali-grid)');
    // The printed month stays on screen until the Jalali month replaces it in one commit.
    await waitFor(() => expect(element.querySelector('.vitrin-jalali-grid')).not.toBeNull());
    expect(printed?.hidden).toBe(true);
    expect(element.querySelector('.vitrin-jalali-caption .jet-calendar-caption__name')?.textContent).toBe('آذر ۱۴۰۵');
    const grid = element.querySelector<HTMLElement>('.vitrin-jalali-grid');
    // Each weekday head is named by its full name, in order from Saturday (a phone shows a letter, hidden from screen readers).
    const heads = within(grid as HTMLElement).getAllByRole('columnheader');
    ['شنبه', 'یکشنبه', 'دوشنبه', 'سه‌شنبه', 'چهارشنبه', 'پنجشنبه', 'جمعه'].forEach((name, day) => {
      expect(within(grid as HTMLElement).getByRole('columnheader', { name })).toBe(heads[day]);
    });
    expect(grid?.querySelectorAll('td:not(.day-pad)')).toHaveLength(30);
    expect(grid?.querySelector('td.current-day .jet-calendar-week__day-date')?.textContent).toBe('۱');
    expect(calendarCalls).toEqual(['December 2026']);

    expect(screen.getByRole('button', { name: 'ماه قبل: آبان ۱۴۰۵' })).toBeTruthy();
    const next = screen.getByRole('button', { name: 'ماه بعد: دی ۱۴۰۵' });
    next.focus();
    fireEvent.click(next);
    await waitFor(() => expect(element.querySelector('.vitrin-jalali-caption .jet-calendar-caption__name')?.textContent).toBe('دی ۱۴۰۵'));
    expect(calendarCalls).toEqual(['December 2026', 'January 2027']);
    expect(document.activeElement).toBe(next);
    expect(next.getAttribute('aria-label')).toBe('ماه بعد: بهمن ۱۴۰۵');
    expect(element.querySelector('.vitrin-calendar-status')?.textContent).toBe('دی ۱۴۰۵');
    const day = element.querySelector<HTMLElement>('.vitrin-jalali-grid td.has-events');
    expect(within(day as HTMLElement).getByRole('button').getAttribute('aria-label')).toMatch(/^رویدادهای [۰-۹]+ دی ۱۴۰۵$/);

    runtime?.unmount();
    expect(element.querySelector('.vitrin-jalali-grid')).toBeNull();
    expect(element.querySelector('.vitrin-jalali-caption')).toBeNull();
    expect(element.querySelector<HTMLTableElement>('table.jet-calendar-grid')?.hidden).toBe(false);
    expect(element.querySelector('.jet-calendar-caption__name')?.textContent).toBe('نوامبر 2026');
  });
});
