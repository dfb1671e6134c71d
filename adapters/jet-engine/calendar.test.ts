// The calendar's month request as JetEngine 3.5.2 sends it (assets/js/frontend.js switchCalendarMonth
// L1999-2040): the calendar's data-settings go back whole, so a key JetEngine's script does not read
// itself (prev_month) still reaches the PHP that renders the month.
import { describe, expect, it } from 'vitest';
import { encodeForm } from '../http/form';
import { monthRequestBody } from './calendar';

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
