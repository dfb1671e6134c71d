// The calendar's month request as JetEngine 3.5.2 sends it (assets/js/frontend.js switchCalendarMonth
// L1999-2040): the calendar's data-settings go back whole, so a key JetEngine's script does not read
// itself (prev_month) still reaches the PHP that renders the month. The month's wait and answer shape (issue 30).
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import fc from 'fast-check';
import { DEFAULT_WAITS } from '../http/waits';
import { expectWaits, useHeldServer } from '../http/testing';
import { pageSettings } from '../wordpress/testing';
import { calendarMonth } from '../../fixtures/theme/calendar-page';
import { encodeForm } from '../http/form';
import { getMonth, monthAnswerSchema, monthRequestBody, type CalendarProps } from './calendar';

useHeldServer();
const props: CalendarProps = { settings: {}, post: '12', month: 'November 2026' };
const settings = pageSettings({}, { JetEngineSettings: { ajaxlisting: 'https://shop.test/events/?nocache=1' } });

describe('issue 30: the calendar month waits as the read kind says and takes only a month', () => {
  it('the slow note at 2.5 s, at 15 s a timeout failure (the month shown stays)', async () => {
    const outcome = await expectWaits(DEFAULT_WAITS.read, (wait) => getMonth(settings, props, 'October 2026', undefined, { onSlow: wait.onSlow }), (o) => o.kind === 'failed' && o.error?.kind === 'timeout');
    expect(outcome.kind).toBe('failed');
  });

  it("an answer without the month's .jet-calendar is a failure; the real month's HTML passes", () => {
    expect(z.safeParse(monthAnswerSchema, { success: true, data: { content: calendarMonth(2026, 10) } }).success).toBe(true);
    expect(z.safeParse(monthAnswerSchema, { success: true, data: { content: '<p>nothing</p>' } }).success).toBe(false);
    expect(z.safeParse(monthAnswerSchema, { success: true, data: { content: '<div class="jet-calendar-grid"></div>' } }).success).toBe(false);
    expect(z.safeParse(monthAnswerSchema, { success: true, data: {} }).success).toBe(false);
    expect(z.safeParse(monthAnswerSchema, { unexpected: true }).success).toBe(false);
  });

  it('random JSON never passes as a month unless it succeeds with a .jet-calendar in data.content', () => {
    const content = fc.oneof(fc.string(), fc.constant('<div class="jet-calendar" data-post="1">x</div>'), fc.constant('<table class="jet-calendar-grid"></table>'));
    const near = fc.record({ success: fc.constantFrom<unknown>(true, false, 'true'), data: fc.oneof(fc.jsonValue(), fc.record({ content: fc.oneof(content, fc.jsonValue()) })) });
    fc.assert(fc.property(fc.oneof(fc.jsonValue(), near), (value) => {
      const v = value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
      const data = v?.data !== null && typeof v?.data === 'object' && !Array.isArray(v.data) ? (v.data as Record<string, unknown>) : undefined;
      const html = typeof data?.content === 'string' ? data.content : undefined;
      const required = v?.success === true && html !== undefined && new DOMParser().parseFromString(html, 'text/html').querySelector('.jet-calendar') !== null;
      return z.safeParse(monthAnswerSchema, value).success === required;
    }), { numRuns: 500 });
  });
});

describe('calendar month request', () => {
  it('issue 35: prev_month travels to the server untouched, inside settings, as JetEngine sends it', () => {
    const settings = { lisitng_id: '63', group_by: 'post_date', prev_month: 'yes', week_days_format: 'short', cache_timeout: 0 };
    const body = new URLSearchParams(encodeForm(monthRequestBody({ settings, post: '12', month: 'October 2026' }, 'September 2026')));
    expect(body.get('jet_engine_action')).toBe('jet_engine_calendar_get_month');
    expect(body.get('month')).toBe('September 2026');
    expect(body.get('settings[prev_month]')).toBe('yes');
    expect(body.get('settings[group_by]')).toBe('post_date');
    expect(body.get('post')).toBe('12');
  });
});
